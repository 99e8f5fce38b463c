import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OFFER_MESSAGES } from "~/features/commerce";
import { saveOfferSettings } from "~/features/commerce/index.server";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action, loader as apiLoader } from "./api.offers";
import { loader as offersPage } from "./artist-offers";
import { loader as artworkPage } from "./artwork";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

type Body = { ok: boolean; code?: string; error?: string; fieldErrors?: Record<string, string> };

async function post(fields: Record<string, string>, who: SignedIn | null) {
  const result = await action(
    routeArgs(formPost("/api/offers", fields, who?.cookie ?? null)) as never,
  );
  return answerOf<Body & Record<string, unknown>>(result);
}

async function openArtwork(id: string, who: SignedIn | null) {
  const request = who ? who.request(`/artwork/${id}`) : signedRequest(`/artwork/${id}`, null);
  const page = (await artworkPage({ ...routeArgs(request), params: { id } } as never)) as {
    offers?: { canOffer: boolean; mine: { status: string } | null };
    comments?: unknown;
  };
  const { comments: _comments, ...rest } = page;
  return rest;
}

describe("the offers endpoint", () => {
  it("answers a GET with 405 and a visitor with 401", async () => {
    expect(apiLoader().status).toBe(405);
    const piece = await insertArtwork(database.db, artist.userId);
    const answer = await post({ intent: "make-offer", artworkId: piece.id, amount: "500" }, null);
    expect(answer.status).toBe(401);
  });

  it("refuses bad input with a clear 4xx, never a 500", async () => {
    const piece = await insertArtwork(database.db, artist.userId);
    const member = await signedInMember(database.db);
    const cases: [Record<string, string>, number, string | RegExp][] = [
      [
        { intent: "make-offer", artworkId: piece.id, amount: "" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "abc" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "-5" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "10.005" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "1e9" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "1300" },
        400,
        OFFER_MESSAGES.aboveAsking,
      ],
      [{ intent: "make-offer", artworkId: "nope", amount: "10" }, 400, OFFER_MESSAGES.notFound],
      [
        { intent: "make-offer", artworkId: piece.id, amount: "10", note: "x".repeat(1001) },
        400,
        /note/i,
      ],
      [{ intent: "accept", offerId: "nope" }, 400, /./],
      [
        { intent: "counter", offerId: crypto.randomUUID(), amount: "10" },
        404,
        OFFER_MESSAGES.notFound,
      ],
      [{ intent: "teleport" }, 400, "Unknown request."],
      [
        { intent: "offer-settings", artworkId: piece.id, floor: "lots" },
        400,
        OFFER_MESSAGES.invalidAmount,
      ],
    ];
    for (const [fields, status, message] of cases) {
      const answer = await post(fields, member);
      expect([fields.intent, answer.status]).toEqual([fields.intent, status]);
      const text = [answer.body.error, ...Object.values(answer.body.fieldErrors ?? {})].join(" ");
      if (typeof message === "string") expect(text).toContain(message);
      else expect(text).toMatch(message);
    }
  });

  it("takes an offer, shows it to the owner only, and lets the owner counter and the buyer accept", async () => {
    const piece = await insertArtwork(database.db, artist.userId);
    const buyer = await signedInMember(database.db);
    const stranger = await signedInMember(database.db);
    expect((await openArtwork(piece.id, buyer)).offers).toEqual({ canOffer: true, mine: null });
    expect((await openArtwork(piece.id, null)).offers?.canOffer).toBe(false);
    expect((await openArtwork(piece.id, artist)).offers?.canOffer).toBe(false);

    const made = await post(
      { intent: "make-offer", artworkId: piece.id, amount: "900.50", note: "Hello" },
      buyer,
    );
    expect(made).toMatchObject({ status: 200, body: { ok: true, status: "open" } });
    const offerId = made.body.offerId as string;
    expect((await openArtwork(piece.id, buyer)).offers?.mine?.status).toBe("open");

    const seen = answerOf<{ offers: { id: string; amountCents: number }[] }>(
      await settle(() => offersPage(routeArgs(artist.request("/artist/offers")) as never)),
    );
    expect(seen.body.offers.map((o) => [o.id, o.amountCents])).toEqual([[offerId, 90_050]]);
    const others = answerOf<{ offers: unknown[] }>(
      await settle(() => offersPage(routeArgs(stranger.request("/artist/offers")) as never)),
    );
    expect(others.body.offers).toEqual([]);

    expect((await post({ intent: "accept", offerId }, stranger)).status).toBe(404);
    expect((await post({ intent: "accept", offerId }, buyer)).status).toBe(403);
    const countered = await post(
      { intent: "counter", offerId, amount: "1000", note: "Framed" },
      artist,
    );
    expect(countered).toMatchObject({ status: 200, body: { status: "countered" } });
    expect((await openArtwork(piece.id, buyer)).offers?.mine?.status).toBe("countered");
    const accepted = await post({ intent: "accept", offerId }, buyer);
    expect(accepted).toMatchObject({
      status: 200,
      body: { status: "accepted", message: OFFER_MESSAGES.counterAccepted },
    });
    // Reserved: nobody else is offered a purchase or an offer.
    const page = (await openArtwork(piece.id, stranger)) as {
      offer?: { actions: string[] };
      offers?: { canOffer: boolean };
    };
    expect(page.offer?.actions).not.toContain("buy");
    expect(page.offers?.canOffer).toBe(false);
  });

  it("never sends the floor to anyone but the owner", async () => {
    const piece = await insertArtwork(database.db, artist.userId);
    await saveOfferSettings(database.db, artist.userId, piece.id, {
      acceptsOffers: true,
      floor: 98_765,
    });
    const member = await signedInMember(database.db);
    for (const who of [null, member]) {
      const json = JSON.stringify(await openArtwork(piece.id, who));
      expect(json).not.toContain("98765");
      expect(json).not.toContain("987.65");
    }
    const below = await post({ intent: "make-offer", artworkId: piece.id, amount: "500" }, member);
    expect(below.body).toMatchObject({
      ok: true,
      status: "declined",
      message: OFFER_MESSAGES.belowFloor,
    });
    expect(JSON.stringify(below.body)).not.toContain("987");
  });

  it("hides Make an Offer when the owner takes no offers, and refuses one posted anyway", async () => {
    const piece = await insertArtwork(database.db, artist.userId);
    const settings = await post(
      { intent: "offer-settings", artworkId: piece.id, floor: "" },
      artist,
    );
    expect(settings).toMatchObject({ status: 200, body: { ok: true } });
    const member = await signedInMember(database.db);
    expect((await openArtwork(piece.id, member)).offers?.canOffer).toBe(false);
    const refused = await post(
      { intent: "make-offer", artworkId: piece.id, amount: "500" },
      member,
    );
    expect(refused).toMatchObject({ status: 409, body: { error: OFFER_MESSAGES.notAccepting } });
    // Another member's settings save finds nothing.
    const stranger = await post(
      { intent: "offer-settings", artworkId: piece.id, acceptsOffers: "true" },
      member,
    );
    expect(stranger.status).toBe(404);
  });
});
