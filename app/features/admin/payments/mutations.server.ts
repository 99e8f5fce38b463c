import type { Database } from "~/db/client.server";
import { refundTransaction, retryTransfer } from "~/features/commerce/index.server";
import { env } from "~/lib/env.server";
import { audit } from "~/services/audit.server";
import { paymentErrors } from "./errors";
import { paymentForRefund, transferForRetry } from "./queries.server";
import {
  type RefundInput,
  type RetryTransferInput,
  refundRefusal,
  transferRetryable,
} from "./schema";

/** Stripe's SDK errors carry their kind in `type` ('StripeInvalidRequestError', …). */
function stripeErrorType(error: unknown): string | null {
  const type = (error as { type?: unknown } | null)?.type;
  return typeof type === "string" && type.startsWith("Stripe") ? type : null;
}

/** What Stripe answered to the refund, as a 4xx the admin reads (or a 503 when it could not answer). */
function providerFailure(error: unknown) {
  const type = stripeErrorType(error);
  if (type === null) return error;
  if (["StripeConnectionError", "StripeAPIError", "StripeRateLimitError"].includes(type)) {
    return paymentErrors.raise("provider-unavailable");
  }
  const message = error instanceof Error && error.message ? error.message : "";
  return paymentErrors.raise("provider-refused", {
    message: message ? `Stripe refused the refund: ${message}` : undefined,
  });
}

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
  if (payment.provider === "stripe" && !env().STRIPE_SECRET_KEY) {
    throw paymentErrors.raise("stripe-not-configured");
  }
  let refunded: boolean;
  try {
    ({ refunded } = await refundTransaction(db, {
      transactionId: payment.id,
      reason: input.reason,
      actorId,
    }));
  } catch (error) {
    throw providerFailure(error);
  }
  // Another refund got there first (two admins at once, or Stripe's own refund told by webhook).
  if (!refunded) throw paymentErrors.raise("already-refunded");
  return { title: payment.artworkTitle };
}

/**
 * R-admin-transfer-retry: a failed transfer is sent again, or a refused
 * reversal tried again, by the transfer job at once (commerce's
 * `retryTransfer`), and the audit trail says who asked, in one transaction;
 * the row is locked so two admins asking at once retry it once.
 */
export async function retryFailedTransfer(
  db: Database,
  actorId: string,
  input: RetryTransferInput,
) {
  return db.transaction(async (tx) => {
    const transfer = await transferForRetry(tx, input.transferId, { lock: true });
    if (!transfer) throw paymentErrors.raise("unknown-transfer");
    if (!transferRetryable(transfer)) throw paymentErrors.raise("transfer-not-failed");
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
        status: transfer.status,
        attempts: transfer.attempts,
        lastError: transfer.lastError,
      },
    });
    const name =
      transfer.fullName?.trim() || (transfer.handle ? `@${transfer.handle}` : "a deleted member");
    return { name };
  });
}
