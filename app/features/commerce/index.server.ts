// What other parts of the app may use from commerce on the server only.
export { currentPeriod, startAllowanceRenewals } from "./allowances/allowances.server";
export { checkCheckoutCode, issueCheckoutCode } from "./checkout/confirmation-code.server";
export { completeCheckout } from "./checkout/mutations.server";
export {
  createTestPaymentProvider,
  type PaymentProvider,
  paymentProvider,
  setPaymentProvider,
} from "./checkout/payments.server";
export { checkLeaseDates, checkoutView, readyCheckout } from "./checkout/queries.server";
export { galleryToday, leaseStatus } from "./leases/leases.server";
export { listProvenance } from "./provenance/provenance.server";
export { revealContact } from "./reveals/mutations.server";
export { revealBlockState } from "./reveals/queries.server";
