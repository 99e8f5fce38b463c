import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, leases } from "~/db/schema";
import { formatExpiry } from "~/features/commerce/checkout/card";
import { LeaseSummary } from "~/features/commerce/checkout/components/steps";
import { completeCheckout } from "~/features/commerce/checkout/mutations.server";
import {
  createTestPaymentProvider,
  setPaymentProvider,
} from "~/features/commerce/checkout/payments.server";
import { checkLeaseDates } from "~/features/commerce/checkout/queries.server";
import { cardSchema, leaseDetailsSchema } from "~/features/commerce/checkout/schema";
import { DEFAULT_GALLERY_TIME_ZONE, galleryTimeZone, setGalleryTimeZone } from "~/lib/dates";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { mailedCheckoutCode } from "../../../../tests/support/payments";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import {
  addDays,
  formatLeasePeriod,
  type LeaseRates,
  leaseEndDay,
  quoteLease,
  todayIso,
} from "./lease-pricing";

/** R-lease-end: the one day a lease is said to end, and every place that says it. */

const DAILY: LeaseRates = {
  leaseDailyRateCents: 1_500,
  leaseWeeklyRateCents: 9_000,
  leaseMonthlyRateCents: 30_000,
};

function endOf(startDate: string, days: number, durationType: "daily" | "weekly" | "monthly") {
  const quote = quoteLease(DAILY, { startDate, days, durationType });
  if (!quote) throw new Error("no quote");
  return leaseEndDay(quote);
}

describe("the day a lease ends", () => {
  afterEach(() => setGalleryTimeZone(DEFAULT_GALLERY_TIME_ZONE));

  it("is its last leased day: start + N − 1 for N days", () => {
    expect(endOf("2026-01-01", 1, "daily")).toBe("2026-01-01");
    expect(endOf("2026-01-01", 27, "daily")).toBe("2026-01-27");
    expect(leaseEndDay({ endDate: "2026-01-28" })).toBe("2026-01-27");
    expect(formatLeasePeriod({ startDate: "2026-01-01", endDate: "2026-01-28" })).toBe(
      "Jan 1, 2026 – Jan 27, 2026",
    );
  });

  it("crosses month and year ends", () => {
    expect(endOf("2026-01-31", 1, "daily")).toBe("2026-01-31");
    expect(endOf("2026-01-31", 2, "daily")).toBe("2026-02-01");
    expect(endOf("2026-04-30", 1, "daily")).toBe("2026-04-30");
    expect(endOf("2026-12-30", 3, "daily")).toBe("2027-01-01");
    // A month from Jan 15 is free again Feb 15: it ends Feb 14.
    expect(endOf("2026-01-15", 30, "monthly")).toBe("2026-02-14");
    // Two weeks from Dec 25 end on Jan 7.
    expect(endOf("2026-12-25", 10, "weekly")).toBe("2027-01-07");
  });

  it("counts Feb 29 in a leap year only", () => {
    expect(endOf("2028-02-28", 2, "daily")).toBe("2028-02-29");
    expect(endOf("2027-02-28", 2, "daily")).toBe("2027-03-01");
    expect(endOf("2028-02-01", 29, "daily")).toBe("2028-02-29");
    expect(endOf("2028-01-31", 30, "monthly")).toBe("2028-02-28");
  });

  it("is the same calendar day across a daylight-saving change, in any gallery time zone", () => {
    // America/New_York springs forward on Mar 8, 2026 and falls back on Nov 1, 2026.
    for (const zone of ["America/New_York", "Pacific/Auckland", "UTC"]) {
      setGalleryTimeZone(zone);
      expect(galleryTimeZone()).toBe(zone);
      expect(endOf("2026-03-07", 3, "daily")).toBe("2026-03-09");
      expect(formatLeasePeriod({ startDate: "2026-03-07", endDate: "2026-03-10" })).toBe(
        "Mar 7, 2026 – Mar 9, 2026",
      );
      expect(formatLeasePeriod({ startDate: "2026-10-31", endDate: "2026-11-02" })).toBe(
        "Oct 31, 2026 – Nov 1, 2026",
      );
    }
    // The gallery's today late on the night of the change is still Mar 8 in Baltimore.
    expect(todayIso(new Date("2026-03-09T03:30:00Z"), "America/New_York")).toBe("2026-03-08");
  });
});

describe("checkout's fields", () => {
  it("takes the expiry as four digits and shows the slash, typed or pasted", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12/30")).toBe("12/30");
    expect(formatExpiry("12 / 30")).toBe("12/30");
    expect(formatExpiry("4/28")).toBe("04/28");
    expect(formatExpiry("12305")).toBe("12/30");
    const card = (cardExpiry: string) => cardSchema.safeParse({ ...GOOD_CARD, cardExpiry });
    expect(card("1240").success).toBe(true);
    expect(card("12/40").success).toBe(true);
    expect(card("1340").success).toBe(false);
  });

  it("reads a negative or zero count of lease days as the minimum, 1, on the server", () => {
    const today = todayIso();
    for (const days of ["-3", "0", -3]) {
      const parsed = leaseDetailsSchema(today).parse({
        startDate: today,
        days,
        durationType: "daily",
      });
      expect(parsed.days).toBe(1);
    }
  });
});

describe("one lease's end, everywhere it is said", () => {
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

  function text(element: React.ReactElement) {
    return renderToStaticMarkup(element)
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;|&#39;/g, "'");
  }

  it("checkout's quote, the stored lease and the receipt name the same last day", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const startDate = addDays(todayIso(), 5);
    const asked = { startDate, days: "27", durationType: "daily" as const };
    const quote = await checkLeaseDates(database.db, artwork.id, member.userId, asked);
    const period = formatLeasePeriod(quote);
    expect(period).toMatch(/^\w{3} \d{1,2}, \d{4} – \w{3} \d{1,2}, \d{4}$/);
    expect(leaseEndDay(quote)).toBe(addDays(startDate, 26));
    // Step 1 shows it.
    expect(text(<LeaseSummary quote={quote} />)).toContain(`Lease period${period}`);

    const done = await completeCheckout(database.db, member.userId, {
      artworkId: artwork.id,
      type: "lease",
      card: GOOD_CARD,
      code: await mailedCheckoutCode(database.db, member, artwork.id),
      lease: asked,
    });
    const [stored] = await database.db
      .select({ startDate: leases.startDate, endDate: leases.endDate })
      .from(leases)
      .where(eq(leases.transactionId, done.transactionId));
    expect(stored).toEqual({ startDate, endDate: quote.endDate });
    expect(formatLeasePeriod(stored!)).toBe(period);

    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(eq(emailOutbox.id, done.receiptMailId));
    expect(receipt?.text).toContain(`Lease: ${period}\n`);
    // The profile's list says it with the same function (accounts/profile/purchases.test.tsx).
  });
});
