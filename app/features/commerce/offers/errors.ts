import { defineErrors } from "~/lib/errors";
import { OFFER_MESSAGES } from "./messages";
import type { OfferRefusal } from "./moves";

/** Every refusal of an offer move: its code ("offers.<key>"), text, status and field. */
export const offerErrors = defineErrors("offers", {
  "sign-in": { message: OFFER_MESSAGES.signIn, status: 401 },
  "not-found": { message: OFFER_MESSAGES.notFound, status: 404 },
  "own-work": { message: OFFER_MESSAGES.ownWork, status: 403 },
  "not-accepting": { message: OFFER_MESSAGES.notAccepting, status: 409 },
  "not-for-sale": { message: OFFER_MESSAGES.notForSale, status: 409 },
  "invalid-amount": { message: OFFER_MESSAGES.invalidAmount, status: 400, field: "amount" },
  "above-asking": { message: OFFER_MESSAGES.aboveAsking, status: 400, field: "amount" },
  "counter-too-low": { message: OFFER_MESSAGES.counterTooLow, status: 400, field: "amount" },
  "already-open": { message: OFFER_MESSAGES.alreadyOpen, status: 409 },
  "not-waiting": { message: OFFER_MESSAGES.notWaiting, status: 409 },
  "not-your-turn": { message: OFFER_MESSAGES.notYourTurn, status: 403 },
  reserved: { message: OFFER_MESSAGES.reserved, status: 409 },
  "floor-above-asking": {
    message: OFFER_MESSAGES.floorAboveAsking,
    status: 400,
    field: "floor",
  },
  "unknown-request": { message: "Unknown request.", status: 400 },
} satisfies Record<OfferRefusal, unknown> & Record<string, unknown>);
