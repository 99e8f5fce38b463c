import { z } from "zod";
import {
  isIsoDate,
  LEASE_DURATION_TYPES,
  latestLeaseStart,
  MAX_LEASE_DAYS,
  parseLeaseDays,
} from "~/features/commerce/leases/lease-pricing";
import { plainText } from "~/lib/plain-text";
import { cardDigits, expiryInFuture, luhnValid } from "./card";
import { checkoutErrors } from "./errors";
import { CHECKOUT_MESSAGES } from "./messages";

export type CheckoutType = "purchase" | "lease";

export function parseCheckoutType(value: string | null): CheckoutType | null {
  return value === "purchase" || value === "lease" ? value : null;
}

/** The card form, checked in the browser before Review and again on the server. */
export const cardSchema = z.object({
  cardName: plainText()
    .trim()
    .min(1, "Please enter the name on the card")
    .max(100, "The name is too long"),
  cardNumber: z
    .string()
    .transform(cardDigits)
    .refine(luhnValid, "Please enter a valid card number"),
  cardExpiry: z
    .string()
    .trim()
    .refine((value) => expiryInFuture(value), "Please enter an expiry date in the future (MM/YY)"),
  cardCvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Please enter the 3 or 4 digit security code"),
});
export type CardInput = z.infer<typeof cardSchema>;

/** Why a start date cannot be used, or null: a real date from today to two years ahead. */
export function startDateProblem(startDate: string, today: string): string | null {
  if (!isIsoDate(startDate)) return CHECKOUT_MESSAGES.badStart;
  if (startDate < today) return CHECKOUT_MESSAGES.pastStart;
  if (startDate > latestLeaseStart(today)) return CHECKOUT_MESSAGES.farStart;
  return null;
}

/**
 * The lease details, checked in the browser at step 1 and again by the server
 * at step 1 and at completion. `today` is the gallery's date. Unreadable days
 * become 1 (the field is a number input); more than ten years is refused; a
 * missing or unknown billing type is refused, never read as daily.
 */
export function leaseDetailsSchema(today: string) {
  return z.object({
    startDate: z
      .string()
      .trim()
      .superRefine((value, ctx) => {
        const problem = startDateProblem(value, today);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    days: z
      .union([z.string(), z.number()])
      .optional()
      .superRefine((value, ctx) => {
        const text = String(value ?? "").trim();
        if (/^\d+$/.test(text) && Number(text) > MAX_LEASE_DAYS) {
          ctx.addIssue({ code: "custom", message: CHECKOUT_MESSAGES.tooLong });
        }
      })
      .transform(parseLeaseDays),
    durationType: z.enum(LEASE_DURATION_TYPES, CHECKOUT_MESSAGES.billingType),
  });
}
export type LeaseDetails = z.infer<ReturnType<typeof leaseDetailsSchema>>;

/** The lease details parsed against today, or a 400 naming the first problem and its field. */
export function parseLeaseDetails(raw: unknown, today: string): LeaseDetails {
  const parsed = leaseDetailsSchema(today).safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw checkoutErrors.raise("invalid-lease", {
    message: issue?.message,
    field: issue ? String(issue.path[0] ?? "startDate") : undefined,
  });
}

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CHECKOUT_MESSAGES.invalidCode),
});

/** A form field as sent; missing or anything but text reads as empty (the rules above judge it). */
const sent = z.string().default("").catch("");

/** The lease fields as the form sends them; `leaseDetailsSchema` checks them. */
const leaseFields = { startDate: sent, days: sent, durationType: sent };
/** The card fields as the form sends them; `cardSchema` checks them. */
const cardFields = { cardName: sent, cardNumber: sent, cardExpiry: sent, cardCvc: sent };

/**
 * What the checkout form posts, one shape per intent: e-mail a code, check the
 * lease dates (step 1), prepare the payment the browser authorises or let it
 * go (step 2, with Stripe), check the code (step 3), complete (Review). Parsed once
 * by the action; the lease details and the card are then checked with their
 * own schemas by the feature, in the spec's order.
 */
export const checkoutIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("send-code") }),
  z.object({ intent: z.literal("check-lease"), ...leaseFields }),
  z.object({
    intent: z.literal("prepare-payment"),
    ...leaseFields,
    /** The page's own random key: one payment per checkout page and amount. */
    nonce: sent,
  }),
  /** "Use another card": the payment authorised at step 2 is let go (Stripe). */
  z.object({ intent: z.literal("release-payment"), paymentIntent: sent }),
  z.object({ intent: z.literal("check-code"), ...codeSchema.shape }),
  z.object({
    intent: z.literal("complete"),
    ...codeSchema.shape,
    /** With the test provider: the card (checked, never kept). */
    ...cardFields,
    /** With Stripe: the PaymentIntent the browser authorised (the card never comes here). */
    paymentIntent: sent,
    ...leaseFields,
    /** The total in cents the buyer reviewed; the charge must be that amount. */
    expectedTotal: sent,
  }),
]);
export type CheckoutIntent = z.infer<typeof checkoutIntentSchema>;
/** What the checkout form posts for each intent. */
export type CheckoutPost = z.input<typeof checkoutIntentSchema>;

/** The posted form as one intent, or the checkout's 400 (unknown request, or a malformed code). */
export function parseCheckoutIntent(form: unknown): CheckoutIntent {
  const parsed = checkoutIntentSchema.safeParse(form);
  if (parsed.success) return parsed.data;
  const codeIssue = parsed.error.issues.some((issue) => issue.path[0] === "code");
  throw checkoutErrors.raise(codeIssue ? "invalid-code" : "unknown-request");
}
