import { IconCalendarPlus } from "@tabler/icons-react";
import { Alert } from "~/components/alert";
import text from "~/components/text.module.css";
import { extendingMessage } from "~/features/commerce/checkout/messages";
import { type ExtendedLease, nextLeaseFrom } from "~/features/commerce/leases/lease-extension";
import { formatDate } from "~/lib/format";
import classes from "./checkout.module.css";

/**
 * R-lease-extension, step 1: which lease is extended, from when, and how far
 * the next lease of the work lets it go (earlier leases are no concern).
 */
export function ExtensionNotice({
  extension,
  startDate,
  booked,
}: {
  extension: ExtendedLease;
  startDate: string;
  booked: { startDate: string; endDate: string }[];
}) {
  const next = nextLeaseFrom(startDate, booked);
  return (
    <Alert
      color="indigo"
      role="status"
      icon={<IconCalendarPlus size={20} aria-hidden />}
      data-testid="extension-notice"
    >
      <p className={`${text.plain} ${text.sm}`}>
        {extendingMessage(extension)} The extension starts the next day, so the work stays with you.
      </p>
      {next ? (
        <p className={`${text.plain} ${text.sm} ${classes.limit}`} data-testid="extension-limit">
          Another lease of this work starts on {formatDate(next.startDate)}, so the extension must
          end by then.
        </p>
      ) : null}
    </Alert>
  );
}
