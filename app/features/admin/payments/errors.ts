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
  "unknown-transfer": {
    message: "That transfer does not exist. Reload the page and try again.",
    status: 404,
  },
  "transfer-not-failed": {
    message: "Only a failed transfer can be tried again; this one is on its way already.",
    status: 409,
  },
});
