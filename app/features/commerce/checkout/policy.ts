import {
  availableDurationTypes,
  type LeasePeriod,
  type LeaseRates,
} from "~/features/commerce/leases/lease-pricing";
import type { CheckoutType } from "./schema";

/** What decides who may buy or lease an artwork: its owner, whether it is on offer, its prices. */
export type OfferedArtwork = LeaseRates & {
  userId: string;
  isAvailable: boolean;
  salePriceCents: number | null;
};

/** Nobody buys or leases their own artwork. */
export function isOwnArtwork(viewerId: string, artwork: Pick<OfferedArtwork, "userId">) {
  return artwork.userId === viewerId;
}

/** Whether a lease of someone else holds the artwork now or later (then it cannot be sold). */
export function promisedToOther(viewerId: string, periods: Pick<LeasePeriod, "lesseeId">[]) {
  return periods.some((period) => period.lesseeId !== viewerId);
}

/**
 * Whether `viewerId` may buy and may lease the artwork, and, for the checkout
 * of `type`, why not when they may not (the checkout page's reason).
 */
export function checkoutOptions(
  viewerId: string,
  artwork: OfferedArtwork,
  periods: Pick<LeasePeriod, "lesseeId">[],
  type: CheckoutType,
) {
  const own = isOwnArtwork(viewerId, artwork);
  const promised = promisedToOther(viewerId, periods);
  const open = artwork.isAvailable && !own;
  const canPurchase = open && (artwork.salePriceCents ?? 0) > 0 && !promised;
  const canLease = open && availableDurationTypes(artwork).length > 0;

  let reason: string | null = null;
  if (own) reason = "This artwork is yours, so there is nothing to buy or lease.";
  else if (!artwork.isAvailable)
    reason = "This artwork has been sold and is part of a private collection.";
  else if (type === "purchase" && promised)
    reason = "This artwork is on lease and cannot be purchased until the lease ends.";
  else if (type === "purchase" && !canPurchase) reason = "The artist has not set a purchase price.";
  else if (type === "lease" && !canLease) reason = "The artist has not set lease rates.";

  const ok = type === "purchase" ? canPurchase : canLease;
  return { canPurchase, canLease, ok, reason: ok ? null : reason };
}

/**
 * Why the purchase cannot complete, checked again at completion with the
 * artwork row locked (another buyer may have been faster), or null.
 */
export function purchaseRefusal(
  viewerId: string,
  artwork: OfferedArtwork,
  periods: Pick<LeasePeriod, "lesseeId">[],
) {
  if (isOwnArtwork(viewerId, artwork)) return "own-artwork" as const;
  if (!artwork.isAvailable) return "sold" as const;
  if (!artwork.salePriceCents || artwork.salePriceCents <= 0) return "not-for-sale" as const;
  if (promisedToOther(viewerId, periods)) return "leased-to-other" as const;
  return null;
}

/** Why a lease cannot complete (the dates are checked against other leases apart), or null. */
export function leaseRefusal(viewerId: string, artwork: OfferedArtwork) {
  if (isOwnArtwork(viewerId, artwork)) return "own-artwork" as const;
  if (!artwork.isAvailable) return "not-for-lease" as const;
  return null;
}
