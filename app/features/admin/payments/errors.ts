import { defineErrors } from "~/lib/errors";

/** Every error the payments page raises (R-admin-refund, R-admin-transfer-retry). */
export const paymentErrors = defineErrors("payments", {
  "unknown-payment": {
    message: "That payment does not exist. Reload the page and try again.",
    status: 404,
  },
  "already-refunded": { message: "This payment has already been refunded.", status: 409 },
  "not-completed": {
    message: "Only a completed payment can be refunded.",
    status: 409,
  },
  /** The card network holds the money while a dispute is open; a lost one gave it back already. */
  disputed: {
    message:
      "This payment is disputed: answer the dispute in the Stripe dashboard. A disputed payment cannot be refunded here.",
    status: 409,
  },
  /** A Stripe payment on a server without Stripe keys: there is no one to ask for the money back. */
  "stripe-not-configured": {
    message:
      "This payment was taken through Stripe, and Stripe is not configured on this server: nothing was refunded.",
    status: 409,
  },
  /** Stripe answered the refund with a refusal (its message follows). */
  "provider-refused": { message: "Stripe refused the refund.", status: 409 },
  /** Stripe could not be reached or failed: nothing was refunded, and trying again is safe. */
  "provider-unavailable": {
    message:
      "Stripe could not be reached, so nothing was refunded. Try again in a moment: a repeat makes one refund.",
    status: 503,
  },
  "unknown-transfer": {
    message: "That transfer does not exist. Reload the page and try again.",
    status: 404,
  },
  "transfer-not-failed": {
    message:
      "Only a failed transfer, or a reversal that failed, can be tried again; this one is not waiting for that.",
    status: 409,
  },
});
