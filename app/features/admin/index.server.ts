// What other parts of the app may use from admin on the server only.
export {
  adminCounts,
  latestMailState,
  listOutboxMail,
  mailDelivery,
  OUTBOX_PAGE_SIZE,
  outboxTotals,
} from "./queries.server";
