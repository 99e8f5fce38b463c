import { Anchor, Badge, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { DateTime } from "../../components/date-time";
import type { AuditEntryView, AuditPerson } from "../entry-view";
import { type AuditFilters, auditUrl } from "../schema";

const KIND_COLORS: Record<string, string> = {
  "invitation.sent": "blue",
  "subscription.added": "teal",
  "subscription.changed": "teal",
  "plan.created": "grape",
  "plan.changed": "grape",
  "auth.sign-in-limited": "red",
  "auth.password-reset": "orange",
  "account.deleted": "red",
};

function PersonLink({ person, to }: { person: AuditPerson; to: string }) {
  return (
    <Anchor component={Link} to={to} fw={600} size="sm">
      {person.name}
    </Anchor>
  );
}

/** One entry: what happened, who did it, to whom, when, before → after and why. */
function AuditEntry({ entry, filters }: { entry: AuditEntryView; filters: AuditFilters }) {
  const headingId = `audit-${entry.id}`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Group gap="xs" align="center">
            <Badge
              id={headingId}
              color={KIND_COLORS[entry.kind] ?? "gray"}
              variant="light"
              c={`${KIND_COLORS[entry.kind] ?? "gray"}.9`}
              tt="none"
              size="lg"
            >
              {entry.kindLabel}
            </Badge>
            {entry.subject ? <Text size="sm">{entry.subject}</Text> : null}
          </Group>
          <Text size="sm" c="dimmed">
            <DateTime value={entry.createdAt} />
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm" component="div">
            By{" "}
            {entry.actor ? (
              <PersonLink
                person={entry.actor}
                to={auditUrl({ ...filters, actor: entry.actor.id, page: 1 })}
              />
            ) : (
              <Text span fw={600} size="sm">
                System
              </Text>
            )}
          </Text>
          {entry.member ? (
            <Text size="sm" component="div">
              Member{" "}
              <PersonLink
                person={entry.member}
                to={auditUrl({ ...filters, member: entry.member.id, page: 1 })}
              />
            </Text>
          ) : null}
        </Group>
        {entry.changes.length > 0 ? (
          <Table
            withTableBorder
            verticalSpacing={6}
            fz="sm"
            aria-label={`${entry.kindLabel}: before and after`}
            style={{ tableLayout: "fixed", overflowWrap: "anywhere" }}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Before</Table.Th>
                <Table.Th scope="col">After</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entry.changes.map((change) => (
                <Table.Tr key={change.field}>
                  <Table.Th scope="row" fw={500}>
                    {change.label}
                  </Table.Th>
                  <Table.Td c={change.before === "—" ? "dimmed" : undefined}>
                    {change.before}
                  </Table.Td>
                  <Table.Td fw={600}>{change.after}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {entry.reason ? (
          <Text size="sm">
            <Text span fw={600} size="sm">
              Reason:
            </Text>{" "}
            {entry.reason}
          </Text>
        ) : null}
        {entry.context.length > 0 ? (
          <Text size="xs" c="dimmed">
            {entry.context.map((item) => `${item.label}: ${item.value}`).join(" · ")}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** R-audit-trail: a page of entries, read only, with the way to the pages around it. */
export function AuditEntries({
  entries,
  filters,
  hasMore,
}: {
  entries: AuditEntryView[];
  filters: AuditFilters;
  hasMore: boolean;
}) {
  const filtered = !!(filters.actor || filters.member || filters.kind);
  if (entries.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed" role="status">
          {filters.page > 1
            ? "No more entries."
            : filtered
              ? "No entries match these filters"
              : "Nothing has been recorded yet"}
        </Text>
      </Paper>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="sm" component="section" aria-label="Audit entries">
        {entries.map((entry) => (
          <AuditEntry key={entry.id} entry={entry} filters={filters} />
        ))}
      </Stack>
      <Group justify="space-between" component="nav" aria-label="Audit pages">
        {filters.page > 1 ? (
          <Anchor component={Link} to={auditUrl({ ...filters, page: filters.page - 1 })}>
            ← Newer entries
          </Anchor>
        ) : (
          <span />
        )}
        <Text size="sm" c="dimmed">
          Page {filters.page}
        </Text>
        {hasMore ? (
          <Anchor component={Link} to={auditUrl({ ...filters, page: filters.page + 1 })}>
            Older entries →
          </Anchor>
        ) : (
          <span />
        )}
      </Group>
    </Stack>
  );
}
