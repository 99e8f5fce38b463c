import type { ExtendedLease } from "~/features/commerce/leases/lease-extension";
import type { LeasePeriod, LeaseRates } from "~/features/commerce/leases/lease-pricing";
import type { PaymentKind, SplitRates } from "../ledger/split";

export type CheckoutArtwork = LeaseRates & {
  id: string;
  title: string;
  artistName: string | null;
  salePriceCents: number | null;
  imageKey: string | null;
};

/** What the checkout page shows for an artwork that exists. */
export type CheckoutOffer = {
  /** `not-extendable`: the work can be leased, but not as an extension of the lease asked for. */
  status: "ready" | "not-for-purchase" | "not-for-lease" | "not-extendable";
  artwork: CheckoutArtwork;
  /** Why the artwork cannot be had this way, when it cannot. */
  reason: string | null;
  /** The viewer's active lease this lease extends (R-lease-extension), or null. */
  extension: ExtendedLease | null;
  canPurchase: boolean;
  canLease: boolean;
  /** Current and upcoming leases, for choosing free dates. */
  booked: Omit<LeasePeriod, "lesseeId">[];
  /** The gallery's date: the earliest start date. */
  today: string;
  /** The latest start date (two years ahead). */
  latestStart: string;
  /** The viewer's rent credit toward buying it (R-rent-to-own); 0 for a lease. */
  rentCreditCents: number;
  /**
   * The viewer's accepted offer's price (R-offer-reservation), which is then the
   * artwork's sale price here; null when they buy at the asking price.
   */
  offerPriceCents: number | null;
  /** The price the work is listed at. */
  askingPriceCents: number | null;
  /** Who the payment goes to and at what rates, so the page can say where any total goes. */
  split: { kind: PaymentKind; rates: SplitRates; seller: string; artist: string };
};

export type CheckoutView = { status: "not-found" } | CheckoutOffer;

/**
 * How the Payment step takes the card: the test provider's form (labelled as
 * a test), or Stripe's Payment Element with the gallery's publishable key.
 */
export type CheckoutPayments = {
  provider: "test" | "stripe";
  /** No real money moves (the test provider, or Stripe's test keys). */
  testMode: boolean;
  /** Stripe's publishable key (pk_…), with Stripe only. */
  publishableKey: string | null;
};
