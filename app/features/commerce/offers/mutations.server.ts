import { randomUUID } from "node:crypto";
import { and, eq, inArray, lte, or, sql } from "drizzle-orm";
import { type Database, db as processDatabase, type Transaction } from "~/db/client.server";
import { artworkOfferSettings, artworks, offers, user } from "~/db/schema";
import { postMoveMessage } from "~/features/messaging/index.server";
import { RateLimitError } from "~/lib/errors";
import { formatCents } from "~/lib/format";
import { startJob } from "~/services/jobs.server";
import { linesAsHtml, queueMail, sendQueuedMail } from "~/services/mail.server";
import { hit } from "~/services/rate-limit.server";
import {
  type LockedWork,
  lockWork,
  type OfferRow,
  readBook,
  toOffer,
  writeChanges,
} from "./book.server";
import { offerErrors } from "./errors";
import { OFFER_MESSAGES, offerThreadText } from "./messages";
import { applyMove, type Move, type Offer, type OfferEvent, settleTime } from "./moves";
import type { AnswerOfferInput } from "./schema";

/** R-offer-rate-limit: offers a member may make in an hour. */
export const OFFER_RATE_LIMIT = { limit: 10, windowSeconds: 60 * 60 } as const;

/** Mails written in a move's transaction, sent once it has committed. */
type Outgoing = string[];

async function mailMember(
  tx: Transaction,
  outgoing: Outgoing,
  memberId: string,
  subject: string,
  lines: string[],
) {
  const [member] = await tx.select({ email: user.email }).from(user).where(eq(user.id, memberId));
  if (!member) return;
  const all = [...lines, "", "The Fair Trade Art Gallery"];
  outgoing.push(
    await queueMail(tx, {
      to: member.email,
      kind: "offer",
      subject,
      text: all.join("\n"),
      html: linesAsHtml(all),
    }),
  );
}

/** The thread message and mail each event of a move sends to the other party (R-offer-thread). */
async function announce(
  tx: Transaction,
  outgoing: Outgoing,
  work: LockedWork,
  after: Offer[],
  events: OfferEvent[],
  actorId: string | null,
  notes: { note?: string | null } = {},
) {
  for (const event of events) {
    const offer = after.find((candidate) => candidate.id === event.offerId);
    if (!offer) continue;
    const buyer = offer.buyerId;
    const owner = work.ownerId;
    const title = work.title;
    const say = async (
      from: string,
      to: string,
      kind: Parameters<typeof offerThreadText>[0],
      amount: number,
      subject: string,
      note?: string | null,
    ) => {
      await postMoveMessage(tx, from, to, work.id, offerThreadText(kind, title, amount, note));
      await mailMember(tx, outgoing, to, subject, [
        offerThreadText(kind, title, amount),
        "",
        "Open Messages in the gallery to answer or to write back.",
      ]);
    };
    switch (event.kind) {
      case "made":
        await say(buyer, owner, "made", offer.amountCents, `New offer: ${title}`, notes.note);
        break;
      case "countered":
        await say(
          owner,
          buyer,
          "countered",
          offer.counterCents as number,
          `Counter-offer: ${title}`,
          notes.note,
        );
        break;
      case "accepted": {
        const byBuyer = actorId === buyer;
        await say(
          byBuyer ? buyer : owner,
          byBuyer ? owner : buyer,
          "accepted",
          offer.priceCents as number,
          `Offer accepted: ${title}`,
        );
        break;
      }
      case "declined": {
        const byBuyer = actorId === buyer;
        const amount = offer.counterCents ?? offer.amountCents;
        await say(
          byBuyer ? buyer : owner,
          byBuyer ? owner : buyer,
          "declined",
          byBuyer ? amount : offer.amountCents,
          `Offer declined: ${title}`,
        );
        break;
      }
      case "withdrawn":
        await say(buyer, owner, "withdrawn", offer.amountCents, `Offer withdrawn: ${title}`);
        break;
      case "expired": {
        // The proposal that went unanswered: the buyer's offer, or the owner's counter.
        const countered = offer.counterCents !== null;
        await say(
          countered ? owner : buyer,
          countered ? buyer : owner,
          "expired",
          countered ? (offer.counterCents as number) : offer.amountCents,
          `Offer expired: ${title}`,
        );
        break;
      }
      case "lapsed":
        await mailMember(tx, outgoing, owner, `Reservation ended: ${title}`, [
          `The reservation of "${title}" at ${formatCents(offer.priceCents ?? 0)} ended without a purchase.`,
          "The artwork is available to every buyer again.",
        ]);
        break;
      default:
        // Declined below the floor (the buyer is told at once), completed, void: nothing to say.
        break;
    }
  }
}

async function deliver(db: Database, outgoing: Outgoing) {
  for (const id of outgoing) await sendQueuedMail(db, id);
}

function refuse(refusal: Parameters<typeof offerErrors.raise>[0]): never {
  throw offerErrors.raise(refusal);
}

/**
 * R-offer-make: a signed-in member's offer on a work for sale. Refused (and
 * nothing written) when the move table refuses it. Below the owner's floor it
 * is stored declined at once and the buyer told so; otherwise it is open for
 * 72 hours, and the owner hears of it in Messages and by mail.
 */
export async function makeOffer(
  db: Database,
  buyerId: string,
  input: { artworkId: string; amountCents: number; note: string | null },
  now: Date = new Date(),
): Promise<{ offerId: string; status: "open" | "declined"; message: string }> {
  await hit(
    db,
    `offers:${buyerId}`,
    OFFER_RATE_LIMIT.limit,
    OFFER_RATE_LIMIT.windowSeconds,
    (retryAfter) => new RateLimitError(OFFER_MESSAGES.rateLimited, retryAfter),
  );
  const outgoing: Outgoing = [];
  const result = await db.transaction(async (tx) => {
    const work = await lockWork(tx, input.artworkId, now);
    if (!work) refuse("not-found");
    const before = await readBook(tx, work.id);
    const id = randomUUID();
    const move: Move = { kind: "make", id, buyerId, amountCents: input.amountCents };
    const moved = applyMove(work, before.map(toOffer), move, now.getTime());
    if (!moved.ok) refuse(moved.refusal);
    await writeChanges(tx, before, moved.offers);
    const offer = moved.offers.find((candidate) => candidate.id === id) as Offer;
    await tx.insert(offers).values({
      id,
      artworkId: work.id,
      buyerId,
      ownerId: work.ownerId,
      amountCents: offer.amountCents,
      note: input.note,
      status: offer.status,
      belowFloor: offer.belowFloor,
      expiresAt: new Date(offer.expiresAt),
    });
    await announce(tx, outgoing, work, moved.offers, moved.events, buyerId, { note: input.note });
    return { offerId: id, status: offer.status as "open" | "declined" };
  });
  await deliver(db, outgoing);
  return {
    ...result,
    message: result.status === "declined" ? OFFER_MESSAGES.belowFloor : OFFER_MESSAGES.sent,
  };
}

/**
 * R-offer-answer: accept, decline or counter (the owner, on an offer), accept
 * or decline (the buyer, on a counter), withdraw (the buyer). Only the
 * offer's two parties find it (404 for anyone else, scoped in the SQL); the
 * move table decides the rest under the work's lock.
 */
export async function answerOffer(
  db: Database,
  actorId: string,
  input: AnswerOfferInput,
  now: Date = new Date(),
): Promise<{ status: Offer["status"]; artworkId: string; message: string }> {
  const [scoped] = await db
    .select({ artworkId: offers.artworkId })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artworkId))
    .where(
      and(
        eq(offers.id, input.offerId),
        or(eq(offers.buyerId, actorId), eq(artworks.userId, actorId)),
      ),
    );
  if (!scoped) refuse("not-found");
  const outgoing: Outgoing = [];
  const answered = await db.transaction(async (tx) => {
    const work = await lockWork(tx, scoped.artworkId, now);
    if (!work) refuse("not-found");
    const before = await readBook(tx, work.id, [input.offerId]);
    const move: Move =
      input.intent === "counter"
        ? { kind: "counter", actorId, offerId: input.offerId, amountCents: input.amount }
        : { kind: input.intent, actorId, offerId: input.offerId };
    const moved = applyMove(work, before.map(toOffer), move, now.getTime());
    if (!moved.ok) refuse(moved.refusal);
    await writeChanges(tx, before, moved.offers);
    const note = input.intent === "counter" ? input.note : null;
    if (input.intent === "counter") {
      await tx.update(offers).set({ counterNote: note }).where(eq(offers.id, input.offerId));
    }
    await announce(tx, outgoing, work, moved.offers, moved.events, actorId, { note });
    return moved.offers.find((offer) => offer.id === input.offerId) as Offer;
  });
  await deliver(db, outgoing);
  const message = {
    accept: answered.buyerId === actorId ? OFFER_MESSAGES.counterAccepted : OFFER_MESSAGES.accepted,
    decline: OFFER_MESSAGES.declined,
    withdraw: OFFER_MESSAGES.withdrawn,
    counter: OFFER_MESSAGES.countered,
  }[input.intent];
  return { status: answered.status, artworkId: scoped.artworkId, message };
}

/**
 * R-offer-expiry: the job that marks offers and counters 72 hours old as
 * expired, and reservations 48 hours old as ended, telling the parties. The
 * time holds before it runs (the moves and the reservation read it), so it
 * only writes down what is already so. Answers how many it marked.
 */
export async function expireOffers(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db
    .selectDistinct({ artworkId: offers.artworkId })
    .from(offers)
    .where(
      or(
        and(inArray(offers.status, ["open", "countered"]), lte(offers.expiresAt, now)),
        and(eq(offers.status, "accepted"), lte(offers.reservedUntil, now)),
      ),
    )
    .limit(200);
  let marked = 0;
  for (const { artworkId } of due) {
    const outgoing: Outgoing = [];
    marked += await db.transaction(async (tx) => {
      const work = await lockWork(tx, artworkId, now);
      if (!work) return 0;
      const before = await readBook(tx, artworkId);
      // No move: settling the time is all (the table's first step for every move).
      const { offers: settled, events: timed } = settleTime(before.map(toOffer), now.getTime());
      await writeChanges(tx, before, settled);
      await announce(tx, outgoing, work, settled, timed, null);
      return timed.length;
    });
    await deliver(db, outgoing);
  }
  return marked;
}

/**
 * R-offer-sale-voids: called by checkout in the transaction that records a
 * purchase or lease, under the artwork's lock. Every offer still waiting is
 * void; the buyer's reservation, bought at its price, is completed with the
 * purchase; any other reservation ends.
 */
export async function settleOffersOnCheckout(
  tx: Transaction,
  input: {
    artworkId: string;
    buyerId: string;
    type: "purchase" | "lease";
    priceCents: number;
    transactionId: string;
  },
  now: Date = new Date(),
) {
  const before = await readBook(tx, input.artworkId);
  if (before.length === 0) return;
  const move: Move =
    input.type === "purchase"
      ? { kind: "sale", buyerId: input.buyerId, priceCents: input.priceCents }
      : { kind: "lease", lesseeId: input.buyerId };
  const moved = applyMove(
    { ownerId: "", askingCents: null, onSale: false, acceptsOffers: false, floorCents: null },
    before.map(toOffer),
    move,
    now.getTime(),
  );
  if (!moved.ok) return;
  await writeChanges(tx, before, moved.offers);
  const completed = moved.events.find((event) => event.kind === "completed");
  if (completed) {
    await tx
      .update(offers)
      .set({ transactionId: input.transactionId })
      .where(eq(offers.id, completed.offerId));
  }
}

/**
 * R-offer-settings: the owner's terms for offers on their work (scoped to the
 * owner in the SQL: anyone else's save finds nothing, 404). A floor above the
 * asking price is refused.
 */
export async function saveOfferSettings(
  db: Database,
  ownerId: string,
  artworkId: string,
  input: { acceptsOffers: boolean; floor: number | null },
) {
  await db.transaction(async (tx) => {
    const [work] = await tx
      .select({ askingCents: artworks.salePriceCents })
      .from(artworks)
      .where(and(eq(artworks.id, artworkId), eq(artworks.userId, ownerId)));
    if (!work) refuse("not-found");
    if (input.floor !== null && work.askingCents && input.floor > work.askingCents) {
      refuse("floor-above-asking");
    }
    await tx
      .insert(artworkOfferSettings)
      .values({ artworkId, acceptsOffers: input.acceptsOffers, floorCents: input.floor })
      .onConflictDoUpdate({
        target: artworkOfferSettings.artworkId,
        set: {
          acceptsOffers: input.acceptsOffers,
          floorCents: input.floor,
          updatedAt: sql`now()`,
        },
      });
  });
}

export type { OfferRow };

/** How often the job marks expired offers and ended reservations. */
export const OFFER_EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

export function startOfferExpiry(intervalMs = OFFER_EXPIRY_INTERVAL_MS) {
  startJob("offer expiry", intervalMs, async () => {
    await expireOffers(processDatabase());
  });
}
