import { Anchor, Badge, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { formatCents, formatDate } from "~/lib/format";
import { formatLeasePeriod } from "../../leases/lease-pricing";
import type { StatementEntry, StatementTransaction } from "../statement";

/** What an entry is, in words: whose share, which fee, which credit. */
export function entryLabel(entry: StatementEntry) {
  const member = entry.member;
  if (entry.kind === "refund") {
    // R-rent-to-own: the unused days of the leases a purchase ended, off whoever had the rent.
    if (entry.account === "artist_payable") {
      return member?.you
        ? "Unused lease days given back from your share (rent the buyer paid you earlier)"
        : `Unused lease days given back from ${member?.name}'s share`;
    }
    if (entry.account === "gallery_fee") return "Unused lease days given back from the gallery fee";
    return entry.account === "refunds" ? "Given back to the buyer" : "Charge to the buyer";
  }
  switch (entry.account) {
    case "buyer_payments":
      return "Paid by the buyer";
    case "gallery_fee":
      return "Gallery fee";
    case "royalty_payable":
      return member?.you
        ? "Resale royalty to you (the artist)"
        : `Resale royalty to ${member?.name} (the artist)`;
    case "artist_payable":
      if (entry.kind === "rent_credit") {
        return member?.you
          ? "Rent credit from your share (rent the buyer paid you earlier)"
          : `Rent credit from ${member?.name}'s share`;
      }
      return member?.you ? "Your share" : `To ${member?.name}`;
    default:
      return entry.account;
  }
}

const TYPE_LABEL = { purchase: "Sale", lease: "Lease" } as const;

/** One transaction of the earnings statement: what was paid and every ledger entry it wrote. */
export function StatementTransactionDetail({ transaction }: { transaction: StatementTransaction }) {
  const balance = transaction.entries.reduce((sum, entry) => sum + entry.amountCents, 0);
  const resale = transaction.entries.some((entry) => entry.kind === "resale");
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Group gap="sm">
          <Badge variant="light">
            {resale ? "Resale" : TYPE_LABEL[transaction.transactionType]}
          </Badge>
          <Text c="dimmed">{formatDate(transaction.createdAt)}</Text>
        </Group>
        <Text>
          Artwork:{" "}
          {transaction.artworkId ? (
            <Anchor component={Link} to={`/artwork/${transaction.artworkId}`}>
              {transaction.artworkTitle}
            </Anchor>
          ) : (
            transaction.artworkTitle
          )}
        </Text>
        {transaction.leaseStartDate && transaction.leaseEndDate ? (
          <Text>
            Lease:{" "}
            {formatLeasePeriod({
              startDate: transaction.leaseStartDate,
              endDate: transaction.leaseEndDate,
            })}
          </Text>
        ) : null}
        <Text>Amount paid: {formatCents(transaction.amountCents)}</Text>
      </Stack>

      <Paper
        withBorder
        radius="md"
        className={layout.panelCompact}
        component="section"
        aria-labelledby="entries"
      >
        <Stack gap="sm">
          <Title order={2} size="h3" id="entries">
            Ledger entries
          </Title>
          <Text size="sm" c="dimmed">
            Money in from the buyer is negative and what each party is owed is positive, so the
            entries of a transaction always add up to zero.
          </Text>
          <Table data-testid="statement-entries">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Entry</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {transaction.entries.map((entry, index) => (
                // Entries have no order of their own beyond the query's.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders in place
                <Table.Tr key={index}>
                  <Table.Td>{entryLabel(entry)}</Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                    {formatCents(entry.amountCents)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th scope="row">Balance</Table.Th>
                <Table.Td ta="right" fw={700}>
                  {formatCents(balance)}
                </Table.Td>
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Stack>
      </Paper>
    </Stack>
  );
}
