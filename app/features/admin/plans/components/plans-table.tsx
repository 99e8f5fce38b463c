import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import { useState } from "react";
import layout from "~/components/layout.module.css";
import { formatCents, formatCount } from "~/lib/format";
import type { AdminPlanRow } from "../schema";
import { PlanFormDialog } from "./plan-form-dialog";

const numberFormat = new Intl.NumberFormat("en-US");

/** The plan's allowances and its member count, right-aligned columns of the table. */
const COUNT_COLUMNS: { label: string; value: (plan: AdminPlanRow) => number }[] = [
  { label: "Stars", value: (plan) => plan.promotionStars },
  { label: "Reveals", value: (plan) => plan.revealsPerMonth },
  { label: "Artworks", value: (plan) => plan.maxArtworks },
  { label: "Spaces", value: (plan) => plan.maxCuratorSpaces },
  { label: "Members", value: (plan) => plan.members },
];

function EditButton({
  plan,
  onEdit,
}: {
  plan: AdminPlanRow;
  onEdit: (plan: AdminPlanRow) => void;
}) {
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconPencil size={14} aria-hidden />}
      onClick={() => onEdit(plan)}
      aria-label={`Edit ${plan.name}`}
      style={{ alignSelf: "flex-start" }}
    >
      Edit
    </Button>
  );
}

function StatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge color="teal" variant="light" c="teal.9">
      Active
    </Badge>
  ) : (
    <Badge color="gray" variant="light" c="gray.8">
      Retired
    </Badge>
  );
}

/** R-admin-plans: every plan with its price and limits, Create Plan and an Edit per plan. */
export function PlansTable({ plans }: { plans: AdminPlanRow[] }) {
  const [editing, setEditing] = useState<AdminPlanRow | null>(null);
  const [creating, setCreating] = useState(false);
  const close = () => {
    setEditing(null);
    setCreating(false);
  };

  return (
    <Paper withBorder radius="md" className={layout.panel}>
      <Stack gap="md">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={2} size="h3">
            Subscription Plans
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setCreating(true)}
          >
            Create Plan
          </Button>
        </Group>
        {plans.length === 0 ? (
          <Text c="dimmed" role="status">
            No plans yet
          </Text>
        ) : (
          <>
            <Stack
              gap="sm"
              hiddenFrom="md"
              component="ul"
              style={{ listStyle: "none", margin: 0, padding: 0 }}
            >
              {plans.map((plan) => (
                <Paper key={plan.id} component="li" withBorder radius="md" p="md">
                  <Stack gap="xs">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text fw={700}>{plan.name}</Text>
                      <StatusBadge active={plan.isActive} />
                    </Group>
                    <Text size="sm">
                      {plan.priceCents === 0 ? "Free" : `${formatCents(plan.priceCents)} per month`}{" "}
                      · Tier {plan.tier} · {formatCount(plan.members, "member", "members")}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {[
                        formatCount(plan.promotionStars, "star", "stars"),
                        formatCount(plan.revealsPerMonth, "reveal", "reveals"),
                        formatCount(plan.maxArtworks, "artwork", "artworks"),
                        formatCount(plan.maxCuratorSpaces, "space", "spaces"),
                      ].join(" · ")}
                    </Text>
                    <EditButton plan={plan} onEdit={setEditing} />
                  </Stack>
                </Paper>
              ))}
            </Stack>
            <Table.ScrollContainer minWidth={760} visibleFrom="md">
              <Table verticalSpacing="sm" striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Plan</Table.Th>
                    <Table.Th scope="col">Price / month</Table.Th>
                    {COUNT_COLUMNS.map((column) => (
                      <Table.Th key={column.label} scope="col" ta="right">
                        {column.label}
                      </Table.Th>
                    ))}
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {plans.map((plan) => (
                    <Table.Tr key={plan.id}>
                      <Table.Th scope="row" fw={600}>
                        {plan.name}
                        <Text size="xs" c="dimmed" fw={400}>
                          Tier {plan.tier}
                        </Text>
                      </Table.Th>
                      <Table.Td>
                        {plan.priceCents === 0 ? "Free" : formatCents(plan.priceCents)}
                      </Table.Td>
                      {COUNT_COLUMNS.map((column) => (
                        <Table.Td key={column.label} ta="right">
                          {numberFormat.format(column.value(plan))}
                        </Table.Td>
                      ))}
                      <Table.Td>
                        <StatusBadge active={plan.isActive} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <EditButton plan={plan} onEdit={setEditing} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        )}
      </Stack>
      <PlanFormDialog opened={creating || editing !== null} plan={editing} onClose={close} />
    </Paper>
  );
}
