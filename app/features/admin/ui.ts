// The components of admin that pages and other parts of the app may render.

export { AuditEntries } from "./audit/components/audit-entries";
export { AuditFilterBar } from "./audit/components/audit-filters";
export { AdminPageHeader } from "./components/page-header";
export { SearchBox } from "./components/search-box";
export { ActionCards } from "./dashboard/components/action-cards";
export { ActivityChart } from "./dashboard/components/activity-chart";
export { StatsGrid } from "./dashboard/components/stats-grid";
export { InvitationForm } from "./invitations/components/invitation-form";
export { InvitationsTable } from "./invitations/components/invitations-table";
export { OutboxList } from "./outbox/components/outbox-list";
export { PaymentsPage } from "./payments/components/payments-page";
export { PlansTable } from "./plans/components/plans-table";
export { AddSubscriptionForm } from "./subscriptions/components/add-subscription-form";
export {
  SubscriptionFilters,
  SubscriptionPager,
} from "./subscriptions/components/subscription-list-controls";
export { SubscriptionsTable } from "./subscriptions/components/subscriptions-table";
