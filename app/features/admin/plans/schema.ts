import { z } from "zod";
import { formatDollars } from "~/lib/format";
import { plainText } from "~/lib/plain-text";
import { auditReason, requiredAuditReason } from "../audit/schema";

/** The largest monthly price a plan may ask, in dollars. */
export const MAX_PLAN_PRICE_DOLLARS = 100_000;
/** The largest allowance or limit a plan may grant. */
export const MAX_PLAN_LIMIT = 100_000;

export const PLAN_LIMIT_FIELDS = [
  "tier",
  "promotionStars",
  "revealsPerMonth",
  "maxArtworks",
  "maxCuratorSpaces",
] as const;

/** A limit typed in the form: a whole number from 0 (R-admin-plans). */
function limit(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => !v.startsWith("-"), `${label} cannot be below zero`)
    .refine((v) => /^\d+$/.test(v), `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n <= MAX_PLAN_LIMIT, `${label} can be at most ${MAX_PLAN_LIMIT}`);
}

/** The monthly price in dollars with at most two decimals, stored as cents. */
const price = z
  .string({ error: "Monthly price is required" })
  .trim()
  .min(1, "Monthly price is required")
  .refine((v) => !v.startsWith("-"), "Monthly price cannot be below zero")
  .refine((v) => /^\d+(\.\d{1,2})?$/.test(v), "Enter the monthly price in dollars, e.g. 25 or 9.99")
  .refine(
    (v) => Number(v) <= MAX_PLAN_PRICE_DOLLARS,
    `Monthly price can be at most ${formatDollars(MAX_PLAN_PRICE_DOLLARS)}`,
  )
  .transform((v) => {
    const [dollars = "0", cents = ""] = v.split(".");
    return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  });

const planFields = {
  name: plainText({ error: "Plan name is required" })
    .trim()
    .min(1, "Plan name is required")
    .max(60, "Plan name cannot exceed 60 characters"),
  price,
  tier: limit("Tier"),
  promotionStars: limit("Promotion stars"),
  revealsPerMonth: limit("Reveals per month"),
  maxArtworks: limit("Max artworks"),
  maxCuratorSpaces: limit("Max curator spaces"),
  /** Active plans are offered on /subscribe; retired ones stay on their subscriptions. */
  status: z.enum(["active", "retired"], { error: "Choose Active or Retired" }),
};

export const createPlanSchema = z.object({
  intent: z.literal("create"),
  ...planFields,
  reason: auditReason.nullable().default(null),
});

export const updatePlanSchema = z.object({
  intent: z.literal("update"),
  planId: z.uuid({ error: "Unknown plan. Reload the page and try again." }),
  ...planFields,
  reason: requiredAuditReason,
});

/** The plans page's form: a new plan, or a change to one. */
export const planActionSchema = z.discriminatedUnion(
  "intent",
  [createPlanSchema, updatePlanSchema],
  { error: "Unknown action" },
);

export type CreatePlanInput = z.infer<typeof createPlanSchema>;
export type UpdatePlanInput = z.infer<typeof updatePlanSchema>;
export type PlanActionInput = z.infer<typeof planActionSchema>;

/** A plan as the admin page lists and edits it. */
export type AdminPlanRow = {
  id: string;
  name: string;
  priceCents: number;
  tier: number;
  promotionStars: number;
  revealsPerMonth: number;
  maxArtworks: number;
  maxCuratorSpaces: number;
  isActive: boolean;
  /** Active subscriptions on the plan. */
  members: number;
  updatedAt: Date | string;
};

/** What the edit form starts with for a plan. */
export function planFormValues(plan: AdminPlanRow | null) {
  if (!plan) {
    return {
      name: "",
      price: "",
      tier: "1",
      promotionStars: "0",
      revealsPerMonth: "0",
      maxArtworks: "0",
      maxCuratorSpaces: "0",
      status: "active" as const,
      reason: "",
    };
  }
  return {
    name: plan.name,
    price:
      plan.priceCents % 100 === 0
        ? String(plan.priceCents / 100)
        : (plan.priceCents / 100).toFixed(2),
    tier: String(plan.tier),
    promotionStars: String(plan.promotionStars),
    revealsPerMonth: String(plan.revealsPerMonth),
    maxArtworks: String(plan.maxArtworks),
    maxCuratorSpaces: String(plan.maxCuratorSpaces),
    status: plan.isActive ? ("active" as const) : ("retired" as const),
    reason: "",
  };
}
