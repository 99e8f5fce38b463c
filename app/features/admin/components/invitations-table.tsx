import { Anchor, Badge, Table, Text } from "@mantine/core";
import { DateTime } from "./date-time";

export type InvitationRow = {
  id: string;
  email: string;
  status: "pending" | "registered";
  notes: string | null;
  invitedAt: Date;
};

/** 'Sent Invitations': scrolls sideways on narrow screens instead of squeezing. */
export function InvitationsTable({ rows }: { rows: InvitationRow[] }) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Sent Invitations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ minWidth: 220 }}>Email</Table.Th>
            <Table.Th style={{ width: 130 }}>Status</Table.Th>
            <Table.Th style={{ width: 210 }}>Invited At</Table.Th>
            <Table.Th style={{ minWidth: 220 }}>Notes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor href={`mailto:${row.email}`} size="sm" style={{ overflowWrap: "anywhere" }}>
                  {row.email}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {row.status === "registered" ? (
                  <Badge color="green" variant="dot" styles={{ label: { overflow: "visible" } }}>
                    Registered
                  </Badge>
                ) : (
                  <Badge color="orange" variant="dot" styles={{ label: { overflow: "visible" } }}>
                    Pending
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                <Text size="sm">
                  <DateTime value={row.invitedAt} />
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
                  {row.notes || "-"}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
