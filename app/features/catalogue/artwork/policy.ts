import { hasLeaseRate, type Pricing, positive } from "./artwork-facts";

/** Who may do what on an artwork's page. */

/**
 * R-purchase-lease-offer: Purchase needs a sale price, Lease a lease rate; neither is offered
 * on an unavailable artwork or to its owner.
 */
export function transactionOptions(
  artwork: Pricing & { isAvailable: boolean },
  viewerIsOwner: boolean,
) {
  const open = artwork.isAvailable && !viewerIsOwner;
  return {
    canPurchase: open && positive(artwork.salePriceCents),
    canLease: open && hasLeaseRate(artwork),
  };
}
