import { z } from "zod";
import { parseDecimal } from "~/lib/numbers";
import { plainText } from "~/lib/plain-text";
import { OFFER_MESSAGES } from "./messages";
import { MAX_OFFER_CENTS, OFFER_NOTE_MAX } from "./moves";

export { OFFER_NOTE_MAX };

/** Dollars as typed, to the cent, greater than 0 and within the price limit → whole cents. */
export const offerAmount = z.union([z.string(), z.number()]).transform((raw, ctx) => {
  const value = parseDecimal(raw);
  const cents = value === null ? Number.NaN : Math.round(value * 100);
  if (
    value === null ||
    Math.abs(value * 100 - cents) > 1e-6 ||
    cents <= 0 ||
    cents > MAX_OFFER_CENTS
  ) {
    ctx.addIssue({ code: "custom", message: OFFER_MESSAGES.invalidAmount });
    return z.NEVER;
  }
  return cents;
});

const note = plainText()
  .trim()
  .max(OFFER_NOTE_MAX, `A note cannot exceed ${OFFER_NOTE_MAX} characters`)
  .nullish()
  .transform((value) => (value ? value : null));

const id = z.string().uuid("Unknown offer.").toLowerCase();

/** The Make an Offer dialog. */
export const makeOfferSchema = z.object({
  intent: z.literal("make-offer"),
  amount: offerAmount,
  note,
});

/** An answer to an offer or a counter, one shape per intent. */
export const answerOfferSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("accept"), offerId: id }),
  z.object({ intent: z.literal("decline"), offerId: id }),
  z.object({ intent: z.literal("withdraw"), offerId: id }),
  z.object({ intent: z.literal("counter"), offerId: id, amount: offerAmount, note }),
]);
export type AnswerOfferInput = z.output<typeof answerOfferSchema>;

/** The owner's terms, from the studio editor: blank floor means none. */
export const offerSettingsSchema = z.object({
  acceptsOffers: z
    .union([z.boolean(), z.stringbool()])
    .optional()
    .transform((value) => value ?? false),
  floor: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((raw, ctx) => {
      if (raw == null || String(raw).trim() === "") return null;
      const parsed = offerAmount.safeParse(raw);
      if (!parsed.success) {
        ctx.addIssue({ code: "custom", message: OFFER_MESSAGES.invalidAmount });
        return z.NEVER;
      }
      return parsed.data;
    }),
});
