// What other parts of the app may use from admin on the server only.

export {
  auditActorOptions,
  auditMemberName,
  listAuditEntries,
} from "./audit/queries.server";
export { adminCounts, weeklyActivity } from "./dashboard/queries.server";
export {
  latestMailState,
  listOutboxMail,
  mailDelivery,
  OUTBOX_PAGE_SIZE,
  outboxTotals,
} from "./outbox/queries.server";
export { refundPayment, retryFailedTransfer } from "./payments/mutations.server";
export {
  attentionCounts,
  failedPayouts,
  listPayments,
  stripeDashboardUrl,
} from "./payments/queries.server";
export { createPlan, updatePlan } from "./plans/mutations.server";
export { listPlansForAdmin } from "./plans/queries.server";
export {
  addSubscription,
  refillAllowances,
  updateSubscription,
} from "./subscriptions/mutations.server";
export {
  listPlanOptions,
  listSubscriptions,
  searchMembers,
} from "./subscriptions/queries.server";
