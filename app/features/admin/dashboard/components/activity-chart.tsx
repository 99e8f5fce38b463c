import { BarChart } from "@mantine/charts";
import { Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import layout from "~/components/layout.module.css";
import { type WeekFigures, weekStartLabel } from "../counts";

const numberFormat = new Intl.NumberFormat("en-US");

/** R-admin-dashboard: new members and transactions per week, with a text summary. */
export function ActivityChart({ weeks }: { weeks: WeekFigures[] }) {
  const members = weeks.reduce((total, week) => total + week.members, 0);
  const transactions = weeks.reduce((total, week) => total + week.transactions, 0);
  const data = weeks.map((week) => ({
    label: weekStartLabel(week.week),
    "New members": week.members,
    Transactions: week.transactions,
  }));
  return (
    <Paper
      component="section"
      aria-labelledby="weekly-activity"
      withBorder
      radius="md"
      className={layout.panel}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id="weekly-activity">
            New Members and Transactions per Week
          </Title>
          <Text size="sm" c="dimmed">
            {`Last ${weeks.length} weeks: ${numberFormat.format(members)} new ${members === 1 ? "member" : "members"}, ${numberFormat.format(transactions)} ${transactions === 1 ? "transaction" : "transactions"}.`}
          </Text>
        </Stack>
        <BarChart
          h={220}
          data={data}
          dataKey="label"
          series={[
            { name: "New members", color: "blue.6" },
            { name: "Transactions", color: "teal.6" },
          ]}
          valueFormatter={(value) => numberFormat.format(value)}
          withLegend
          legendProps={{ verticalAlign: "bottom", height: 40 }}
          gridAxis="y"
          maxBarWidth={18}
          yAxisProps={{ allowDecimals: false }}
        />
        {/* Hidden the way VisuallyHidden hides, on a <div>: its <span> may not hold a table. */}
        <div className={VisuallyHidden.classes.root}>
          <Table>
            <caption>New members and transactions per week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">New members</th>
                <th scope="col">Transactions</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week.week}>
                  <th scope="row">{weekStartLabel(week.week)}</th>
                  <td>{week.members}</td>
                  <td>{week.transactions}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </Stack>
    </Paper>
  );
}
