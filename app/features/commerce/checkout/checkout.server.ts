import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks } from "~/db/schema";
import {
  availableDurationTypes,
  type LeaseQuote,
  latestLeaseStart,
  quoteLease,
} from "~/features/commerce/leases/lease-pricing";
import {
  galleryToday,
  leasePeriods,
  overlappingLease,
} from "~/features/commerce/leases/leases.server";
import { DomainError, NotFoundError } from "~/lib/errors";
import {
  CHECKOUT_MESSAGES,
  type CheckoutType,
  type CheckoutView,
  leaseOverlapMessage,
  parseLeaseDetails,
} from "./checkout";

/** What the checkout page needs about an artwork, and whether `viewerId` may buy or lease it. */
export async function checkoutView(
  db: Database,
  artworkId: string,
  viewerId: string,
  type: CheckoutType,
  now: Date = new Date(),
): Promise<CheckoutView> {
  const [row] = await db
    .select({
      id: artworks.id,
      userId: artworks.userId,
      title: artworks.title,
      artistName: artworks.artistName,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      leaseWeeklyRateCents: artworks.leaseWeeklyRateCents,
      leaseMonthlyRateCents: artworks.leaseMonthlyRateCents,
      isAvailable: artworks.isAvailable,
    })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  if (!row) return { status: "not-found" };
  const [image] = await db
    .select({ key: artworkImages.imageKey })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position))
    .limit(1);

  const today = galleryToday(now);
  const periods = await leasePeriods(db, artworkId, today);
  const own = row.userId === viewerId;
  const promisedToOther = periods.some((p) => p.lesseeId !== viewerId);
  const open = row.isAvailable && !own;
  const canPurchase = open && (row.salePriceCents ?? 0) > 0 && !promisedToOther;
  const canLease = open && availableDurationTypes(row).length > 0;

  let reason: string | null = null;
  if (own) reason = "This artwork is yours, so there is nothing to buy or lease.";
  else if (!row.isAvailable)
    reason = "This artwork has been sold and is part of a private collection.";
  else if (type === "purchase" && promisedToOther)
    reason = "This artwork is on lease and cannot be purchased until the lease ends.";
  else if (type === "purchase" && !canPurchase) reason = "The artist has not set a purchase price.";
  else if (type === "lease" && !canLease) reason = "The artist has not set lease rates.";

  const ok = type === "purchase" ? canPurchase : canLease;
  const { userId: _owner, isAvailable: _available, ...artwork } = row;
  return {
    status: ok ? "ready" : type === "purchase" ? "not-for-purchase" : "not-for-lease",
    artwork: { ...artwork, imageKey: image?.key ?? null },
    reason: ok ? null : reason,
    canPurchase,
    canLease,
    booked: periods.map(({ startDate, endDate }) => ({ startDate, endDate })),
    today,
    latestStart: latestLeaseStart(today),
  };
}

/**
 * Step 1 of a lease: the dates are checked as completion checks them (the
 * shared schema, the artwork's rates, other leases), so taken dates are named
 * before the card and the e-mailed code. Completion checks again in its
 * transaction, since another lease may be booked in between.
 */
export async function checkLeaseDates(
  db: Database,
  artworkId: string,
  viewerId: string,
  input: unknown,
  now: Date = new Date(),
): Promise<LeaseQuote> {
  const view = await checkoutView(db, artworkId, viewerId, "lease", now);
  if (view.status === "not-found") throw new NotFoundError(CHECKOUT_MESSAGES.notFound);
  if (view.status !== "ready") {
    throw new DomainError(view.reason ?? CHECKOUT_MESSAGES.notForLease, 409);
  }
  const details = parseLeaseDetails(input, view.today);
  const quote = quoteLease(view.artwork, details);
  if (!quote) throw new DomainError(CHECKOUT_MESSAGES.notForLease, 409, "durationType");
  const taken = await overlappingLease(db, artworkId, quote.startDate, quote.endDate);
  if (taken) throw new DomainError(leaseOverlapMessage(taken), 409, "startDate");
  return quote;
}
