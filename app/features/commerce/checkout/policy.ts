import {
  type Actor,
  type ArtworkState,
  allowed,
  type LifecycleRefusal,
  refusal,
} from "~/features/catalogue";
import type { LeasePeriod, LeaseRates } from "~/features/commerce/leases/lease-pricing";
import { CHECKOUT_MESSAGES } from "./messages";
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

/** The checkout page's reason for each refusal of the lifecycle module (R-artwork-lifecycle). */
const CHECKOUT_REASONS: Partial<Record<LifecycleRefusal, string>> = {
  "not-yours": "This artwork is yours, so there is nothing to buy or lease.",
  "not-offered": "This artwork has been sold and is part of a private collection.",
  "leased-to-other": "This artwork is on lease and cannot be purchased until the lease ends.",
  "no-sale-price": "The artist has not set a purchase price.",
  "no-lease-rate": "The artist has not set lease rates.",
  reserved: CHECKOUT_MESSAGES.reserved,
};

/**
 * Whether the actor may buy and may lease the artwork, as the lifecycle module
 * answers (the artwork page offers the same), and, for the checkout of `type`,
 * why not when they may not (the checkout page's reason).
 */
export function checkoutOptions(actor: Actor, state: ArtworkState, type: CheckoutType) {
  const canPurchase = allowed("buy", actor, state);
  const canLease = allowed("lease", actor, state);
  const refused = refusal(type === "purchase" ? "buy" : "lease", actor, state);
  const reason = refused
    ? (CHECKOUT_REASONS[refused] ??
      (type === "purchase"
        ? CHECKOUT_REASONS["not-offered"]
        : "The artist has not set lease rates."))
    : null;
  return { canPurchase, canLease, ok: refused === null, reason };
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
