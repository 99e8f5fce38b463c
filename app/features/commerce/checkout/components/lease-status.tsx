import { Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import { Notice } from "~/components/notice";
import type { LeaseStatus } from "~/features/commerce/leases/lease-pricing";
import { formatDate } from "~/lib/format";

/** 'On lease until {date}' and the next free date, on the artwork page. */
export function LeaseStatusNotice({ status }: { status: LeaseStatus }) {
  if (!status.onLeaseUntil) return null;
  return (
    <Notice color="indigo" icon={<IconCalendarTime size={20} aria-hidden />}>
      <Text fw={600} size="sm">
        On lease until {formatDate(status.onLeaseUntil)}
      </Text>
      <Text size="sm">Next free date: {formatDate(status.nextFreeDate)}</Text>
    </Notice>
  );
}
