import { z } from "zod";
import {
  isIsoDate,
  LEASE_DURATION_TYPES,
  type LeasePeriod,
  type LeaseRates,
  lastLeasedDay,
  latestLeaseStart,
  MAX_LEASE_DAYS,
  parseLeaseDays,
} from "~/features/commerce/leases/lease-pricing";
import { DomainError } from "~/lib/errors";
import { formatDate } from "~/lib/format";
import { plainText } from "~/lib/text";

export type CheckoutType = "purchase" | "lease";

export type CheckoutArtwork = LeaseRates & {
  id: string;
  title: string;
  artistName: string | null;
  salePriceCents: number | null;
  imageKey: string | null;
};

export type CheckoutOffer = {
  status: "ready" | "not-for-purchase" | "not-for-lease";
  artwork: CheckoutArtwork;
  /** Why the artwork cannot be had this way, when it cannot. */
  reason: string | null;
  canPurchase: boolean;
  canLease: boolean;
  /** Current and upcoming leases, for choosing free dates. */
  booked: Omit<LeasePeriod, "lesseeId">[];
  /** The gallery's date: the earliest start date. */
  today: string;
  /** The latest start date (two years ahead). */
  latestStart: string;
};

export type CheckoutView = { status: "not-found" } | CheckoutOffer;

export function parseCheckoutType(value: string | null): CheckoutType | null {
  return value === "purchase" || value === "lease" ? value : null;
}

/** The texts of the checkout (part 1 §5 and §8, and the product's own rules). */
export const CHECKOUT_MESSAGES = {
  purchased: "Purchase completed successfully",
  leased: "Lease completed successfully",
  failed: "Failed to process your transaction",
  invalidCode: "Invalid confirmation code. Please try again.",
  expiredCode: "This confirmation code has expired. Please request a new one.",
  usedCode: "This confirmation code has already been used. Please request a new one.",
  noCode: "Please request a confirmation code first.",
  tooManyTries: "Too many incorrect attempts. Please request a new confirmation code.",
  codeSent: "We sent a new confirmation code to your e-mail.",
  ownArtwork: "You cannot buy or lease your own artwork.",
  sold: "Sorry, this artwork has just been sold to another collector. Your card was not charged.",
  notForSale: "This artwork is not available for purchase.",
  notForLease: "This artwork is not available for lease.",
  leasedToOther: "This artwork is on lease to another member and cannot be purchased right now.",
  pastStart: "The lease cannot start before today.",
  farStart: "The lease must start within two years from today.",
  badStart: "Please choose a start date.",
  tooLong: `A lease can last at most ${MAX_LEASE_DAYS.toLocaleString("en-US")} days (ten years).`,
  declined: "Your card was declined. Please use a different card.",
  notFound: "Artwork not found",
} as const;

function digits(value: string) {
  return value.replace(/[\s-]/g, "");
}

/** Luhn check of a card number's digits. */
export function luhnValid(number: string) {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(number: string) {
  const n = digits(number);
  if (/^4/.test(n)) return "Visa";
  if (/^(5[1-5]|2(2[2-9][1-9]|[3-6]\d\d|7[01]\d|720))/.test(n)) return "Mastercard";
  if (/^3[47]/.test(n)) return "American Express";
  if (/^(6011|65|64[4-9])/.test(n)) return "Discover";
  return "Card";
}

/** Whether 'MM/YY' is this month or later. */
export function expiryInFuture(expiry: string, now = new Date()) {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

/** The card form, checked in the browser before Review and again on the server. */
export const cardSchema = z.object({
  cardName: plainText()
    .trim()
    .min(1, "Please enter the name on the card")
    .max(100, "The name is too long"),
  cardNumber: z.string().transform(digits).refine(luhnValid, "Please enter a valid card number"),
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

/**
 * Refusal of dates another lease holds, naming them (first to last leased
 * day); the taken period may be the current lease or a later one.
 */
export function leaseOverlapMessage(taken: { startDate: string; endDate: string }) {
  return `This artwork is already leased from ${formatDate(taken.startDate)} to ${formatDate(lastLeasedDay(taken.endDate))}. Please choose dates outside that period.`;
}

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
 * become 1 (the field is a number input); more than ten years is refused.
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
    durationType: z.enum(LEASE_DURATION_TYPES, "Please choose how the lease is billed."),
  });
}
export type LeaseDetails = z.infer<ReturnType<typeof leaseDetailsSchema>>;

export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, CHECKOUT_MESSAGES.invalidCode),
});

export function lastFour(cardNumber: string) {
  return digits(cardNumber).slice(-4);
}

/** The lease details parsed against today, or a 400 naming the first problem and its field. */
export function parseLeaseDetails(raw: unknown, today: string): LeaseDetails {
  const parsed = leaseDetailsSchema(today).safeParse(raw ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new DomainError(
    issue?.message ?? CHECKOUT_MESSAGES.badStart,
    400,
    String(issue?.path[0] ?? "startDate"),
  );
}
