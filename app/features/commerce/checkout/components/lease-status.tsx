import { IconCalendarTime } from "@tabler/icons-react";
import { Alert } from "~/components/alert";
import text from "~/components/text.module.css";
import type { LeaseStatus } from "~/features/commerce/leases/lease-pricing";
import { formatDate } from "~/lib/format";

/** 'On lease until {date}' and the next free date, on the artwork page. */
export function LeaseStatusNotice({ status }: { status: LeaseStatus }) {
  if (!status.onLeaseUntil) return null;
  return (
    <Alert role="status" color="indigo" icon={<IconCalendarTime size={20} aria-hidden />}>
      <p className={`${text.plain} ${text.sm} ${text.strong}`}>
        On lease until {formatDate(status.onLeaseUntil)}
      </p>
      <p className={`${text.plain} ${text.sm}`}>
        Next free date: {formatDate(status.nextFreeDate)}
      </p>
    </Alert>
  );
}
