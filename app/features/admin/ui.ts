// The components of admin that pages and other parts of the app may render.
export { AdminPageHeader } from "./components/page-header";
export { SearchBox } from "./components/search-box";
export { ActionCards } from "./dashboard/components/action-cards";
export { StatsGrid } from "./dashboard/components/stats-grid";
export { InvitationForm } from "./invitations/components/invitation-form";
export { InvitationsTable } from "./invitations/components/invitations-table";
export { OutboxList } from "./outbox/components/outbox-list";
