import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text } from "@mantine/core";
import { DateTime } from "~/features/admin/components/date-time";

export type InvitationRow = {
  id: string;
  email: string;
  status: "pending" | "registered";
  notes: string | null;
  invitedAt: Date;
};

function StatusBadge({ status }: { status: InvitationRow["status"] }) {
  // The label may not clip: "REGISTERED" was cut short in a narrow column.
  const styles = { root: { flex: "none" }, label: { overflow: "visible" } } as const;
  return status === "registered" ? (
    <Badge color="green" variant="dot" styles={styles}>
      Registered
    </Badge>
  ) : (
    <Badge color="orange" variant="dot" styles={styles}>
      Pending
    </Badge>
  );
}

function Notes({ notes }: { notes: string | null }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
      {notes || "-"}
    </Text>
  );
}

/**
 * 'Sent Invitations': a table from tablet width up; on phones one card per
 * invitation, so the date and notes are in view without scrolling sideways.
 */
export function InvitationsTable({ rows }: { rows: InvitationRow[] }) {
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={720} type="native">
          <Table striped highlightOnHover verticalSpacing="sm" aria-label="Sent Invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ minWidth: 220 }}>Email</Table.Th>
                <Table.Th style={{ width: 150 }}>Status</Table.Th>
                <Table.Th style={{ width: 210 }}>Invited At</Table.Th>
                <Table.Th style={{ minWidth: 220 }}>Notes</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Anchor
                      href={`mailto:${row.email}`}
                      size="sm"
                      style={{ overflowWrap: "anywhere" }}
                    >
                      {row.email}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={row.status} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>
                    <Text size="sm">
                      <DateTime value={row.invitedAt} />
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Notes notes={row.notes} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack
        hiddenFrom="sm"
        component="ul"
        gap="sm"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label="Sent Invitations"
      >
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Anchor
                href={`mailto:${row.email}`}
                size="sm"
                fw={500}
                style={{ overflowWrap: "anywhere" }}
              >
                {row.email}
              </Anchor>
              <Group gap="xs" align="center">
                <StatusBadge status={row.status} />
                <Text size="xs" c="dimmed">
                  Invited At: <DateTime value={row.invitedAt} />
                </Text>
              </Group>
              <Notes notes={row.notes} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
