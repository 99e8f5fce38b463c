// What other parts of the app may use from commerce on the server only.
export { currentPeriod, startAllowanceRenewals } from "./allowances/allowances.server";
export { checkLeaseDates, checkoutView } from "./checkout/checkout.server";
export { checkCheckoutCode, issueCheckoutCode } from "./checkout/confirmation-code.server";
export { paymentProvider } from "./checkout/payments.server";
export { completeCheckout } from "./checkout/purchase.server";
export { galleryToday, leaseStatus } from "./leases/leases.server";
export { listProvenance } from "./provenance/provenance.server";
export { revealBlockState, revealContact } from "./reveals/reveals.server";
