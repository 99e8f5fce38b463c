import type { Database } from "~/db/client.server";
import { refundTransaction, retryTransfer } from "~/features/commerce/index.server";
import { audit } from "~/services/audit.server";
import { paymentErrors } from "./errors";
import { paymentForRefund, transferForRetry } from "./queries.server";
import { type RefundInput, type RetryTransferInput, refundRefusal } from "./schema";

/**
 * R-admin-refund: gives a completed payment back, with the admin's reason.
 * A payment that is not completed, refunded already or disputed is refused
 * (4xx) before the provider is asked; the refund itself (provider, transfers
 * reversed, ledger, state, audit entry) is commerce's `refundTransaction`.
 */
export async function refundPayment(db: Database, actorId: string, input: RefundInput) {
  const payment = await paymentForRefund(db, input.transactionId);
  if (!payment) throw paymentErrors.raise("unknown-payment");
  const refusal = refundRefusal(payment);
  if (refusal) throw paymentErrors.raise(refusal);
  const { refunded } = await refundTransaction(db, {
    transactionId: payment.id,
    reason: input.reason,
    actorId,
  });
  // Another refund got there first (two admins at once, or Stripe's own refund told by webhook).
  if (!refunded) throw paymentErrors.raise("already-refunded");
  return { title: payment.artworkTitle };
}

/**
 * R-admin-transfer-retry: a failed transfer is sent again (pending now, for the
 * transfer job), and the audit trail says who asked, in one transaction; the
 * row is locked so two admins asking at once retry it once.
 */
export async function retryFailedTransfer(
  db: Database,
  actorId: string,
  input: RetryTransferInput,
) {
  return db.transaction(async (tx) => {
    const transfer = await transferForRetry(tx, input.transferId, { lock: true });
    if (!transfer) throw paymentErrors.raise("unknown-transfer");
    if (transfer.status !== "failed") throw paymentErrors.raise("transfer-not-failed");
    await retryTransfer(tx, transfer.id);
    await audit(tx, {
      actorId,
      action: "payment.transfer-retried",
      subjectType: "transaction",
      subjectId: transfer.transactionId,
      details: {
        transferId: transfer.id,
        memberId: transfer.memberId,
        amountCents: transfer.amountCents,
        attempts: transfer.attempts,
        lastError: transfer.lastError,
      },
    });
    const name =
      transfer.fullName?.trim() || (transfer.handle ? `@${transfer.handle}` : "a deleted member");
    return { name };
  });
}
