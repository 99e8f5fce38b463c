import { defineErrors } from "~/lib/errors";
import { SUBSCRIPTION_MESSAGES } from "./schema";

/** Every error Manage Subscriptions raises (R-admin-subscription-edit, R-admin-subscription-add). */
export const subscriptionErrors = defineErrors("subscriptions", {
  /** The user search answers visitors and members instead of sending them to a page. */
  "sign-in": { message: "Please sign in as an administrator.", status: 401 },
  "admins-only": { message: "Only administrators can search members.", status: 403 },
  "unknown-subscription": {
    message: "That subscription no longer exists. Reload the page and try again.",
    status: 404,
  },
  "unknown-user": {
    message: "That member no longer exists. Search for them again.",
    status: 404,
    field: "userId",
  },
  "unknown-plan": {
    message: "That plan does not exist. Reload the page and try again.",
    status: 404,
    field: "planId",
  },
  /** A status change or a renewal date in the past: the audit trail keeps why. */
  "reason-required": { message: SUBSCRIPTION_MESSAGES.reasonRequired, field: "reason" },
  /** A refill is always audited with why. */
  "refill-reason-required": {
    message: SUBSCRIPTION_MESSAGES.refillReasonRequired,
    field: "reason",
  },
  /** A canceled, past-due or unpaid subscription gives the Free Tier, not its plan. */
  "refill-not-active": { message: SUBSCRIPTION_MESSAGES.refillNotActive, status: 409 },
  /** Making a subscription active while the member holds another active one. */
  "already-active": {
    message:
      "This member already has another active subscription. Change that one, or cancel it first.",
    status: 409,
    field: "status",
  },
});
