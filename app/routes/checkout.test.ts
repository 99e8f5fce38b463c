import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "~/features/commerce";
import {
  createTestPaymentProvider,
  galleryToday,
  leaseStatus,
  setPaymentProvider,
} from "~/features/commerce/index.server";
import { formatDate } from "~/lib/format";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { bookLease, GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { formPost, routeArgs, type SignedIn, signedInMember } from "../../tests/support/sessions";
import * as checkoutRoute from "./checkout";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
});

/** Posts the checkout form of `artworkId` as the member; answers the action's status and body. */
async function post(artworkId: string, fields: Record<string, string>) {
  const response = await checkoutRoute.action({
    ...routeArgs(formPost(`/checkout/${artworkId}?type=lease`, fields, member.cookie)),
    params: { artworkId },
  } as never);
  return response as unknown as { init: { status: number }; data: unknown };
}

describe("the checkout action", () => {
  it("answers Continue with the taken dates through the checkout action", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const today = galleryToday();
    await bookLease(database.db, {
      artworkId: artwork.id,
      artistId: artist.userId,
      startDate: addDays(today, 2),
      days: 7,
    });
    const response = await checkoutRoute.action({
      ...routeArgs(
        formPost(
          `/checkout/${artwork.id}?type=lease`,
          { intent: "check-lease", startDate: today, days: "5", durationType: "daily" },
          member.cookie,
        ),
      ),
      params: { artworkId: artwork.id },
    } as never);
    const answer = response as unknown as { init: { status: number }; data: unknown };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldErrors: {
        startDate: `This artwork is already leased from ${formatDate(addDays(today, 2))} to ${formatDate(addDays(today, 8))}. Please choose dates outside that period.`,
      },
    });
    expect(await leaseStatus(database.db, artwork.id)).toEqual({
      onLeaseUntil: null,
      nextFreeDate: today,
    });
  });

  it("refuses an unknown billing type at completion as at step 1, not as a daily lease", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const post = (intent: string) =>
      checkoutRoute.action({
        ...routeArgs(
          formPost(
            `/checkout/${artwork.id}?type=lease`,
            {
              intent,
              code: "123456",
              startDate: galleryToday(),
              days: "5",
              durationType: "hourly",
              ...GOOD_CARD,
            },
            member.cookie,
          ),
        ),
        params: { artworkId: artwork.id },
      } as never) as unknown as Promise<{ init: { status: number }; data: unknown }>;
    for (const intent of ["check-lease", "complete"]) {
      const answer = await post(intent);
      expect(answer.init.status).toBe(400);
      expect(answer.data).toMatchObject({
        ok: false,
        fieldErrors: { durationType: "Please choose how the lease is billed." },
      });
    }
  });

  it("has no payment to prepare with the test provider: the page sends the card", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const answer = await post(artwork.id, {
      intent: "prepare-payment",
      nonce: "0f6c1c36-93a4-4c4e-9a57-3bd1a4cf2c11",
      startDate: galleryToday(),
      days: "3",
      durationType: "daily",
    });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ ok: false, code: "checkout.unknown-request" });
  });

  it("answers an unknown intent with a 400", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const answer = await post(artwork.id, { intent: "refund" });
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      code: "checkout.unknown-request",
      error: "Unknown request.",
    });
  });
});
