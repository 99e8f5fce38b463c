import { Badge, Group, Stack, Text } from "@mantine/core";
import { IconReceiptOff } from "@tabler/icons-react";
import {
  type DashboardTransaction,
  isCompleted,
  transactionLabel,
} from "~/features/studio/dashboard/panels";
import { formatCents, formatDate } from "~/lib/format";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";

const TITLE = "Recent Activity";
const ID = "recent-activity";

function statusText(status: string) {
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

export function RecentActivity({ transactions }: { transactions: DashboardTransaction[] }) {
  return (
    <Panel id={ID} title={TITLE}>
      {transactions.length === 0 ? (
        <EmptyPanel icon={<IconReceiptOff size={24} />} title="No recent transactions">
          <Text size="sm" c="dimmed" maw={320}>
            Sales and leases of your artworks will show here.
          </Text>
        </EmptyPanel>
      ) : (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {transactions.map((transaction) => (
            <Group
              key={transaction.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              pb="sm"
              style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="nowrap">
                  <Badge
                    size="sm"
                    variant="outline"
                    color={transaction.type === "purchase" ? "teal" : "blue.8"}
                  >
                    {transactionLabel(transaction.type)}
                  </Badge>
                  <Text size="sm" fw={500} truncate="end">
                    {transaction.artworkTitle}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {formatDate(transaction.createdAt)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flex: "none" }}>
                <Text fw={700}>{formatCents(transaction.amountCents)}</Text>
                <Badge
                  size="sm"
                  variant="light"
                  color={isCompleted(transaction.status) ? "green" : "yellow"}
                  styles={{
                    label: { color: isCompleted(transaction.status) ? "#1d5e2c" : "#6e4500" },
                  }}
                >
                  {statusText(transaction.status)}
                </Badge>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

export function RecentActivitySkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={5} image={false} />
    </Panel>
  );
}
