// What other parts of the app may use from commerce on the server only.
export { renewAllowances, startAllowanceRenewals } from "./allowances/mutations.server";
export { currentPeriod } from "./allowances/queries.server";
export { checkCheckoutCode, issueCheckoutCode } from "./checkout/confirmation-code.server";
export {
  completeCheckout,
  preparePayment,
  releasePayment,
} from "./checkout/mutations.server";
export {
  checkoutPayments,
  createTestPaymentProvider,
  type PaymentProvider,
  paymentProvider,
  setPaymentProvider,
} from "./checkout/payments.server";
export { checkLeaseDates, checkoutView, readyCheckout } from "./checkout/queries.server";
export { deliverReceipt } from "./checkout/receipt.server";
export { galleryToday, leaseStatus } from "./leases/queries.server";
export { sendLeaseEndingReminders, startLeaseReminders } from "./leases/reminders.server";
export {
  describePayment,
  paymentEntries,
  refundEntries,
  splitRates,
  writeEntries,
} from "./ledger/ledger.server";
export { rentCreditFor } from "./ledger/rent-credit.server";
export {
  statementLines,
  statementPayouts,
  statementTransaction,
} from "./ledger/statement.server";
export { statementCsv } from "./ledger/statement-csv.server";
export {
  answerOffer,
  expireOffers,
  makeOffer,
  OFFER_RATE_LIMIT,
  saveOfferSettings,
  startOfferExpiry,
} from "./offers/mutations.server";
export {
  acceptsOffers,
  buyerOffersOn,
  type OfferView,
  offersForOwner,
  ownerOfferSettings,
  waitingForOwner,
} from "./offers/queries.server";
export {
  finishOnboarding,
  payoutSummary,
  startOnboarding,
} from "./payments/onboarding.server";
export {
  MAX_TRANSFER_ATTEMPTS,
  queueTransfers,
  refundTransaction,
  retryTransfer,
  sendDueTransfers,
  sendTransfersSoon,
  startTransferSending,
  updatePayoutAccount,
} from "./payments/transfers.server";
export { readWebhookPayload, receiveStripeWebhook } from "./payments/webhooks.server";
export {
  artworkCertificate,
  CERTIFICATE_RATE_LIMIT,
  CERTIFICATE_RATE_LIMIT_MESSAGE,
} from "./provenance/certificate.server";
export { recordCorrection } from "./provenance/mutations.server";
export { listProvenance, provenanceChain, verifyProvenance } from "./provenance/queries.server";
export { revealContact } from "./reveals/mutations.server";
export { revealBlockState } from "./reveals/queries.server";
