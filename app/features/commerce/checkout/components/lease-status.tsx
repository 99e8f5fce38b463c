import { Alert, Text } from "@mantine/core";
import { IconCalendarTime } from "@tabler/icons-react";
import type { LeaseStatus } from "~/features/commerce/leases/lease-pricing";
import { formatDate } from "~/lib/format";

/** 'On lease until {date}' and the next free date, on the artwork page. */
export function LeaseStatusNotice({ status }: { status: LeaseStatus }) {
  if (!status.onLeaseUntil) return null;
  return (
    <Alert color="indigo" variant="light" icon={<IconCalendarTime size={20} />} role="status">
      <Text fw={600} size="sm">
        On lease until {formatDate(status.onLeaseUntil)}
      </Text>
      <Text size="sm">Next free date: {formatDate(status.nextFreeDate)}</Text>
    </Alert>
  );
}
