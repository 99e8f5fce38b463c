import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, emailOutbox, leases, provenance, revealedContacts } from "~/db/schema";
import { actorFor, allowedActions, type LifecycleAction } from "~/features/catalogue";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { addDays } from "~/features/commerce";
import { galleryToday } from "~/features/commerce/index.server";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { bookLease } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import { outcome } from "../../tests/support/owned-items-kit";
import { listedWithUpload } from "../../tests/support/provenance";
import { setRevealsLeft } from "../../tests/support/reveals";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import * as revealRoute from "./api.reveal-contact";
import * as pageRoute from "./artwork";
import * as certificateRoute from "./artwork-certificate";
import * as checkoutRoute from "./checkout";

// R-artwork-lifecycle (ADR 0016): the artwork page offers exactly the actions
// the lifecycle module allows, and checkout, the contact reveal and the
// certificate download accept exactly those.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let artist: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

/** The actions the server has a door for: each is tried as the page would send it. */
const SERVED: LifecycleAction[] = ["buy", "lease", "reveal-contact", "download-certificate"];

type Page = Extract<Awaited<ReturnType<typeof pageRoute.loader>>, { found: true }>;

async function openPage(id: string, who: SignedIn | null) {
  const request = who ? who.request(`/artwork/${id}`) : signedRequest(`/artwork/${id}`, null);
  const page = (await pageRoute.loader({ ...routeArgs(request), params: { id } } as never)) as Page;
  void page.comments.catch(() => undefined);
  return page;
}

async function outboxSize() {
  return (await database.db.select({ id: emailOutbox.id }).from(emailOutbox)).length;
}

async function revealedCount() {
  return (await database.db.select({ id: revealedContacts.id }).from(revealedContacts)).length;
}

/** Tries the action as `who`; the answer's status, and whether anything was written on a refusal. */
async function attempt(action: LifecycleAction, id: string, who: SignedIn | null) {
  const cookie = who?.cookie ?? null;
  const before = { mails: await outboxSize(), reveals: await revealedCount() };
  let status: number;
  if (action === "buy" || action === "lease") {
    const type = action === "buy" ? "purchase" : "lease";
    const path = `/checkout/${id}?type=${type}`;
    const answered = await settle(() =>
      checkoutRoute.action({
        ...routeArgs(formPost(path, { intent: "send-code" }, cookie)),
        params: { artworkId: id },
      } as never),
    );
    status = (await outcome(answered)).status;
  } else if (action === "reveal-contact") {
    const answered = await settle(() =>
      revealRoute.action(
        routeArgs(formPost("/api/reveal-contact", { artworkId: id }, cookie)) as never,
      ),
    );
    status = (await outcome(answered)).status;
  } else {
    const path = `/artwork/${id}/certificate.pdf`;
    const request = who ? who.request(path) : signedRequest(path, null);
    const answered = await settle(() =>
      certificateRoute.loader({ ...routeArgs(request), params: { id } } as never),
    );
    status = (await outcome(answered)).status;
  }
  const wrote = (await outboxSize()) !== before.mails || (await revealedCount()) !== before.reveals;
  return { status, wrote };
}

/** The checkout page's own Purchase and Lease answers, for a signed-in viewer. */
async function checkoutPage(id: string, who: SignedIn, type: "purchase" | "lease") {
  const request = who.request(`/checkout/${id}?type=${type}`);
  const loaded = await checkoutRoute.loader({
    ...routeArgs(request),
    params: { artworkId: id },
  } as never);
  const { view } = (await outcome(loaded)).body as {
    view: { status: string; canPurchase?: boolean; canLease?: boolean };
  };
  return view;
}

/**
 * The page offers the module's answer for this viewer, and every served action
 * it offers is accepted, every one it does not is refused with a 4xx (or, for a
 * visitor, sent to sign in) and writes nothing.
 */
async function expectPageMatchesServer(id: string, who: SignedIn | null) {
  const page = await openPage(id, who);
  const state = await artworkLifeState(database.db, id, galleryToday());
  const module = allowedActions(actorFor(who && { id: who.userId }, state), state);
  expect(new Set(page.offer.actions)).toEqual(module);

  for (const action of SERVED) {
    const offered = page.offer.actions.includes(action);
    const { status, wrote } = await attempt(action, id, who);
    if (offered) {
      expect({ action, status }).toEqual({ action, status: 200 });
    } else {
      const refused = who ? status >= 400 && status < 500 : status === 401 || status === 302;
      expect({ action, status, refused }).toEqual({ action, status, refused: true });
      expect({ action, wrote }).toEqual({ action, wrote: false });
    }
  }
  if (who) {
    const purchase = await checkoutPage(id, who, "purchase");
    expect(purchase.status === "ready").toBe(page.offer.actions.includes("buy"));
    const lease = await checkoutPage(id, who, "lease");
    expect(lease.status === "ready").toBe(page.offer.actions.includes("lease"));
  }
  return page;
}

/** Marks the work bought by `buyer` and off the market, as a completed purchase leaves it. */
async function sellTo(artworkId: string, buyer: SignedIn) {
  await database.db
    .update(artworks)
    .set({ userId: buyer.userId, isAvailable: false })
    .where(eq(artworks.id, artworkId));
  await database.db
    .insert(provenance)
    .values({ artworkId, ownerId: buyer.userId, ownerName: "Collector", event: "purchase" });
}

/** The work's lease handed to a new signed-in member, whose session the test holds. */
async function signedInLessee(artworkId: string): Promise<SignedIn> {
  const member = await signedInMember(database.db);
  await database.db
    .update(leases)
    .set({ lesseeId: member.userId })
    .where(eq(leases.artworkId, artworkId));
  return member;
}

describe("the artwork page offers what the server accepts (R-artwork-lifecycle)", () => {
  it("a work on an active lease: another member may lease it from the first free day, not buy it; the lessee may buy it", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson");
    const today = galleryToday();
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: artist.userId,
      startDate: addDays(today, -2),
      days: 10,
    });
    const lessee = await signedInLessee(work.id);
    const other = await signedInMember(database.db);

    const seen = await expectPageMatchesServer(work.id, other);
    expect(seen.offer.actions).toContain("lease");
    expect(seen.offer.actions).not.toContain("buy");
    // R-lease-end: the lease's last day is start + 9; the work is free the day after.
    expect(seen.offer.leaseFrom).toBe(addDays(today, 8));

    const held = await expectPageMatchesServer(work.id, lessee);
    expect(held.offer.actions).toContain("buy");
  });

  it("an upcoming lease also stops another member's purchase, and the page does not offer it", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson");
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: artist.userId,
      startDate: addDays(galleryToday(), 7),
      days: 30,
    });
    const other = await signedInMember(database.db);
    const seen = await expectPageMatchesServer(work.id, other);
    expect(seen.offer.actions).not.toContain("buy");
    // Free today: the lease starts next week.
    expect(seen.offer.leaseFrom).toBeNull();
  });

  it("a buyer owns, not lists, the work they bought: resale and certificate, no purchase, nobody 'Presented by'", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson");
    const buyer = await signedInMember(database.db);
    await sellTo(work.id, buyer);

    const own = await expectPageMatchesServer(work.id, buyer);
    expect(own.offer.actions).toEqual(
      expect.arrayContaining(["resell", "download-certificate", "edit-offer", "list"]),
    );
    expect(own.artwork.viewerIsOwner).toBe(true);
    // The previous seller (the artist) does not present a work nobody offers.
    expect(own.artwork.presenter).toBeNull();

    const other = await signedInMember(database.db);
    const seen = await expectPageMatchesServer(work.id, other);
    expect(seen.offer.actions).toEqual([]);
    expect(seen.artwork.presenter).toBeNull();
    // The artist who sold it has no certificate of a work they no longer own.
    await expectPageMatchesServer(work.id, artist);
  });

  it("once the buyer offers it for resale, they present it and members may buy it", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson");
    const buyer = await signedInMember(database.db);
    await sellTo(work.id, buyer);
    await database.db
      .update(artworks)
      .set({ isAvailable: true, salePriceCents: 200000 })
      .where(eq(artworks.id, work.id));
    const other = await signedInMember(database.db);
    const seen = await expectPageMatchesServer(work.id, other);
    expect(seen.offer.actions).toContain("buy");
    expect(seen.artwork.presenter?.id).toBe(buyer.userId);
  });

  it("an artist-managed work on offer: members may reveal the contact and buy; the artist may do neither", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson", {
      manageOwnSales: true,
    });
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 3);
    const seen = await expectPageMatchesServer(work.id, member);
    expect(seen.offer.actions).toEqual(expect.arrayContaining(["buy", "lease", "reveal-contact"]));
    const own = await expectPageMatchesServer(work.id, artist);
    expect(own.offer.actions).toContain("download-certificate");
  });

  it("a work whose provenance records nothing offers no certificate, and the server gives none", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    const own = await expectPageMatchesServer(work.id, artist);
    expect(own.offer.actions).not.toContain("download-certificate");
    expect(own.offer.actions).toContain("edit-offer");
  });

  it("a visitor is offered nothing the server accepts; the buttons they see ask them to sign in", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson", {
      manageOwnSales: true,
    });
    const page = await expectPageMatchesServer(work.id, null);
    expect(page.offer.actions).toEqual([]);
    const state = await artworkLifeState(database.db, work.id, galleryToday());
    expect(new Set(page.offer.signInActions)).toEqual(
      allowedActions({ kind: "member", id: null }, state),
    );
    expect(page.offer.signInActions).toEqual(expect.arrayContaining(["buy", "lease"]));
  });

  it("a withdrawn work offers members nothing, and its checkout refuses them", async () => {
    const work = await listedWithUpload(database.db, artist, "Maya Robinson", {
      isAvailable: false,
    });
    const member = await signedInMember(database.db);
    const seen = await expectPageMatchesServer(work.id, member);
    expect(seen.offer.actions).toEqual([]);
  });
});
