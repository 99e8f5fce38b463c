import { z } from "zod";
import { isCalendarDateText } from "~/lib/dates";
import { plainText } from "~/lib/plain-text";
import { searchTerm } from "~/lib/search-term";
import { auditReason, MAX_AUDIT_REASON } from "../audit/schema";

/**
 * Texts of Manage Subscriptions (R-admin-subscriptions-list,
 * R-admin-subscription-edit, R-admin-subscription-add, R-admin-user-search).
 */
export const SUBSCRIPTION_MESSAGES = {
  updated: "Subscription updated successfully",
  updateFailed: "Failed to update subscription",
  created: (name: string) => `Subscription created successfully for ${name}`,
  createFailed: "Failed to create subscription",
  bothRequired: "Please select both a user and a plan",
  noSubscriptions: "No subscriptions found",
  searchFailed: "Failed to search users",
  noUsers: "No users found",
  searching: "Searching users...",
  emailMissing: "Email not available",
  unknownUser: "Unknown User",
  unknownPlan: "Unknown Plan",
  cancelsAtPeriodEnd: "(Cancels at period end)",
  reasonRequired: "Please give a reason: the change is kept in the audit trail",
  /** Refill allowances (not in the spec: a refill is an admin's explicit act). */
  refilled: (name: string) => `Allowances refilled for ${name}`,
  refillFailed: "Failed to refill allowances",
  refillReasonRequired: "Please give a reason for the refill: the audit trail keeps it",
  refillNotActive: "Only an active subscription's allowances can be refilled",
  unchanged: "Nothing to save: the subscription is as it was",
  loadFailed: "Failed to load subscriptions",
} as const;

export const SUBSCRIPTION_STATUSES = ["active", "canceled", "past_due", "unpaid"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: "Active",
  canceled: "Canceled",
  past_due: "Past Due",
  unpaid: "Unpaid",
};

/** The sortable columns: User, Plan, Status, Renewal Date. */
export const SUBSCRIPTION_SORTS = ["user", "plan", "status", "renewal"] as const;
export type SubscriptionSort = (typeof SUBSCRIPTION_SORTS)[number];
export type SortDirection = "asc" | "desc";

export const SUBSCRIPTIONS_PAGE_SIZE = 25;
/** Pages past this are not offered (10,000 rows deep); search or filter instead. */
export const MAX_SUBSCRIPTIONS_PAGE = 400;

/** User search: from 2 characters, 10 results, 500 ms after the last key (R-admin-user-search). */
export const USER_SEARCH_MIN = 2;
export const USER_SEARCH_LIMIT = 10;
export const USER_SEARCH_DEBOUNCE_MS = 500;
/** The longest user search text read; the field allows no more. */
export const USER_SEARCH_MAX = 100;

/** The list's search, status filter, order and page, all kept in the URL. */
export type SubscriptionListParams = {
  q: string;
  status: SubscriptionStatus | null;
  sort: SubscriptionSort;
  dir: SortDirection;
  page: number;
};

export const DEFAULT_LIST_PARAMS: SubscriptionListParams = {
  q: "",
  status: null,
  sort: "renewal",
  dir: "desc",
  page: 1,
};

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The list's parameters from the URL. A value the page never writes (an
 * unknown status or column, a page that is not a whole number in range) falls
 * back to its default, so a hand-edited address still shows a list.
 */
export function parseListParams(params: URLSearchParams): SubscriptionListParams {
  const q = searchTerm(params);
  const status = oneOf(SUBSCRIPTION_STATUSES, params.get("status"));
  const sort = oneOf(SUBSCRIPTION_SORTS, params.get("sort")) ?? DEFAULT_LIST_PARAMS.sort;
  const dirParam = oneOf(["asc", "desc"] as const, params.get("dir"));
  // Renewal date reads newest first unless asked; the other columns start ascending.
  const dir = dirParam ?? (sort === "renewal" ? "desc" : "asc");
  const pageText = params.get("page") ?? "";
  const pageNumber = /^\d{1,4}$/.test(pageText) ? Number(pageText) : 1;
  const page = pageNumber >= 1 && pageNumber <= MAX_SUBSCRIPTIONS_PAGE ? pageNumber : 1;
  return { q, status, sort, dir, page };
}

/** The URL query of a list state; defaults are left out so addresses stay short. */
export function listQuery(params: SubscriptionListParams): string {
  const query = new URLSearchParams();
  if (params.q) query.set("q", params.q);
  if (params.status) query.set("status", params.status);
  if (params.sort !== DEFAULT_LIST_PARAMS.sort || params.dir !== DEFAULT_LIST_PARAMS.dir) {
    query.set("sort", params.sort);
    query.set("dir", params.dir);
  }
  if (params.page > 1) query.set("page", String(params.page));
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * Clicking a column header: the active column toggles its direction, a new
 * column starts ascending; either way the list goes back to its first page.
 */
export function sortedBy(
  params: SubscriptionListParams,
  column: SubscriptionSort,
): SubscriptionListParams {
  const dir: SortDirection =
    params.sort === column ? (params.dir === "asc" ? "desc" : "asc") : "asc";
  return { ...params, sort: column, dir, page: 1 };
}

/** A 'yyyy-mm-dd' that is a real day between 2000 and 2200. */
export function isRenewalDate(value: string): boolean {
  if (!isCalendarDateText(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return false;
  const year = date.getUTCFullYear();
  return date.toISOString().slice(0, 10) === value && year >= 2000 && year <= 2200;
}

const RELOAD = "Reload the page and try again.";

/** Update Subscription: the dialog's fields (the reason is required by the server when needed). */
export const updateSubscriptionSchema = z.object({
  intent: z.literal("update"),
  subscriptionId: z.uuid({ error: `Unknown subscription. ${RELOAD}` }),
  planId: z.uuid({ error: "Please choose a plan" }),
  status: z.enum(SUBSCRIPTION_STATUSES, { error: "Please choose a status" }),
  renewalDate: z
    .string({ error: "Please choose a renewal date" })
    .trim()
    .min(1, "Please choose a renewal date")
    .refine(isRenewalDate, "Please enter a valid renewal date"),
  cancelAtPeriodEnd: z.boolean().default(false),
  reason: auditReason.nullable().default(null),
});

/**
 * Refill allowances: sets the member's reveals and stars back to the plan's,
 * only with a reason (R-admin-allowance-refill).
 */
export const refillAllowancesSchema = z.object({
  intent: z.literal("refill"),
  subscriptionId: z.uuid({ error: `Unknown subscription. ${RELOAD}` }),
  reason: plainText({ error: SUBSCRIPTION_MESSAGES.refillReasonRequired })
    .trim()
    .min(1, SUBSCRIPTION_MESSAGES.refillReasonRequired)
    .max(MAX_AUDIT_REASON, `The reason cannot exceed ${MAX_AUDIT_REASON} characters`),
});

/** Add Subscription: a member and a plan, both required. */
export const addSubscriptionSchema = z.object({
  intent: z.literal("add"),
  userId: z.uuid({ error: SUBSCRIPTION_MESSAGES.bothRequired }),
  planId: z.uuid({ error: SUBSCRIPTION_MESSAGES.bothRequired }),
});

export const subscriptionActionSchema = z.discriminatedUnion(
  "intent",
  [updateSubscriptionSchema, addSubscriptionSchema, refillAllowancesSchema],
  { error: `Unknown request. ${RELOAD}` },
);

export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;
export type AddSubscriptionInput = z.infer<typeof addSubscriptionSchema>;
export type RefillAllowancesInput = z.infer<typeof refillAllowancesSchema>;

/** The user search's text: at least 2 characters once trimmed, control characters dropped. */
export function userSearchText(params: URLSearchParams): string | null {
  const q = searchTerm(params, USER_SEARCH_MAX);
  return q.length >= USER_SEARCH_MIN ? q : null;
}

/** One row of the list, as the page shows it. */
export type AdminSubscriptionRow = {
  id: string;
  userId: string;
  userName: string | null;
  handle: string | null;
  email: string | null;
  planId: string;
  planName: string | null;
  priceCents: number | null;
  promotionStars: number | null;
  revealsPerMonth: number | null;
  maxArtworks: number | null;
  maxCuratorSpaces: number | null;
  status: SubscriptionStatus;
  currentPeriodEnd: string;
  /** The renewal date's day in the gallery's time zone, for the date field. */
  renewalDate: string;
  cancelAtPeriodEnd: boolean;
};

/** A plan the dialogs offer. */
export type AdminPlanOption = {
  id: string;
  name: string;
  priceCents: number;
  isActive: boolean;
};

/** A member the user search found (e-mail read on the server, for admins only). */
export type MemberSearchResult = {
  id: string;
  fullName: string | null;
  handle: string;
  email: string | null;
  avatarKey: string | null;
};

export type UserSearchAnswer =
  | { ok: true; users: MemberSearchResult[] }
  | { ok: false; error: string };

/** A member's name as the page shows it: the full name, else 'Unknown User'. */
export function memberName(row: { userName?: string | null; fullName?: string | null }): string {
  return row.userName?.trim() || row.fullName?.trim() || SUBSCRIPTION_MESSAGES.unknownUser;
}
