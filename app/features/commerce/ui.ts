// The components of commerce that pages and other parts of the app may render.
export { CheckoutFlow } from "./checkout/components/checkout-flow";
export { LeaseStatusNotice } from "./checkout/components/lease-status";
export { CheckoutUnavailable } from "./checkout/components/unavailable";
export { EarningsStatement } from "./ledger/components/earnings-statement";
export { StatementTransactionDetail } from "./ledger/components/statement-transaction";
export { MakeOffer } from "./offers/components/make-offer";
export { type OwnerOffer, OwnerOfferList } from "./offers/components/offer-list";
export { OfferSettingsForm } from "./offers/components/offer-settings";
export { type BuyerOffer, YourOffer } from "./offers/components/your-offer";
export { PayoutsPanel } from "./payments/components/payouts-panel";
export {
  type ProvenanceArtwork,
  ProvenanceChainPage,
} from "./provenance/components/provenance-chain-page";
export { ProvenanceList } from "./provenance/components/provenance-list";
export { RevealContact } from "./reveals/components/reveal-contact";
