// The components of admin that pages and other parts of the app may render.
export { ActionCards, StatsGrid } from "./components/dashboard";
export { InvitationForm } from "./components/invitation-form";
export { InvitationsTable } from "./components/invitations-table";
export { OutboxList } from "./components/outbox-list";
export { AdminPageHeader } from "./components/page-header";
export { SearchBox } from "./components/search-box";
