// The components of commerce that pages and other parts of the app may render.
export { CheckoutFlow } from "./checkout/components/checkout-flow";
export { LeaseStatusNotice } from "./checkout/components/lease-status";
export { CheckoutUnavailable } from "./checkout/components/unavailable";
export { EarningsStatement } from "./ledger/components/earnings-statement";
export { StatementTransactionDetail } from "./ledger/components/statement-transaction";
export { PayoutsPanel } from "./payments/components/payouts-panel";
export {
  type ProvenanceArtwork,
  ProvenanceChainPage,
} from "./provenance/components/provenance-chain-page";
export { ProvenanceList } from "./provenance/components/provenance-list";
export { RevealContact } from "./reveals/components/reveal-contact";
