import { checkoutErrors } from "./errors";

/**
 * R-transaction-states: the states of a transaction (the `status` column) and the moves between
 * them. A checkout records the transaction `pending`, charges the card
 * (`charged`) and records the sale or lease (`completed`). When recording
 * fails after the charge, the charge is given back (`refunded`); when even the
 * refund fails, the transaction is `failed` and needs a person to look at it.
 * A pending or charged transaction is `failed` too when the provider reports
 * its payment canceled before the capture (Stripe's payment_intent.canceled):
 * no money will come for it. A completed transaction is `refunded` when an
 * admin gives the money back, or when the provider reports a refund made there.
 */
export const TRANSACTION_STATES = [
  "pending",
  "charged",
  "completed",
  "refunded",
  "failed",
] as const;
export type TransactionState = (typeof TRANSACTION_STATES)[number];

/** The state a transaction is recorded in. */
export const INITIAL_STATE: TransactionState = "pending";

/** Where each state may go next; refunded and failed are final. */
export const TRANSITIONS: Readonly<Record<TransactionState, readonly TransactionState[]>> = {
  pending: ["charged", "failed"],
  charged: ["completed", "refunded", "failed"],
  completed: ["refunded"],
  refunded: [],
  failed: [],
};

export function canTransition(from: TransactionState, to: TransactionState) {
  return TRANSITIONS[from].includes(to);
}

/** The next state, or an AppError ("checkout.forbidden-transition") for a move the table does not allow. */
export function transition(from: TransactionState, to: TransactionState): TransactionState {
  if (!canTransition(from, to)) {
    throw checkoutErrors.raise("forbidden-transition", {
      message: `A transaction cannot go from ${from} to ${to}.`,
    });
  }
  return to;
}

export function isFinal(state: TransactionState) {
  return TRANSITIONS[state].length === 0;
}
