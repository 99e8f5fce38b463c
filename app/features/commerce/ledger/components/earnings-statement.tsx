import {
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { formatCents, formatDate } from "~/lib/format";
import {
  formatStatementMonth,
  STATEMENT_COLUMNS,
  STATEMENT_ROLE_LABEL,
  type StatementFigures,
  type StatementLine,
  type StatementMonth,
} from "../statement";

/** An amount of the statement; none shows as a dash, read out as "none". */
function Amount({ cents, strong = false }: { cents: number; strong?: boolean }) {
  if (cents === 0) {
    return (
      <Text span c="dimmed">
        <span aria-hidden="true">–</span>
        <VisuallyHidden>none</VisuallyHidden>
      </Text>
    );
  }
  return (
    <Text span fw={strong ? 700 : undefined}>
      {formatCents(cents)}
    </Text>
  );
}

function FigureCells({ figures, strong }: { figures: StatementFigures; strong?: boolean }) {
  return STATEMENT_COLUMNS.map((column) => (
    <Table.Td key={column.key} ta="right" style={{ whiteSpace: "nowrap" }}>
      <Amount cents={figures[column.key]} strong={strong || column.key === "netCents"} />
    </Table.Td>
  ));
}

function FigureHeadings() {
  return STATEMENT_COLUMNS.map((column) => (
    <Table.Th key={column.key} ta="right" style={{ whiteSpace: "nowrap" }}>
      {column.label}
    </Table.Th>
  ));
}

/** The figures that are not nothing, in a line: the phone's stand-in for the table's columns. */
function FigureSummary({ figures }: { figures: StatementFigures }) {
  const parts = STATEMENT_COLUMNS.filter(
    (column) => column.key !== "netCents" && figures[column.key] !== 0,
  ).map((column) => `${column.label} ${formatCents(figures[column.key])}`);
  return (
    <Text size="sm" c="dimmed">
      {parts.join(" · ")}
    </Text>
  );
}

/** On a phone, each month or line is a row of the list: its name, its net, then the rest. */
function PhoneList({
  items,
}: {
  items: { key: string; title: React.ReactNode; figures: StatementFigures; current?: boolean }[];
}) {
  return (
    <Stack
      gap={0}
      hiddenFrom="sm"
      component="ul"
      style={{ listStyle: "none", padding: 0, margin: 0 }}
    >
      {items.map((item) => (
        <li key={item.key} aria-current={item.current ? "true" : undefined}>
          <Stack
            gap={2}
            py="xs"
            style={{ borderBottom: "1px solid var(--mantine-color-default-border)" }}
          >
            <Group justify="space-between" wrap="nowrap" align="baseline" gap="sm">
              {item.title}
              <Text fw={700} style={{ whiteSpace: "nowrap" }}>
                {formatCents(item.figures.netCents)}
              </Text>
            </Group>
            <FigureSummary figures={item.figures} />
          </Stack>
        </li>
      ))}
    </Stack>
  );
}

function CsvDownload({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Button
      component="a"
      href={href}
      download
      variant="default"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
    >
      {children}
    </Button>
  );
}

export const EARNINGS_EMPTY =
  "No earnings yet. When a work of yours is sold or leased, or a resale pays you a royalty, it shows here month by month.";

/**
 * R-earnings-statement: the months' totals, then the chosen month's lines,
 * each linking to its transaction, with CSV downloads of both.
 */
export function EarningsStatement({
  months,
  total,
  month,
  lines,
}: {
  months: StatementMonth[];
  total: StatementFigures;
  month: string | null;
  lines: StatementLine[];
}) {
  if (months.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>{EARNINGS_EMPTY}</Text>
      </Paper>
    );
  }
  const monthName = month ? formatStatementMonth(month) : "";
  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="md"
        className={layout.panelCompact}
        component="section"
        aria-labelledby="by-month"
      >
        <Stack gap="md">
          <Group justify="space-between" align="center" gap="sm">
            <Title order={2} size="h3" id="by-month">
              By month
            </Title>
            <CsvDownload href="/artist/earnings.csv">Download all as CSV</CsvDownload>
          </Group>
          <PhoneList
            items={[
              ...months.map((row) => ({
                key: row.month,
                current: row.month === month,
                title: (
                  <Anchor
                    component={Link}
                    underline="always"
                    to={`?month=${row.month}`}
                    preventScrollReset
                  >
                    {formatStatementMonth(row.month)}
                  </Anchor>
                ),
                figures: row,
              })),
              { key: "total", title: <Text fw={700}>Total</Text>, figures: total },
            ]}
          />
          <Table.ScrollContainer minWidth={760} visibleFrom="sm">
            <Table striped highlightOnHover data-testid="earnings-months">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Month</Table.Th>
                  <FigureHeadings />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {months.map((row) => (
                  <Table.Tr key={row.month} aria-current={row.month === month ? "true" : undefined}>
                    <Table.Th scope="row" fw={row.month === month ? 700 : 500}>
                      <Anchor
                        component={Link}
                        underline="always"
                        to={`?month=${row.month}`}
                        preventScrollReset
                      >
                        {formatStatementMonth(row.month)}
                      </Anchor>
                    </Table.Th>
                    <FigureCells figures={row} />
                  </Table.Tr>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr>
                  <Table.Th scope="row">Total</Table.Th>
                  <FigureCells figures={total} strong />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>

      {month ? (
        <Paper
          withBorder
          radius="md"
          className={layout.panelCompact}
          component="section"
          aria-labelledby="month-lines"
        >
          <Stack gap="md">
            <Group justify="space-between" align="center" gap="sm">
              <Title order={2} size="h3" id="month-lines">
                {monthName}
              </Title>
              <CsvDownload href={`/artist/earnings.csv?month=${month}`}>
                Download {monthName} as CSV
              </CsvDownload>
            </Group>
            {lines.length === 0 ? (
              <Text c="dimmed">Nothing was paid to you in {monthName}.</Text>
            ) : (
              <>
                <PhoneList
                  items={lines.map((line) => ({
                    key: line.transactionId,
                    title: (
                      <Stack gap={0}>
                        <Anchor
                          component={Link}
                          underline="always"
                          to={`/artist/earnings/${line.transactionId}`}
                        >
                          {STATEMENT_ROLE_LABEL[line.role]}: {line.artworkTitle}
                        </Anchor>
                        <Text size="xs" c="dimmed">
                          {formatDate(line.recordedAt)}
                        </Text>
                      </Stack>
                    ),
                    figures: line,
                  }))}
                />
                <Table.ScrollContainer minWidth={960} visibleFrom="sm">
                  <Table striped data-testid="earnings-lines">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Date</Table.Th>
                        <Table.Th>Transaction</Table.Th>
                        <FigureHeadings />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {lines.map((line) => (
                        <Table.Tr key={line.transactionId}>
                          <Table.Td style={{ whiteSpace: "nowrap" }}>
                            {formatDate(line.recordedAt)}
                          </Table.Td>
                          <Table.Td>
                            <Anchor
                              component={Link}
                              underline="always"
                              to={`/artist/earnings/${line.transactionId}`}
                            >
                              {STATEMENT_ROLE_LABEL[line.role]}: {line.artworkTitle}
                            </Anchor>
                          </Table.Td>
                          <FigureCells figures={line} />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </>
            )}
          </Stack>
        </Paper>
      ) : null}

      <Text size="sm" c="dimmed">
        Sales and leases are what buyers paid; rent credits, royalties paid to a work's first artist
        and the gallery's fees come off them. Net is what you are owed.
      </Text>
    </Stack>
  );
}
