import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_MESSAGES } from "~/features/commerce/checkout/messages";
import { completeCheckout } from "~/features/commerce/checkout/mutations.server";
import {
  createTestPaymentProvider,
  setPaymentProvider,
} from "~/features/commerce/checkout/payments.server";
import { checkLeaseDates, checkoutView } from "~/features/commerce/checkout/queries.server";
import { AppError } from "~/lib/errors";
import { formatDate } from "~/lib/format";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { bookLease, GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { addDays, todayIso } from "./lease-pricing";
import { galleryToday } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

/** 23:30 in Baltimore (UTC-5, winter time) on January 15, 2026: already January 16 in UTC. */
const BALTIMORE_LATE_EVENING = new Date("2026-01-16T04:30:00Z");

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

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("not refused");
}

describe("the gallery's today", () => {
  it("is the Baltimore date at 23:30 there, not the UTC date", () => {
    expect(todayIso(BALTIMORE_LATE_EVENING, "America/New_York")).toBe("2026-01-15");
    expect(todayIso(BALTIMORE_LATE_EVENING, "UTC")).toBe("2026-01-16");
    // GALLERY_TZ defaults to America/New_York.
    expect(galleryToday(BALTIMORE_LATE_EVENING)).toBe("2026-01-15");
  });

  it("lets a lease start on the Baltimore date late in the evening", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const view = await checkoutView(database.db, artwork.id, member.userId, "lease", {
      now: BALTIMORE_LATE_EVENING,
    });
    expect(view.status === "ready" && view.today).toBe("2026-01-15");
    const quote = await checkLeaseDates(
      database.db,
      artwork.id,
      member.userId,
      { startDate: "2026-01-15", days: "3", durationType: "daily" },
      { now: BALTIMORE_LATE_EVENING },
    );
    expect(quote).toMatchObject({ startDate: "2026-01-15", endDate: "2026-01-18" });
    expect(
      await refusal(() =>
        checkLeaseDates(
          database.db,
          artwork.id,
          member.userId,
          { startDate: "2026-01-14", days: "3", durationType: "daily" },
          { now: BALTIMORE_LATE_EVENING },
        ),
      ),
    ).toEqual({ status: 400, message: CHECKOUT_MESSAGES.pastStart });
  });

  it("shows a lease period's calendar dates as they are and instants as Baltimore days", () => {
    expect(formatDate("2026-01-16")).toBe("Jan 16, 2026");
    expect(formatDate(BALTIMORE_LATE_EVENING)).toBe("Jan 15, 2026");
    expect(formatDate(BALTIMORE_LATE_EVENING.toISOString())).toBe("Jan 15, 2026");
    expect(formatDate(BALTIMORE_LATE_EVENING, "UTC")).toBe("Jan 16, 2026");
  });
});

describe("lease dates at step 1", () => {
  it("names the dates a later lease holds, without calling it the current lease", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const today = galleryToday();
    await bookLease(database.db, {
      artworkId: artwork.id,
      artistId: artist.userId,
      startDate: addDays(today, 20),
      days: 10,
    });
    const refused = await refusal(() =>
      checkLeaseDates(database.db, artwork.id, member.userId, {
        startDate: addDays(today, 25),
        days: "3",
        durationType: "daily",
      }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toBe(
      `This artwork is already leased from ${formatDate(addDays(today, 20))} to ${formatDate(addDays(today, 29))}. Please choose dates outside that period.`,
    );
    expect(refused.message).not.toMatch(/current lease/i);

    // Dates before and after it are free.
    await expect(
      checkLeaseDates(database.db, artwork.id, member.userId, {
        startDate: today,
        days: "20",
        durationType: "daily",
      }),
    ).resolves.toMatchObject({ endDate: addDays(today, 20) });
    await expect(
      checkLeaseDates(database.db, artwork.id, member.userId, {
        startDate: addDays(today, 30),
        days: "5",
        durationType: "daily",
      }),
    ).resolves.toMatchObject({ startDate: addDays(today, 30) });
  });

  it("refuses a start years ahead and a lease over ten years with a 400, at step 1 and at completion", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, {
      leaseMonthlyRateCents: 30_000,
    });
    const today = galleryToday();
    const farAhead = { startDate: "9999-06-01", days: "3650", durationType: "monthly" as const };
    const tooLong = { startDate: today, days: "5000", durationType: "daily" as const };
    const justInside = { startDate: addDays(today, 700), days: "3650", durationType: "monthly" };

    expect(
      await refusal(() => checkLeaseDates(database.db, artwork.id, member.userId, farAhead)),
    ).toEqual({ status: 400, message: CHECKOUT_MESSAGES.farStart });
    expect(
      await refusal(() => checkLeaseDates(database.db, artwork.id, member.userId, tooLong)),
    ).toEqual({ status: 400, message: CHECKOUT_MESSAGES.tooLong });
    await expect(
      checkLeaseDates(database.db, artwork.id, member.userId, justInside),
    ).resolves.toMatchObject({ units: 122 });

    const complete = (lease: typeof farAhead | typeof tooLong) =>
      completeCheckout(database.db, member.userId, {
        artworkId: artwork.id,
        type: "lease",
        code: "123456",
        card: GOOD_CARD,
        lease,
      });
    expect(await refusal(() => complete(farAhead))).toEqual({
      status: 400,
      message: CHECKOUT_MESSAGES.farStart,
    });
    expect(await refusal(() => complete(tooLong))).toEqual({
      status: 400,
      message: CHECKOUT_MESSAGES.tooLong,
    });
  });
});
