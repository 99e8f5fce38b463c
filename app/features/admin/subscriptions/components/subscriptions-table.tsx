import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconArrowsSort,
  IconPencil,
  IconRefresh,
  IconSortAscending,
  IconSortDescending,
} from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { grantsPlan } from "~/features/plans";
import { formatCents, formatCount, formatDate } from "~/lib/format";
import {
  type AdminPlanOption,
  type AdminSubscriptionRow,
  listQuery,
  memberName,
  STATUS_LABELS,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionListParams,
  type SubscriptionSort,
  type SubscriptionStatus,
  sortedBy,
} from "../schema";
import { EditSubscriptionDialog } from "./edit-subscription-dialog";
import { RefillAllowancesDialog } from "./refill-allowances-dialog";

const STATUS_COLORS: Record<SubscriptionStatus, string> = {
  active: "green",
  canceled: "gray",
  past_due: "orange",
  unpaid: "red",
};

/** '1 star', '5 stars'. */
function count(value: number | null, one: string, many: string) {
  return formatCount(value ?? 0, one, many);
}

/** A plan's benefits: stars, reveals, artworks, spaces. */
function benefits(row: AdminSubscriptionRow): string[] {
  return [
    count(row.promotionStars, "star", "stars"),
    count(row.revealsPerMonth, "reveal", "reveals"),
    count(row.maxArtworks, "artwork", "artworks"),
    count(row.maxCuratorSpaces, "space", "spaces"),
  ];
}

function StatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge
      color={STATUS_COLORS[status]}
      variant="dot"
      styles={{ root: { flex: "none" }, label: { overflow: "visible" } }}
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}

function Member({ row }: { row: AdminSubscriptionRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {memberName(row)}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
        {row.email ?? SUBSCRIPTION_MESSAGES.emailMissing}
      </Text>
      {row.handle ? (
        <Text size="xs" c="dimmed">
          @{row.handle}
        </Text>
      ) : null}
    </Stack>
  );
}

function Plan({ row }: { row: AdminSubscriptionRow }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {row.planName ?? SUBSCRIPTION_MESSAGES.unknownPlan}
      </Text>
      {row.priceCents !== null ? (
        <Text size="xs" c="dimmed">
          {formatCents(row.priceCents)}/month
        </Text>
      ) : null}
      {row.cancelAtPeriodEnd ? (
        <Text size="xs" c="red.9" fw={600}>
          {SUBSCRIPTION_MESSAGES.cancelsAtPeriodEnd}
        </Text>
      ) : null}
    </Stack>
  );
}

function Benefits({ row }: { row: AdminSubscriptionRow }) {
  if (row.planName === null) return <Text size="sm">-</Text>;
  return (
    <Text size="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
      {benefits(row).map((item) => (
        <li key={item}>{item}</li>
      ))}
    </Text>
  );
}

const COLUMNS: { key: SubscriptionSort; label: string; width?: number }[] = [
  { key: "user", label: "User" },
  { key: "plan", label: "Plan", width: 190 },
  { key: "status", label: "Status", width: 130 },
  { key: "renewal", label: "Renewal Date", width: 150 },
];

function SortHeader({
  column,
  params,
}: {
  column: (typeof COLUMNS)[number];
  params: SubscriptionListParams;
}) {
  const active = params.sort === column.key;
  const Icon = !active
    ? IconArrowsSort
    : params.dir === "asc"
      ? IconSortAscending
      : IconSortDescending;
  return (
    <Table.Th
      style={{ width: column.width }}
      aria-sort={active ? (params.dir === "asc" ? "ascending" : "descending") : undefined}
    >
      <UnstyledButton
        component={Link}
        to={listQuery(sortedBy(params, column.key)) || "?"}
        preventScrollReset
        fw={700}
        fz="sm"
        style={{ display: "inline-flex", alignItems: "center", gap: 4 }}
      >
        {column.label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * R-admin-subscriptions-list: the page of subscriptions, a table with sortable
 * headers from tablet width up and a card per subscription on phones; Edit
 * opens the dialog, Refill (active subscriptions only) the refill dialog.
 */
export function SubscriptionsTable({
  rows,
  params,
  plans,
}: {
  rows: AdminSubscriptionRow[];
  params: SubscriptionListParams;
  plans: AdminPlanOption[];
}) {
  const [editing, setEditing] = useState<AdminSubscriptionRow | null>(null);
  const [refilling, setRefilling] = useState<AdminSubscriptionRow | null>(null);
  const actions = (row: AdminSubscriptionRow) => (
    <Group gap={6} wrap="nowrap" justify="flex-end" style={{ flex: "none" }}>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconPencil size={14} aria-hidden />}
        onClick={() => setEditing(row)}
        aria-label={`Edit subscription of ${memberName(row)}`}
      >
        Edit
      </Button>
      {grantsPlan(row.status) ? (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => setRefilling(row)}
          aria-label={`Refill allowances of ${memberName(row)}`}
        >
          Refill
        </Button>
      ) : null}
    </Group>
  );

  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={860} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Subscriptions">
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <SortHeader key={column.key} column={column} params={params} />
                ))}
                <Table.Th style={{ width: 120 }}>Benefits</Table.Th>
                <Table.Th style={{ width: 180 }}>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Member row={row} />
                  </Table.Td>
                  <Table.Td>
                    <Plan row={row} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">{formatDate(row.currentPeriodEnd)}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Benefits row={row} />
                  </Table.Td>
                  <Table.Td>{actions(row)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>

      <Stack hiddenFrom="sm" gap="sm">
        <Group gap="xs" wrap="wrap" aria-label="Sort by" role="group">
          {COLUMNS.map((column) => {
            const active = params.sort === column.key;
            return (
              <Button
                key={column.key}
                component={Link}
                to={listQuery(sortedBy(params, column.key)) || "?"}
                preventScrollReset
                size="compact-xs"
                variant={active ? "light" : "subtle"}
                aria-current={active ? "true" : undefined}
              >
                {column.label}
                {active ? (params.dir === "asc" ? " ↑" : " ↓") : ""}
              </Button>
            );
          })}
        </Group>
        {rows.map((row) => (
          <Paper key={row.id} withBorder radius="md" p="sm" component="article">
            <Stack gap="xs">
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Member row={row} />
                <StatusBadge status={row.status} />
              </Group>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <Plan row={row} />
                <Text size="sm" ta="right">
                  Renews {formatDate(row.currentPeriodEnd)}
                </Text>
              </Group>
              {row.planName === null ? null : (
                <Text size="xs" c="dimmed">
                  {benefits(row).join(" · ")}
                </Text>
              )}
              {actions(row)}
            </Stack>
          </Paper>
        ))}
      </Stack>

      <EditSubscriptionDialog
        subscription={editing}
        plans={plans}
        onClose={() => setEditing(null)}
      />
      <RefillAllowancesDialog subscription={refilling} onClose={() => setRefilling(null)} />
    </>
  );
}
