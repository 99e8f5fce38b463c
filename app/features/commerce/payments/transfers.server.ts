import type Stripe from "stripe";
import type { Database, Transaction } from "~/db/client.server";

/*
 * Paying members their shares through Stripe Connect (separate charges and
 * transfers, one transfer group per transaction). The signatures below are the
 * contract the webhooks, the checkout and the admin pages call.
 */

/**
 * Records each member's share of a completed, Stripe-paid transaction as a
 * transfer to make (`member_transfers`, one row per payee, from the ledger's
 * payable entries): `pending` when the member's payout account takes
 * transfers, else `waiting`. Idempotent; nothing for the test provider.
 */
export async function queueTransfers(
  _db: Database | Transaction,
  _transactionId: string,
): Promise<void> {
  throw new Error("queueTransfers is not built yet");
}

/**
 * Makes the due transfers (pending, next attempt now or past): each with an
 * idempotency key of its row, the charge as source and the transaction as
 * transfer group; a success writes the ledger's transfer entries, a failure
 * is retried with backoff and, after the last try, is `failed` for admins.
 */
export async function sendDueTransfers(
  _db: Database,
  _now?: Date,
): Promise<{ sent: number; failed: number }> {
  throw new Error("sendDueTransfers is not built yet");
}

/** An admin's "try again" on a failed transfer: pending now. */
export async function retryTransfer(_db: Database, _transferId: string): Promise<void> {
  throw new Error("retryTransfer is not built yet");
}

/**
 * Stores a connected account's status as Stripe reports it (an account.updated
 * event or a fetch on return from onboarding), unless a newer status is stored
 * already; when it now takes transfers, the member's waiting transfers become pending.
 */
export async function updatePayoutAccount(
  _db: Database,
  _account: Stripe.Account,
  _at: Date,
): Promise<void> {
  throw new Error("updatePayoutAccount is not built yet");
}

/**
 * Gives a completed transaction's money back: the provider's refund (unless
 * `providerRefundId` says it was made at Stripe already), the member transfers
 * reversed (or cancelled when not yet sent), the ledger's refund entries, the
 * transaction `refunded` with reason and reference, and, for an admin, an
 * audit entry. Idempotent: a refunded transaction is left as it is.
 */
export async function refundTransaction(
  _db: Database,
  _input: {
    transactionId: string;
    reason: string;
    /** The admin who asked; null when Stripe told of a refund made there. */
    actorId: string | null;
    providerRefundId?: string;
  },
): Promise<{ refunded: boolean }> {
  throw new Error("refundTransaction is not built yet");
}
