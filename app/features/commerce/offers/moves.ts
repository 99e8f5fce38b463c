import { MAX_PRICE_DOLLARS } from "~/features/catalogue";

/**
 * R-offer-states (ADR 0026): an offer's states and every move on a work's
 * offers, decided here and nowhere else. Pure: the server locks the work,
 * reads its offers, asks `applyMove` and writes what changed.
 *
 * ```
 * open ──counter──► countered ──accept──► accepted ──sale──► completed
 *  │  └──accept──────────────────────────►   │
 *  ├─► declined (owner, or at once below the floor; buyer declines a counter)
 *  ├─► withdrawn (buyer, from open or countered)
 *  ├─► expired (72 hours after the offer or the counter)
 *  └─► void (the work is sold or leased)     └──48 hours──► lapsed
 * ```
 */

export const OFFER_STATUSES = [
  "open",
  "countered",
  "accepted",
  "declined",
  "withdrawn",
  "expired",
  "lapsed",
  "completed",
  "void",
] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** An offer or a counter waits this long for its answer. */
export const OFFER_EXPIRY_HOURS = 72;
/** An accepted offer holds the work for its buyer this long. */
export const RESERVATION_HOURS = 48;
const HOUR = 60 * 60 * 1000;
/** A note with an offer or a counter: plain text, at most this long. */
export const OFFER_NOTE_MAX = 1000;
/** The highest amount anyone may offer, in cents: the project's price limit. */
export const MAX_OFFER_CENTS = MAX_PRICE_DOLLARS * 100;

/** Waiting for an answer: the buyer's offer (open) or the owner's counter (countered). */
export function isWaiting(status: OfferStatus) {
  return status === "open" || status === "countered";
}

export type Offer = {
  id: string;
  buyerId: string;
  amountCents: number;
  counterCents: number | null;
  status: OfferStatus;
  belowFloor: boolean;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  priceCents: number | null;
  reservedUntil: number | null;
};

/** What the moves need of the work: its owner, asking price and the owner's terms. */
export type OfferWork = {
  ownerId: string;
  askingCents: number | null;
  /** On offer, priced, and not on anyone's lease: what a purchase needs besides a reservation. */
  onSale: boolean;
  acceptsOffers: boolean;
  floorCents: number | null;
};

export type Move =
  | { kind: "make"; id: string; buyerId: string; amountCents: number }
  | { kind: "counter"; actorId: string; offerId: string; amountCents: number }
  | { kind: "accept"; actorId: string; offerId: string }
  | { kind: "decline"; actorId: string; offerId: string }
  | { kind: "withdraw"; actorId: string; offerId: string }
  /** A purchase of the work completed, by `buyerId` at `priceCents`. */
  | { kind: "sale"; buyerId: string; priceCents: number }
  /** A lease of the work completed. */
  | { kind: "lease"; lesseeId: string };

export type OfferRefusal =
  | "not-found"
  | "own-work"
  | "not-accepting"
  | "not-for-sale"
  | "invalid-amount"
  | "above-asking"
  | "counter-too-low"
  | "already-open"
  | "not-waiting"
  | "not-your-turn"
  | "reserved";

/** What a move did to one offer, for its thread message and mail. */
export type OfferEvent = {
  offerId: string;
  kind:
    | "made"
    | "declined-below-floor"
    | "countered"
    | "accepted"
    | "declined"
    | "withdrawn"
    | "expired"
    | "lapsed"
    | "completed"
    | "void";
  /** Declined because another offer was accepted. */
  byOther?: boolean;
};

export type MoveResult =
  | { ok: true; offers: Offer[]; events: OfferEvent[] }
  | { ok: false; refusal: OfferRefusal };

/** Whole cents, positive, within the price limit. */
export function validAmount(cents: number) {
  return Number.isSafeInteger(cents) && cents > 0 && cents <= MAX_OFFER_CENTS;
}

/** Where the offer stands at `now`: a wait or a reservation past its time has ended, marked or not. */
export function statusAt(offer: Offer, now: number): OfferStatus {
  if (isWaiting(offer.status) && offer.expiresAt <= now) return "expired";
  if (offer.status === "accepted" && (offer.reservedUntil ?? 0) <= now) return "lapsed";
  return offer.status;
}

/** The offers as they stand at `now`, with an event for each one time ended. */
export function settleTime(offers: readonly Offer[], now: number) {
  const events: OfferEvent[] = [];
  const settled = offers.map((offer) => {
    const status = statusAt(offer, now);
    if (status === offer.status) return offer;
    events.push({ offerId: offer.id, kind: status === "expired" ? "expired" : "lapsed" });
    return { ...offer, status };
  });
  return { offers: settled, events };
}

/** The buyer the work is reserved for at `now`, with the agreed price, or null. */
export function reservation(offers: readonly Offer[], now: number) {
  const held = offers.find((offer) => statusAt(offer, now) === "accepted");
  return held ? { buyerId: held.buyerId, priceCents: held.priceCents as number } : null;
}

/** The amount an offer waiting for an answer stands at: the counter, else the offer. */
export function standingAmount(offer: Offer) {
  return offer.status === "countered" ? (offer.counterCents as number) : offer.amountCents;
}

/**
 * The one decision: the work's offers after `move` at `now` (time-ended ones
 * settled first), with what happened to each, or why the move is refused.
 */
export function applyMove(
  work: OfferWork,
  before: readonly Offer[],
  move: Move,
  now: number,
): MoveResult {
  const settled = settleTime(before, now);
  const offers = settled.offers;
  const events = [...settled.events];
  const done = (next: Offer[], more: OfferEvent[]): MoveResult => ({
    ok: true,
    offers: next,
    events: [...events, ...more],
  });
  const refuse = (refusal: OfferRefusal): MoveResult => ({ ok: false, refusal });
  const replace = (id: string, change: Partial<Offer>) =>
    offers.map((offer) => (offer.id === id ? { ...offer, ...change } : offer));

  switch (move.kind) {
    case "make": {
      if (move.buyerId === work.ownerId) return refuse("own-work");
      if (!work.onSale || !work.askingCents) return refuse("not-for-sale");
      if (!work.acceptsOffers) return refuse("not-accepting");
      if (!validAmount(move.amountCents)) return refuse("invalid-amount");
      if (move.amountCents > work.askingCents) return refuse("above-asking");
      const held = reservation(offers, now);
      if (held && held.buyerId !== move.buyerId) return refuse("reserved");
      if (held) return refuse("already-open");
      if (offers.some((offer) => offer.buyerId === move.buyerId && isWaiting(offer.status))) {
        return refuse("already-open");
      }
      const belowFloor = work.floorCents !== null && move.amountCents < work.floorCents;
      const offer: Offer = {
        id: move.id,
        buyerId: move.buyerId,
        amountCents: move.amountCents,
        counterCents: null,
        status: belowFloor ? "declined" : "open",
        belowFloor,
        expiresAt: now + OFFER_EXPIRY_HOURS * HOUR,
        priceCents: null,
        reservedUntil: null,
      };
      return done(
        [...offers, offer],
        [{ offerId: move.id, kind: belowFloor ? "declined-below-floor" : "made" }],
      );
    }
    case "counter":
    case "accept":
    case "decline":
    case "withdraw": {
      const offer = offers.find((candidate) => candidate.id === move.offerId);
      const isOwner = move.actorId === work.ownerId;
      const isBuyer = offer?.buyerId === move.actorId;
      // Only its two parties know of an offer.
      if (!offer || (!isOwner && !isBuyer)) return refuse("not-found");
      if (!isWaiting(offer.status)) return refuse("not-waiting");
      // Whose answer the offer waits for: the owner's on an offer, the buyer's on a counter.
      const answerer = offer.status === "open" ? "owner" : "buyer";
      const answering = (answerer === "owner" && isOwner) || (answerer === "buyer" && isBuyer);
      if (move.kind === "withdraw") {
        if (!isBuyer) return refuse("not-your-turn");
        return done(replace(offer.id, { status: "withdrawn" }), [
          { offerId: offer.id, kind: "withdrawn" },
        ]);
      }
      if (!answering) return refuse("not-your-turn");
      if (move.kind === "decline") {
        return done(replace(offer.id, { status: "declined" }), [
          { offerId: offer.id, kind: "declined" },
        ]);
      }
      if (move.kind === "counter") {
        if (!isOwner) return refuse("not-your-turn");
        if (!validAmount(move.amountCents)) return refuse("invalid-amount");
        if (work.askingCents !== null && move.amountCents > work.askingCents) {
          return refuse("above-asking");
        }
        if (move.amountCents <= offer.amountCents) return refuse("counter-too-low");
        return done(
          replace(offer.id, {
            status: "countered",
            counterCents: move.amountCents,
            expiresAt: now + OFFER_EXPIRY_HOURS * HOUR,
          }),
          [{ offerId: offer.id, kind: "countered" }],
        );
      }
      // Accept: one reservation per work; every other waiting offer is declined.
      if (!work.onSale) return refuse("not-for-sale");
      if (reservation(offers, now)) return refuse("reserved");
      const priceCents = standingAmount(offer);
      const accepted = offers.map((other): Offer => {
        if (other.id === offer.id) {
          return {
            ...other,
            status: "accepted",
            priceCents,
            reservedUntil: now + RESERVATION_HOURS * HOUR,
          };
        }
        return isWaiting(other.status) ? { ...other, status: "declined" } : other;
      });
      return done(accepted, [
        { offerId: offer.id, kind: "accepted" },
        ...offers
          .filter((other) => other.id !== offer.id && isWaiting(other.status))
          .map((other) => ({ offerId: other.id, kind: "declined" as const, byOther: true })),
      ]);
    }
    case "sale":
    case "lease": {
      // The work changed hands or was leased: nothing waiting stays open. The
      // buyer's reservation is used by their purchase at its price; any other
      // reservation ends with the sale.
      const more: OfferEvent[] = [];
      const next = offers.map((offer): Offer => {
        if (isWaiting(offer.status)) {
          more.push({ offerId: offer.id, kind: "void" });
          return { ...offer, status: "void" };
        }
        if (offer.status === "accepted" && move.kind === "sale") {
          const used = offer.buyerId === move.buyerId && offer.priceCents === move.priceCents;
          more.push({ offerId: offer.id, kind: used ? "completed" : "void" });
          return { ...offer, status: used ? "completed" : "void" };
        }
        return offer;
      });
      return done(next, more);
    }
  }
}
