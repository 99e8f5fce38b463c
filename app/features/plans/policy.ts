// R-current-plan, R-allowances-follow-plan: which plan a subscription's state gives a member.

import type { subscriptionStatus } from "~/db/schema";

type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number];

/**
 * The one status whose plan a member gets. Canceled, past due and unpaid
 * subscriptions give the Free Tier: its listing and curator-space limits, and
 * never more reveals or promotion stars than it grants.
 */
export const PLAN_GRANTING_STATUS = "active" satisfies SubscriptionStatus;

/** Whether a subscription in this state gives its member its plan. */
export function grantsPlan(status: SubscriptionStatus): boolean {
  return status === PLAN_GRANTING_STATUS;
}
