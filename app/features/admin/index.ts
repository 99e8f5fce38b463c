// What other parts of the app may use from admin: schemas, types and texts (browser and server).

export { AUDIT_KINDS, AUDIT_PAGE_SIZE, auditUrl, parseAuditFilters } from "./audit/schema";
export { paymentErrors } from "./payments/errors";
export {
  type AdminPaymentRow,
  type AdminTransferRow,
  type AttentionCounts,
  type FailedPayoutRow,
  PAYMENT_MESSAGES,
  type PaymentListParams,
  parsePaymentParams,
  paymentActionSchema,
  paymentsQuery,
} from "./payments/schema";
export { planActionSchema } from "./plans/schema";
export { subscriptionErrors } from "./subscriptions/errors";
export {
  type AddSubscriptionInput,
  type AdminPlanOption,
  type AdminSubscriptionRow,
  DEFAULT_LIST_PARAMS,
  listQuery,
  type MemberSearchResult,
  parseListParams,
  type RefillAllowancesInput,
  STATUS_LABELS,
  SUBSCRIPTION_MESSAGES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionListParams,
  subscriptionActionSchema,
  type UpdateSubscriptionInput,
  userSearchText,
} from "./subscriptions/schema";
