import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyMove,
  isWaiting,
  type Move,
  OFFER_EXPIRY_HOURS,
  type Offer,
  type OfferStatus,
  type OfferWork,
  RESERVATION_HOURS,
  reservation,
  statusAt,
} from "./moves";

const HOUR = 3_600_000;
const OWNER = "owner";
const work: OfferWork = {
  ownerId: OWNER,
  askingCents: 100_000,
  onSale: true,
  acceptsOffers: true,
  floorCents: 50_000,
};

function run(moves: Move[], start = 0, w = work) {
  let offers: Offer[] = [];
  for (const move of moves) {
    const result = applyMove(w, offers, move, start);
    if (!result.ok) throw new Error(result.refusal);
    offers = result.offers;
  }
  return offers;
}

describe("offer moves, by example", () => {
  it("opens an offer at or above the floor and declines one below it at once", () => {
    const ok = applyMove(
      work,
      [],
      { kind: "make", id: "a", buyerId: "b1", amountCents: 50_000 },
      0,
    );
    expect(ok.ok && ok.offers[0]?.status).toBe("open");
    const low = applyMove(
      work,
      [],
      { kind: "make", id: "a", buyerId: "b1", amountCents: 49_999 },
      0,
    );
    expect(low.ok && low.offers[0]).toMatchObject({ status: "declined", belowFloor: true });
    expect(low.ok && low.events).toEqual([{ offerId: "a", kind: "declined-below-floor" }]);
  });

  it("refuses bad amounts, the owner's own offer, a second open offer and works not taking offers", () => {
    const make = (amountCents: number, buyerId = "b1") =>
      applyMove(work, [], { kind: "make", id: "a", buyerId, amountCents }, 0);
    expect(make(0)).toEqual({ ok: false, refusal: "invalid-amount" });
    expect(make(60_000.5)).toEqual({ ok: false, refusal: "invalid-amount" });
    expect(make(100_001)).toEqual({ ok: false, refusal: "above-asking" });
    expect(make(60_000, OWNER)).toEqual({ ok: false, refusal: "own-work" });
    const offers = run([{ kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 }]);
    expect(
      applyMove(work, offers, { kind: "make", id: "b", buyerId: "b1", amountCents: 70_000 }, 1),
    ).toEqual({ ok: false, refusal: "already-open" });
    expect(
      applyMove(
        { ...work, acceptsOffers: false },
        [],
        { kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 },
        0,
      ),
    ).toEqual({ ok: false, refusal: "not-accepting" });
  });

  it("lets only the owner answer an offer and only the buyer answer a counter", () => {
    const offers = run([{ kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 }]);
    expect(applyMove(work, offers, { kind: "accept", actorId: "b1", offerId: "a" }, 1)).toEqual({
      ok: false,
      refusal: "not-your-turn",
    });
    expect(applyMove(work, offers, { kind: "accept", actorId: "b2", offerId: "a" }, 1)).toEqual({
      ok: false,
      refusal: "not-found",
    });
    const countered = applyMove(
      work,
      offers,
      { kind: "counter", actorId: OWNER, offerId: "a", amountCents: 80_000 },
      1,
    );
    if (!countered.ok) throw new Error(countered.refusal);
    expect(
      applyMove(work, countered.offers, { kind: "accept", actorId: OWNER, offerId: "a" }, 2),
    ).toEqual({ ok: false, refusal: "not-your-turn" });
    const accepted = applyMove(
      work,
      countered.offers,
      { kind: "accept", actorId: "b1", offerId: "a" },
      2,
    );
    expect(accepted.ok && accepted.offers[0]).toMatchObject({
      status: "accepted",
      priceCents: 80_000,
      reservedUntil: 2 + RESERVATION_HOURS * HOUR,
    });
  });

  it("declines every other waiting offer when one is accepted", () => {
    const offers = run([
      { kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 },
      { kind: "make", id: "b", buyerId: "b2", amountCents: 70_000 },
      { kind: "accept", actorId: OWNER, offerId: "b" },
    ]);
    expect(offers.map((offer) => offer.status)).toEqual(["declined", "accepted"]);
  });

  it("expires an offer 72 hours after it was made, marked or not", () => {
    const offers = run([{ kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 }]);
    const offer = offers[0] as Offer;
    expect(statusAt(offer, OFFER_EXPIRY_HOURS * HOUR - 1)).toBe("open");
    expect(statusAt(offer, OFFER_EXPIRY_HOURS * HOUR)).toBe("expired");
    expect(
      applyMove(work, offers, { kind: "accept", actorId: OWNER, offerId: "a" }, 72 * HOUR),
    ).toEqual({ ok: false, refusal: "not-waiting" });
  });

  it("completes the buyer's reservation with their purchase at its price and voids the rest", () => {
    const offers = run([
      { kind: "make", id: "a", buyerId: "b1", amountCents: 60_000 },
      { kind: "accept", actorId: OWNER, offerId: "a" },
      { kind: "sale", buyerId: "b1", priceCents: 60_000 },
    ]);
    expect(offers[0]?.status).toBe("completed");
  });
});

/** The model: the rules of the brief, written plainly per offer. */
type ModelOffer = {
  id: string;
  buyer: string;
  amount: number;
  counter: number | null;
  status: OfferStatus;
  waitingUntil: number;
  reservedUntil: number;
  price: number | null;
};

class Model {
  offers: ModelOffer[] = [];
  constructor(public w: OfferWork) {}
  tick(now: number) {
    for (const o of this.offers) {
      if ((o.status === "open" || o.status === "countered") && now >= o.waitingUntil) {
        o.status = "expired";
      }
      if (o.status === "accepted" && now >= o.reservedUntil) o.status = "lapsed";
    }
  }
  apply(move: Move, now: number): boolean {
    this.tick(now);
    const w = this.w;
    const held = this.offers.find((o) => o.status === "accepted");
    if (move.kind === "make") {
      if (move.buyerId === w.ownerId || !w.onSale || !w.askingCents || !w.acceptsOffers)
        return false;
      if (!Number.isInteger(move.amountCents) || move.amountCents < 1) return false;
      if (move.amountCents > w.askingCents) return false;
      if (held) return false;
      if (
        this.offers.some(
          (o) => o.buyer === move.buyerId && (o.status === "open" || o.status === "countered"),
        )
      )
        return false;
      const below = w.floorCents !== null && move.amountCents < w.floorCents;
      this.offers.push({
        id: move.id,
        buyer: move.buyerId,
        amount: move.amountCents,
        counter: null,
        status: below ? "declined" : "open",
        waitingUntil: now + 72 * HOUR,
        reservedUntil: 0,
        price: null,
      });
      return true;
    }
    if (move.kind === "sale" || move.kind === "lease") {
      for (const o of this.offers) {
        if (o.status === "open" || o.status === "countered") o.status = "void";
        else if (o.status === "accepted" && move.kind === "sale") {
          o.status = o.buyer === move.buyerId && o.price === move.priceCents ? "completed" : "void";
        }
      }
      return true;
    }
    const o = this.offers.find((x) => x.id === move.offerId);
    if (!o) return false;
    const owner = move.actorId === w.ownerId;
    const buyer = move.actorId === o.buyer;
    if (!owner && !buyer) return false;
    if (o.status !== "open" && o.status !== "countered") return false;
    if (move.kind === "withdraw") {
      if (!buyer) return false;
      o.status = "withdrawn";
      return true;
    }
    const turn = o.status === "open" ? owner : buyer;
    if (!turn) return false;
    if (move.kind === "decline") {
      o.status = "declined";
      return true;
    }
    if (move.kind === "counter") {
      if (move.amountCents <= o.amount || move.amountCents > (w.askingCents ?? 0)) return false;
      o.status = "countered";
      o.counter = move.amountCents;
      o.waitingUntil = now + 72 * HOUR;
      return true;
    }
    if (!w.onSale || held) return false;
    o.price = o.status === "countered" ? o.counter : o.amount;
    o.status = "accepted";
    o.reservedUntil = now + 48 * HOUR;
    for (const other of this.offers) {
      if (other !== o && (other.status === "open" || other.status === "countered")) {
        other.status = "declined";
      }
    }
    return true;
  }
}

const buyers = ["b1", "b2", "b3"];
const actors = [OWNER, ...buyers];
const amount = fc.integer({ min: 1, max: 120_000 });
const step = fc.record({
  hours: fc.constantFrom(0, 0, 1, 24, 49, 73),
  move: fc.oneof(
    fc.record({
      kind: fc.constant("make" as const),
      buyerId: fc.constantFrom(...actors),
      amountCents: amount,
    }),
    fc.record({
      kind: fc.constant("counter" as const),
      actorId: fc.constantFrom(...actors),
      pick: fc.nat(9),
      amountCents: amount,
    }),
    fc.record({
      kind: fc.constantFrom("accept" as const, "decline" as const, "withdraw" as const),
      actorId: fc.constantFrom(...actors),
      pick: fc.nat(9),
    }),
    fc.record({
      kind: fc.constant("sale" as const),
      buyerId: fc.constantFrom(...buyers),
      pick: fc.nat(9),
    }),
    fc.record({ kind: fc.constant("lease" as const), lesseeId: fc.constantFrom(...buyers) }),
  ),
});

describe("offer moves, against a plain model", () => {
  it("agree step by step and keep the invariants", () => {
    fc.assert(
      fc.property(
        fc.record({
          floor: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: null }),
          acceptsOffers: fc.boolean(),
        }),
        fc.array(step, { maxLength: 40 }),
        ({ floor, acceptsOffers }, steps) => {
          const w: OfferWork = { ...work, floorCents: floor, acceptsOffers };
          const model = new Model(w);
          let offers: Offer[] = [];
          let now = 0;
          let made = 0;
          let ended = false;
          for (const { hours, move: raw } of steps) {
            now += hours * HOUR;
            const ids = offers.map((offer) => offer.id);
            const pick = (n: number) => ids[n % Math.max(ids.length, 1)] ?? "none";
            let move: Move;
            if (raw.kind === "make") {
              move = {
                kind: "make",
                id: `o${made}`,
                buyerId: raw.buyerId,
                amountCents: raw.amountCents,
              };
            } else if (raw.kind === "counter") {
              move = {
                kind: "counter",
                actorId: raw.actorId,
                offerId: pick(raw.pick),
                amountCents: raw.amountCents,
              };
            } else if (raw.kind === "sale") {
              // A sale at the reserved price to its buyer, or at the asking price to anyone.
              const held = reservation(offers, now);
              move =
                held && raw.pick % 2 === 0
                  ? { kind: "sale", buyerId: held.buyerId, priceCents: held.priceCents }
                  : {
                      kind: "sale",
                      buyerId: held?.buyerId ?? raw.buyerId,
                      priceCents: w.askingCents as number,
                    };
            } else if (raw.kind === "lease") {
              move = raw;
            } else {
              move = { kind: raw.kind, actorId: raw.actorId, offerId: pick(raw.pick) };
            }
            if (ended && (move.kind === "sale" || move.kind === "lease")) continue;
            // Once sold, the work is no longer for sale to anyone.
            model.w = { ...w, onSale: !ended };
            const result = applyMove(model.w, offers, move, now);
            const expected = model.apply(move, now);
            expect(result.ok).toBe(expected);
            if (result.ok) {
              offers = result.offers;
              if (move.kind === "make") made += 1;
              if (move.kind === "sale") ended = true;
            }
            model.tick(now);
            expect(offers.map((offer) => statusAt(offer, now))).toEqual(
              model.offers.map((offer) => offer.status),
            );
            // Invariants.
            const live = offers.filter((offer) => statusAt(offer, now) === "accepted");
            expect(live.length).toBeLessThanOrEqual(1);
            for (const buyer of buyers) {
              expect(
                offers.filter((o) => o.buyerId === buyer && isWaiting(statusAt(o, now))).length,
              ).toBeLessThanOrEqual(1);
            }
            for (const offer of offers) {
              if (statusAt(offer, now) === "open" && floor !== null) {
                expect(offer.amountCents).toBeGreaterThanOrEqual(floor);
              }
              if (offer.status === "accepted" || offer.status === "completed") {
                const agreed = offer.counterCents ?? offer.amountCents;
                expect(offer.priceCents).toBe(agreed);
              }
            }
            const held = reservation(offers, now);
            if (held) expect(held.priceCents).toBe(live[0]?.priceCents);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
