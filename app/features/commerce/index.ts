// What other parts of the app may use from commerce: rules, schemas, types and texts (browser and server).
export { type AllowancePeriod, periodLine } from "./allowances/allowances";
export type { CheckoutOffer, CheckoutPayments, CheckoutView } from "./checkout/checkout-view";
export { checkoutErrors } from "./checkout/errors";
export { CHECKOUT_MESSAGES } from "./checkout/messages";
export {
  type CheckoutIntent,
  type CheckoutType,
  checkoutIntentSchema,
  codeSchema,
  parseCheckoutIntent,
  parseCheckoutType,
} from "./checkout/schema";
export {
  TRANSACTION_STATES,
  TRANSITIONS,
  type TransactionState,
  transition,
} from "./checkout/transitions";
export { offersExtension } from "./leases/lease-extension";
export {
  addDays,
  firstFreeDay,
  formatLeasePeriod,
  LEASE_PHASE_LABEL,
  type LeasePhase,
  type LeaseStatus,
  leaseEndDay,
  leasePhase,
} from "./leases/lease-pricing";
export {
  DEFAULT_SPLIT_RATES,
  describeSplit,
  type PaymentKind,
  type PaymentSplit,
  type SplitRates,
  splitPayment,
} from "./ledger/split";
export {
  parseStatementMonth,
  type StatementFigures,
  type StatementLine,
  type StatementMonth,
  type StatementPayout,
  type StatementTransfer,
  statementMonths,
  totalOf,
} from "./ledger/statement";
export { offerErrors } from "./offers/errors";
export { OFFER_MESSAGES, OFFER_STATUS_LABELS } from "./offers/messages";
export {
  isWaiting,
  MAX_OFFER_CENTS,
  OFFER_EXPIRY_HOURS,
  OFFER_STATUSES,
  type OfferStatus,
  RESERVATION_HOURS,
} from "./offers/moves";
export {
  answerOfferSchema,
  makeOfferSchema,
  OFFER_NOTE_MAX,
  offerSettingsSchema,
} from "./offers/schema";
export {
  type PayoutSummary,
  TRANSFER_STATUS_LABEL,
  type TransferStatus,
} from "./payments/payouts";
export { MAX_WEBHOOK_BODY_BYTES, STRIPE_WEBHOOK_PATH } from "./payments/webhook-limits";
export {
  type ChainEntry,
  type ChainVerification,
  certificatePath,
  chainPageView,
  changedFacts,
  type ProvenanceChain,
  type ProvenanceEntry,
  provenancePath,
  type RecordedFacts,
  recordedFacts,
  verificationText,
} from "./provenance/provenance";
export { revealErrors } from "./reveals/errors";
export { REVEAL_MESSAGES } from "./reveals/messages";
export {
  type RevealBlockState,
  type RevealResult,
  revealSchema,
} from "./reveals/schema";
