/**
 * A member's payouts through Stripe Connect, as the dashboard shows them
 * (browser and server).
 */
export type PayoutSummary = {
  /** No payout account yet; one started but not yet taking transfers; one that takes them. */
  status: "not-started" | "incomplete" | "active";
  /** Stripe pays the account out to the member's bank. */
  payoutsEnabled: boolean;
  /** Shares held until the member's account takes transfers. */
  waitingCents: number;
  /** Shares being transferred (retried after a failure). */
  onItsWayCents: number;
  /** Shares transferred to the member's account. */
  paidCents: number;
};

/** The status of a member's share of one transaction, as members read it. */
export const TRANSFER_STATUS_LABEL = {
  waiting: "Waiting for your payout account",
  pending: "On its way",
  paid: "Transferred",
  failed: "Delayed",
  reversed: "Reversed",
} as const;

export type TransferStatus = keyof typeof TRANSFER_STATUS_LABEL;
