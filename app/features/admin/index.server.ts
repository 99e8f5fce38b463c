// What other parts of the app may use from admin on the server only.
export { adminCounts } from "./dashboard/queries.server";
export {
  latestMailState,
  listOutboxMail,
  mailDelivery,
  OUTBOX_PAGE_SIZE,
  outboxTotals,
} from "./outbox/queries.server";
