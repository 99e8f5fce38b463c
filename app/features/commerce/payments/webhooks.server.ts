import { and, eq, ne, or, type SQL, sql } from "drizzle-orm";
import Stripe from "stripe";
import type { Database, Transaction } from "~/db/client.server";
import { memberPayouts, paymentEvents, payoutAccounts, transactions } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { sendQueuedMail } from "~/services/mail.server";
import { type TransactionState, transition } from "../checkout/transitions";
import { stripeClient } from "./stripe-client.server";
import { queueTransfers, refundTransaction, updatePayoutAccount } from "./transfers.server";
import { MAX_WEBHOOK_BODY_BYTES } from "./webhook-limits";
import {
  queueDisputeMail,
  queuePartialRefundMail,
  queuePayoutFailedMails,
} from "./webhook-mail.server";

/*
 * Stripe's webhooks (POST /api/webhooks/stripe). The signature over the raw
 * body is checked with STRIPE_WEBHOOK_SECRET before anything is read from it.
 * Each event is handled once: its id goes into `payment_events` in the same
 * database transaction as what it changes, so a repeat finds it there and does
 * nothing, and a failure rolls back both (500: Stripe sends it again). Stripe
 * does not keep the order of its deliveries, so nothing here moves backwards:
 * a transaction's state only moves forward, and a status is replaced only by
 * one Stripe reported later (event.created) than the one stored.
 */

export type WebhookAnswer = { status: 200 | 400 | 500; message: string };

export const WEBHOOK_MESSAGES = {
  received: "Received.",
  repeat: "Already received.",
  notConfigured: "Stripe webhooks are not configured here.",
  noSignature: "A Stripe-Signature header is required.",
  badSignature: "The Stripe signature is not valid for this body, or is too old.",
  failed: "The event could not be handled; send it again later.",
} as const;

/**
 * The raw body of a delivery, byte for byte as signed, or null when it is
 * larger than MAX_WEBHOOK_BODY_BYTES (declared or as it streams in).
 */
export async function readWebhookPayload(request: Request): Promise<Buffer | null> {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_WEBHOOK_BODY_BYTES) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body) {
      size += chunk.byteLength;
      // Leaving the loop cancels the rest of the body.
      if (size > MAX_WEBHOOK_BODY_BYTES) return null;
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}

/** The event, when its signature is good for one of the endpoint's secrets; null otherwise. */
function verifiedEvent(payload: Buffer, signature: string, secrets: readonly string[]) {
  let reason = "";
  for (const secret of secrets) {
    try {
      return Stripe.webhooks.constructEvent(payload, signature, secret);
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  logger.warn({ reason }, "a Stripe webhook's signature was refused");
  return null;
}

/**
 * Checks a delivery's signature and handles its event. 400 with nothing
 * written when no secret is configured or the signature is missing, wrong or
 * too old (Stripe's five minutes); 200 once the event is handled, or was
 * before; 500 when handling failed and Stripe should try again.
 */
export async function receiveStripeWebhook(
  db: Database,
  delivery: { payload: Buffer; signature: string | null },
): Promise<WebhookAnswer> {
  const secrets = env().STRIPE_WEBHOOK_SECRET;
  if (!secrets) {
    logger.warn("a Stripe webhook arrived, but STRIPE_WEBHOOK_SECRET is not set");
    return { status: 400, message: WEBHOOK_MESSAGES.notConfigured };
  }
  if (!delivery.signature) return { status: 400, message: WEBHOOK_MESSAGES.noSignature };
  const event = verifiedEvent(delivery.payload, delivery.signature, secrets);
  if (!event) return { status: 400, message: WEBHOOK_MESSAGES.badSignature };
  try {
    const outcome = await handleStripeEvent(db, event);
    return {
      status: 200,
      message: outcome === "repeat" ? WEBHOOK_MESSAGES.repeat : WEBHOOK_MESSAGES.received,
    };
  } catch (error) {
    logger.error(
      { err: error, eventId: event.id, type: event.type },
      "a Stripe event could not be handled",
    );
    return { status: 500, message: WEBHOOK_MESSAGES.failed };
  }
}

/**
 * Handles a verified event once: records it and does what it asks in one
 * database transaction (a repeat of a recorded event does nothing), then sends
 * the mails it wrote. Throws when handling failed; nothing is kept then.
 */
export async function handleStripeEvent(
  db: Database,
  event: Stripe.Event,
): Promise<"handled" | "repeat"> {
  const mails: string[] = [];
  const outcome = await db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({
        id: event.id,
        type: event.type,
        objectId: objectIdOf(event),
        account: event.account ?? null,
        occurredAt: occurredAt(event),
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return "repeat" as const;
    mails.push(...(await handle(tx, event)));
    return "handled" as const;
  });
  if (outcome === "repeat") {
    logger.debug({ eventId: event.id, type: event.type }, "a Stripe event arrived again");
  }
  for (const id of mails) await sendQueuedMail(db, id);
  return outcome;
}

/** What each event does; answers the ids of the mails it queued. */
async function handle(tx: Transaction, event: Stripe.Event): Promise<string[]> {
  switch (event.type) {
    case "payment_intent.succeeded":
      return paymentSucceeded(tx, event, event.data.object);
    case "payment_intent.payment_failed":
      return paymentFailed(event, event.data.object);
    case "payment_intent.canceled":
      return paymentCanceled(tx, event, event.data.object);
    case "charge.refunded":
      return chargeRefunded(tx, event, event.data.object);
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      return disputeChanged(tx, event, event.data.object);
    case "account.updated":
      return accountUpdated(tx, event, event.data.object);
    case "payout.paid":
    case "payout.failed":
      return payoutSettled(tx, event, event.data.object);
    default:
      logger.debug({ eventId: event.id, type: event.type }, "a Stripe event the gallery ignores");
      return [];
  }
}

function occurredAt(event: Stripe.Event) {
  return new Date(event.created * 1000);
}

function objectIdOf(event: Stripe.Event) {
  const id = (event.data.object as { id?: unknown }).id;
  return typeof id === "string" ? id : null;
}

/** An id Stripe gives either as is or as the expanded object. */
function idOf(value: string | { id: string } | null | undefined) {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

/**
 * An event about something the gallery does not know (a payment it did not
 * record, an account no member has): acknowledged, so that Stripe stops
 * sending it, and logged for a person to look at.
 */
function unknown(event: Stripe.Event, what: string): string[] {
  logger.warn(
    {
      eventId: event.id,
      type: event.type,
      objectId: objectIdOf(event),
      account: event.account ?? null,
    },
    `a Stripe event about an unknown ${what} was acknowledged`,
  );
  return [];
}

/**
 * The Stripe-paid transaction a payment, charge or dispute belongs to (by its
 * charge or its PaymentIntent), locked until the event's transaction ends.
 */
async function stripeTransaction(
  tx: Transaction,
  refs: { paymentIntent?: string | null; charge?: string | null },
) {
  const matches: SQL[] = [];
  if (refs.charge) matches.push(eq(transactions.chargeReference, refs.charge));
  if (refs.paymentIntent) matches.push(eq(transactions.paymentReference, refs.paymentIntent));
  if (matches.length === 0) return null;
  const [found] = await tx
    .select({
      id: transactions.id,
      status: transactions.status,
      title: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      chargeReference: transactions.chargeReference,
      disputeReference: transactions.disputeReference,
      disputeStatus: transactions.disputeStatus,
    })
    .from(transactions)
    .where(and(eq(transactions.paymentProvider, "stripe"), or(...matches)))
    .limit(1)
    .for("update");
  return found ?? null;
}

/**
 * The time of the latest other handled event about the same Stripe object,
 * if any: a status Stripe reported then is newer than this event's.
 */
async function latestOtherEvent(tx: Transaction, event: Stripe.Event, objectId: string) {
  const [row] = await tx
    .select({
      at: sql<Date | null>`max(${paymentEvents.occurredAt})`.mapWith(paymentEvents.occurredAt),
    })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.objectId, objectId), ne(paymentEvents.id, event.id)));
  return row?.at ?? null;
}

/**
 * payment_intent.succeeded: the money of a completed sale or lease is in, so
 * its members' shares are queued for transfer (queueTransfers is idempotent:
 * the checkout queues them too, and this catches a checkout that stopped
 * between its commit and the queueing). The charge is remembered if the
 * transaction does not name it yet. A transaction not completed is the
 * checkout's to finish or give back: nothing is paid out for it.
 */
async function paymentSucceeded(
  tx: Transaction,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<string[]> {
  const found = await stripeTransaction(tx, { paymentIntent: intent.id });
  if (!found) return unknown(event, "payment");
  if (found.status !== "completed") {
    logger.info(
      { eventId: event.id, transactionId: found.id, status: found.status },
      "a Stripe payment succeeded for a transaction that is not completed: nothing is paid out",
    );
    return [];
  }
  const charge = idOf(intent.latest_charge);
  if (charge && !found.chargeReference) {
    await tx
      .update(transactions)
      .set({ chargeReference: charge })
      .where(eq(transactions.id, found.id));
  }
  await queueTransfers(tx, found.id);
  return [];
}

/**
 * payment_intent.payment_failed: a card was declined or failed. The buyer
 * saw it in the payment step and may try another card on the same payment,
 * so nothing recorded changes (a declined card never completes a checkout).
 * Only the decline's code is logged, never card details.
 */
function paymentFailed(event: Stripe.Event, intent: Stripe.PaymentIntent): string[] {
  logger.info(
    {
      eventId: event.id,
      paymentIntent: intent.id,
      code: intent.last_payment_error?.code ?? null,
      declineCode: intent.last_payment_error?.decline_code ?? null,
    },
    "a card payment failed at Stripe",
  );
  return [];
}

/** States a transaction is in before its payment is captured. */
const UNCAPTURED: readonly TransactionState[] = ["pending", "charged"];

/**
 * payment_intent.canceled: the authorisation was released and nothing was
 * captured (the checkout released it because the work sold meanwhile, or
 * Stripe did after seven days uncaptured). No sale can complete on it: a
 * transaction still pending or charged on it is `failed`, so that nobody
 * waits for money that will not come. A completed one is left alone (a
 * captured payment cannot be canceled; a refund comes as charge.refunded).
 * A payment the gallery never recorded is the usual case (the checkout rolled
 * back): logged, not warned about.
 */
async function paymentCanceled(
  tx: Transaction,
  event: Stripe.Event,
  intent: Stripe.PaymentIntent,
): Promise<string[]> {
  const found = await stripeTransaction(tx, { paymentIntent: intent.id });
  if (!found) {
    logger.info(
      { eventId: event.id, paymentIntent: intent.id, reason: intent.cancellation_reason ?? null },
      "a Stripe payment no sale was recorded for was canceled",
    );
    return [];
  }
  if (UNCAPTURED.includes(found.status)) {
    await tx
      .update(transactions)
      .set({ status: transition(found.status, "failed") })
      .where(and(eq(transactions.id, found.id), eq(transactions.status, found.status)));
    logger.warn(
      { eventId: event.id, transactionId: found.id, from: found.status },
      "a transaction's Stripe payment was canceled before capture: the transaction failed",
    );
  } else if (found.status === "completed") {
    logger.warn(
      { eventId: event.id, transactionId: found.id },
      "Stripe reports a completed transaction's payment canceled: left as it is",
    );
  }
  return [];
}

/** The refund behind a charge.refunded event: the newest of the charge's refunds. */
async function latestRefundId(charge: Stripe.Charge): Promise<string> {
  // Recent API versions leave the refunds out of the event's charge; Stripe lists them.
  let refunds = charge.refunds?.data ?? [];
  if (refunds.length === 0) {
    const stripe = stripeClient();
    if (!stripe) throw new Error("STRIPE_SECRET_KEY is needed to look up a refund made at Stripe");
    refunds = (await stripe.refunds.list({ charge: charge.id, limit: 100 })).data;
  }
  const newest = [...refunds].sort((a, b) => b.created - a.created)[0];
  if (!newest) throw new Error(`Stripe lists no refund of the refunded charge ${charge.id}`);
  return newest.id;
}

/**
 * charge.refunded: a refund made at Stripe (from its dashboard, say), or the
 * echo of one the gallery made. A whole refund of a completed transaction is
 * recorded as the gallery's own refund would be (refundTransaction: the
 * transfers reversed, the ledger's entries, the state `refunded`) with
 * Stripe's refund as its reference. A partial refund is not guessed at: the
 * records stay and every admin is told. A transaction refunded already (the
 * echo) is left as it is.
 */
async function chargeRefunded(
  tx: Transaction,
  event: Stripe.Event,
  charge: Stripe.Charge,
): Promise<string[]> {
  const found = await stripeTransaction(tx, {
    charge: charge.id,
    paymentIntent: idOf(charge.payment_intent),
  });
  if (!found) return unknown(event, "charge");
  if (found.status === "refunded") return [];
  if (found.status !== "completed") {
    logger.warn(
      { eventId: event.id, transactionId: found.id, status: found.status },
      "Stripe reports a refund of a transaction that is not completed: left as it is",
    );
    return [];
  }
  if (!charge.refunded) {
    logger.warn(
      {
        eventId: event.id,
        transactionId: found.id,
        refundedCents: charge.amount_refunded,
        capturedCents: charge.amount_captured,
      },
      "part of a payment was refunded at Stripe: the records were left as they are, admins told",
    );
    return queuePartialRefundMail(tx, {
      transactionId: found.id,
      title: found.title,
      refundedCents: charge.amount_refunded,
      capturedCents: charge.amount_captured,
      chargeId: charge.id,
      livemode: event.livemode,
    });
  }
  await refundTransaction(tx, {
    transactionId: found.id,
    reason: "Refunded at Stripe",
    actorId: null,
    providerRefundId: await latestRefundId(charge),
  });
  return [];
}

/** Dispute statuses after which Stripe changes nothing more (short of an appeal). */
const CLOSED_DISPUTE = new Set(["won", "lost", "warning_closed", "prevented"]);

/**
 * charge.dispute.created, .updated and .closed: the transaction is marked
 * with the dispute (reference, status, when it opened) and, the first time
 * the gallery hears of it, whichever event that is, every admin is told. The
 * status is replaced only by a later one: an event older than one handled
 * already about the same dispute changes nothing, and of two from the same
 * second a closing status wins.
 */
async function disputeChanged(
  tx: Transaction,
  event: Stripe.Event,
  dispute: Stripe.Dispute,
): Promise<string[]> {
  const found = await stripeTransaction(tx, {
    charge: idOf(dispute.charge),
    paymentIntent: idOf(dispute.payment_intent),
  });
  if (!found) return unknown(event, "charge");
  const firstHeard = found.disputeReference !== dispute.id;
  const at = occurredAt(event);
  const latest = firstHeard ? null : await latestOtherEvent(tx, event, dispute.id);
  const newer =
    latest === null ||
    latest < at ||
    (latest.getTime() === at.getTime() &&
      (CLOSED_DISPUTE.has(dispute.status) || !CLOSED_DISPUTE.has(found.disputeStatus ?? "")));
  if (!firstHeard && !newer) return [];
  await tx
    .update(transactions)
    .set({
      disputeStatus: dispute.status,
      ...(firstHeard && {
        disputeReference: dispute.id,
        disputedAt: new Date(dispute.created * 1000),
      }),
    })
    .where(eq(transactions.id, found.id));
  if (!firstHeard) return [];
  logger.warn(
    { eventId: event.id, transactionId: found.id, dispute: dispute.id, status: dispute.status },
    "a payment was disputed: admins told",
  );
  const dueBy = dispute.evidence_details?.due_by;
  return queueDisputeMail(tx, {
    transactionId: found.id,
    title: found.title,
    amountCents: dispute.amount ?? found.amountCents,
    disputeId: dispute.id,
    reason: dispute.reason ?? "not given",
    status: dispute.status,
    dueBy: dueBy ? new Date(dueBy * 1000) : null,
    livemode: event.livemode,
  });
}

/** The member whose payout account `accountId` is, if any. */
async function accountOwner(tx: Transaction, accountId: string) {
  const [row] = await tx
    .select({ memberId: payoutAccounts.memberId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.stripeAccountId, accountId));
  return row?.memberId ?? null;
}

/**
 * account.updated: a member's connected account changed (onboarding finished,
 * transfers enabled or paused). updatePayoutAccount keeps the newest status
 * by the event's time and releases waiting transfers once it takes them.
 */
async function accountUpdated(
  tx: Transaction,
  event: Stripe.Event,
  account: Stripe.Account,
): Promise<string[]> {
  if (!(await accountOwner(tx, account.id))) return unknown(event, "account");
  await updatePayoutAccount(tx, account, occurredAt(event));
  return [];
}

/**
 * payout.paid and payout.failed, from a member's connected account: the
 * payout is recorded in `member_payouts` (the earnings statement shows it).
 * Stripe may report a paid payout failed later (the bank returned it), never
 * the other way: a failure replaces a paid, a paid never replaces a failure.
 * When a payout becomes failed, the member and every admin are told. A payout
 * of the gallery's own balance (no connected account) is not a member's.
 */
async function payoutSettled(
  tx: Transaction,
  event: Stripe.Event,
  payout: Stripe.Payout,
): Promise<string[]> {
  if (!event.account) {
    logger.info({ eventId: event.id, payout: payout.id }, "a payout of the gallery's own balance");
    return [];
  }
  const memberId = await accountOwner(tx, event.account);
  if (!memberId) return unknown(event, "account");
  const status = event.type === "payout.failed" ? "failed" : "paid";
  const failureMessage =
    status === "failed" ? (payout.failure_message ?? payout.failure_code ?? null) : null;
  const [changed] = await tx
    .insert(memberPayouts)
    .values({
      memberId,
      stripeAccountId: event.account,
      stripePayoutId: payout.id,
      amountCents: payout.amount,
      currency: payout.currency,
      status,
      failureMessage,
      arrivalDate: payout.arrival_date ? new Date(payout.arrival_date * 1000) : null,
    })
    .onConflictDoUpdate({
      target: memberPayouts.stripePayoutId,
      set: { status: sql`excluded.status`, failureMessage: sql`excluded.failure_message` },
      // Only paid → failed: a repeat of either, or a paid after the failure, changes nothing.
      where: sql`${memberPayouts.status} = 'paid' and excluded.status = 'failed'`,
    })
    .returning({ status: memberPayouts.status });
  if (changed?.status !== "failed") return [];
  logger.warn(
    { eventId: event.id, memberId, payout: payout.id, account: event.account },
    "a member's payout failed: the member and admins told",
  );
  return queuePayoutFailedMails(tx, {
    memberId,
    payoutId: payout.id,
    accountId: event.account,
    amountCents: payout.amount,
    currency: payout.currency,
    failureMessage,
    livemode: event.livemode,
  });
}
