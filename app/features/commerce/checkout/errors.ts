import { defineErrors } from "~/lib/errors";
import { CHECKOUT_MESSAGES } from "./messages";

/**
 * Every refusal of the checkout: its code ("checkout.<key>"), the spec's text,
 * the status and the form field it belongs to. Where the text depends on the
 * case (a reason, the taken dates, the first problem of a form) it is given
 * when raised.
 */
export const checkoutErrors = defineErrors("checkout", {
  "not-found": { message: CHECKOUT_MESSAGES.notFound, status: 404 },
  /** The artwork cannot be had this way; raised with the checkout page's reason. */
  unavailable: { message: CHECKOUT_MESSAGES.failed, status: 409 },
  "own-artwork": { message: CHECKOUT_MESSAGES.ownArtwork, status: 403 },
  sold: { message: CHECKOUT_MESSAGES.sold, status: 409 },
  "not-for-sale": { message: CHECKOUT_MESSAGES.notForSale, status: 409 },
  "not-for-lease": { message: CHECKOUT_MESSAGES.notForLease, status: 409 },
  "leased-to-other": { message: CHECKOUT_MESSAGES.leasedToOther, status: 409 },
  /** R-offer-reservation: an accepted offer holds the work for another buyer. */
  reserved: { message: CHECKOUT_MESSAGES.reserved, status: 409 },
  /** Raised with `leaseOverlapMessage(taken)`. */
  "lease-overlap": { message: CHECKOUT_MESSAGES.badStart, status: 409, field: "startDate" },
  /** The lease details' first problem, with its field. */
  "invalid-lease": { message: CHECKOUT_MESSAGES.badStart, status: 400, field: "startDate" },
  /** R-lease-extension: no lease of the viewer's on this work has that id. */
  "lease-not-found": { message: CHECKOUT_MESSAGES.leaseNotFound, status: 404 },
  /** The lease to extend has not started or has ended; raised with the matching text. */
  "extension-not-active": { message: CHECKOUT_MESSAGES.extensionEnded, status: 409 },
  /** Raised with `extensionStartMessage(lease)`. */
  "extension-start": { message: CHECKOUT_MESSAGES.badStart, status: 400, field: "startDate" },
  /** Raised with `extensionOverlapMessage(taken, start)`: a shorter extension may fit. */
  "extension-overlap": { message: CHECKOUT_MESSAGES.badStart, status: 409, field: "days" },
  /** The card form's first problem, with its field. */
  "invalid-card": {
    message: "Please check your card details.",
    status: 400,
    field: "cardNumber",
  },
  declined: { message: CHECKOUT_MESSAGES.declined, status: 402, field: "cardNumber" },
  /** The payment the page names is not an authorisation of this checkout (Stripe). */
  "payment-not-authorised": { message: CHECKOUT_MESSAGES.notAuthorised, status: 402 },
  "invalid-amount": { message: "The amount to charge is not valid.", status: 400 },
  "no-code": { message: CHECKOUT_MESSAGES.noCode, status: 400, field: "code" },
  "invalid-code": { message: CHECKOUT_MESSAGES.invalidCode, status: 400, field: "code" },
  "expired-code": { message: CHECKOUT_MESSAGES.expiredCode, status: 400, field: "code" },
  "used-code": { message: CHECKOUT_MESSAGES.usedCode, status: 400, field: "code" },
  "too-many-tries": { message: CHECKOUT_MESSAGES.tooManyTries, status: 429, field: "code" },
  "unknown-request": { message: "Unknown request.", status: 400 },
  /** The total the buyer reviewed is not what would be charged now (a rent credit or price changed). */
  "total-changed": {
    message: "The total has changed since you reviewed it. Please reload the page to see it.",
    status: 409,
  },
  /** R-rent-to-own: the unused prepaid lease days alone are worth more than the price. */
  "credit-over-price": { message: CHECKOUT_MESSAGES.creditOverPrice, status: 409 },
  /** A move the transaction state table does not allow: a fault of the code, not the buyer. */
  "forbidden-transition": { message: CHECKOUT_MESSAGES.failed, status: 500 },
});
