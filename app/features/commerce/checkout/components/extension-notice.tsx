import { Alert, Text } from "@mantine/core";
import { IconCalendarPlus } from "@tabler/icons-react";
import { extendingMessage } from "~/features/commerce/checkout/messages";
import { type ExtendedLease, nextLeaseFrom } from "~/features/commerce/leases/lease-extension";
import { formatDate } from "~/lib/format";

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
      variant="light"
      icon={<IconCalendarPlus size={20} aria-hidden />}
      data-testid="extension-notice"
    >
      <Text size="sm">
        {extendingMessage(extension)} The extension starts the next day, so the work stays with you.
      </Text>
      {next ? (
        <Text size="sm" mt={4} data-testid="extension-limit">
          Another lease of this work starts on {formatDate(next.startDate)}, so the extension must
          end by then.
        </Text>
      ) : null}
    </Alert>
  );
}
