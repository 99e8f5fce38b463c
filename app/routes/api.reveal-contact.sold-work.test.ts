import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, emailOutbox, profiles, provenance, user } from "~/db/schema";
import { REVEAL_MESSAGES } from "~/features/commerce";
import {
  completeCheckout,
  issueCheckoutCode,
  revealContact,
} from "~/features/commerce/index.server";
import { setAllowancesLeft } from "../../tests/support/allowances";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { revealedBy, revealsLeft } from "../../tests/support/reveals";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action as revealAction } from "./api.reveal-contact";
import { loader } from "./artwork";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

const ARTIST_PHONE = "+14105550142";
const BUYER_PHONE = "+18045550199";

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

async function named(who: SignedIn, fullName: string, phone: string) {
  await database.db
    .update(profiles)
    .set({ fullName, phoneNumber: phone })
    .where(eq(profiles.id, who.userId));
  await setAllowancesLeft(database.db, who.userId, { reveals: 5 });
}

/** An artist-managed work listed by `artist`, with its upload record, as the studio stores it. */
async function listed(artist: SignedIn, name: string) {
  const artwork = await insertArtwork(database.db, artist.userId, { manageOwnSales: true });
  await database.db.insert(provenance).values({
    artworkId: artwork.id,
    ownerId: artist.userId,
    ownerName: name,
    event: "upload",
  });
  return artwork;
}

/** Buys the artwork through checkout, with the code mailed to the buyer. */
async function buy(buyer: SignedIn, artworkId: string) {
  await issueCheckoutCode(database.db, {
    userId: buyer.userId,
    artworkId,
    email: buyer.email,
    artworkTitle: "Test",
  });
  const [mail] = await database.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.kind, "checkout-code")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error("no code mailed");
  await completeCheckout(database.db, buyer.userId, {
    artworkId,
    type: "purchase",
    code,
    card: {
      cardName: "Theo Collector",
      cardNumber: "4242 4242 4242 4242",
      cardExpiry: "12/40",
      cardCvc: "123",
    },
  });
}

type Loaded = Awaited<ReturnType<typeof loader>>;

/** The artwork page's data as `who` gets it, streamed comments included. */
async function openPage(id: string, who: SignedIn | null) {
  const request = who ? who.request(`/artwork/${id}`) : signedRequest(`/artwork/${id}`, null);
  const result = (await loader({ ...routeArgs(request), params: { id } } as never)) as Loaded;
  const page = result as Extract<Loaded, { found: true }>;
  return { ...page, comments: await page.comments };
}

async function reveal(artworkId: string, who: SignedIn) {
  return answerOf<Record<string, unknown>>(
    await revealAction(
      routeArgs(formPost("/api/reveal-contact", { artworkId }, who.cookie)) as never,
    ),
  );
}

describe("a sold work never presents its collector as the artist", () => {
  let artist: SignedIn;
  let buyer: SignedIn;
  let visitor: SignedIn;

  beforeAll(async () => {
    [artist, buyer, visitor] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    await named(artist, "Maya Robinson", ARTIST_PHONE);
    await named(buyer, "Theo Collector", BUYER_PHONE);
    await named(visitor, "Priya Natarajan", "+14105550188");
  });

  it("credits the original artist on the page and sends questions to them", async () => {
    const artwork = await listed(artist, "Maya Robinson");
    await buy(buyer, artwork.id);

    for (const who of [visitor, null, buyer]) {
      const page = await openPage(artwork.id, who);
      expect(page.artwork.artistName).toBe("Maya Robinson");
      // Nobody offers it now, so nobody presents it (never the artist who sold it).
      expect(page.artwork.presenter).toBeNull();
      expect(page.artwork.questionsTo).toBe(artist.userId);
      // No reveal is offered on a sold work, and the page data holds none of the buyer's contact.
      expect(page.reveal).toEqual({ show: false });
      const json = JSON.stringify(page);
      expect(json).not.toContain(buyer.email);
      expect(json).not.toContain(BUYER_PHONE);
      expect(json).not.toContain("8045550199");
    }
    // The artist is not asked to write to themselves.
    const own = await openPage(artwork.id, artist);
    expect(own.artwork.questionsTo).toBeNull();
  });

  it("refuses to reveal a contact on a sold work, charging and recording nothing", async () => {
    const artwork = await listed(artist, "Maya Robinson");
    const earlier = await signedInMember(database.db);
    await named(earlier, "Early Bird", "+14105550111");
    // Revealed while it was on offer: the artist's contact, then.
    const before = await revealContact(database.db, earlier.userId, artwork.id);
    expect(before.contact).toEqual({ email: artist.email, phone: ARTIST_PHONE });
    await buy(buyer, artwork.id);

    const reveals = await revealsLeft(database.db, visitor.userId);
    const answer = await reveal(artwork.id, visitor);
    expect(answer).toEqual({
      status: 409,
      body: { ok: false, code: "reveals.not-available", error: REVEAL_MESSAGES.notAvailable },
    });
    expect(JSON.stringify(answer)).not.toContain(buyer.email);
    expect(await revealsLeft(database.db, visitor.userId)).toBe(reveals);
    expect(await revealedBy(database.db, visitor.userId)).toEqual([]);

    // Neither does an earlier reveal bring the contact back once the work is sold.
    const again = await reveal(artwork.id, earlier);
    expect(again.status).toBe(409);
    expect(JSON.stringify(again)).not.toContain(buyer.email);
    expect(JSON.stringify(await openPage(artwork.id, earlier))).not.toContain(buyer.email);
  });

  it("offers no reveal when a collector offers the work again, even marked artist-managed", async () => {
    const artwork = await listed(artist, "Maya Robinson");
    await buy(buyer, artwork.id);
    const [afterSale] = await database.db
      .select({ manageOwnSales: artworks.manageOwnSales })
      .from(artworks)
      .where(eq(artworks.id, artwork.id));
    // The artist managed its first sale; a collector's offer is not theirs to manage.
    expect(afterSale?.manageOwnSales).toBe(false);
    await database.db
      .update(artworks)
      .set({ isAvailable: true, manageOwnSales: true })
      .where(eq(artworks.id, artwork.id));

    const reveals = await revealsLeft(database.db, visitor.userId);
    const answer = await reveal(artwork.id, visitor);
    expect(answer).toEqual({
      status: 403,
      body: { ok: false, code: "reveals.not-offered", error: REVEAL_MESSAGES.notOffered },
    });
    expect(JSON.stringify(answer)).not.toContain(buyer.email);
    expect(JSON.stringify(answer)).not.toContain(artist.email);
    expect(await revealsLeft(database.db, visitor.userId)).toBe(reveals);
    const page = await openPage(artwork.id, visitor);
    expect(page.reveal).toEqual({ show: false });
    // Questions about the piece still go to its artist, never to the collector.
    expect(page.artwork.questionsTo).toBe(artist.userId);
  });

  it("reveals nobody once the original artist's account is gone", async () => {
    const gone = await signedInMember(database.db);
    await named(gone, "Ruth Abernathy", "+14105550166");
    const artwork = await listed(gone, "Ruth Abernathy");
    await buy(buyer, artwork.id);
    await database.db.delete(user).where(eq(user.id, gone.userId));

    const page = await openPage(artwork.id, visitor);
    // Still credited by the name the work was listed under, never by the buyer's.
    expect(page.artwork.artistName).toBe("Ruth Abernathy");
    expect(page.artwork.presenter).toBeNull();
    expect(page.artwork.questionsTo).toBeNull();
    expect(page.reveal).toEqual({ show: false });
    expect(JSON.stringify(page)).not.toContain(buyer.email);

    await database.db
      .update(artworks)
      .set({ isAvailable: true })
      .where(eq(artworks.id, artwork.id));
    const reveals = await revealsLeft(database.db, visitor.userId);
    const answer = await reveal(artwork.id, visitor);
    expect(answer).toEqual({
      status: 403,
      body: { ok: false, code: "reveals.not-offered", error: REVEAL_MESSAGES.notOffered },
    });
    expect(await revealsLeft(database.db, visitor.userId)).toBe(reveals);
  });
});
