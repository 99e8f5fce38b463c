import type { CSSProperties } from "react";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  AXIS_TICK,
  ChartLegend,
  ChartTooltip,
  GRID_STROKE,
  type Series,
  themeColor,
} from "~/components/chart-parts";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import { type WeekFigures, weekStartLabel } from "../counts";

const numberFormat = new Intl.NumberFormat("en-US");

const SERIES: Series[] = [
  { name: "New members", color: "blue.6" },
  { name: "Transactions", color: "teal.6" },
];

const formatCount = (value: number) => numberFormat.format(value);

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
    <section
      aria-labelledby="weekly-activity"
      className={`${layout.paper} ${layout.panel} ${layout.stack}`}
    >
      <div className={layout.stack} style={{ "--gap": "2px" } as CSSProperties}>
        <h2 className={`${text.title} ${text.h4}`} id="weekly-activity">
          New Members and Transactions per Week
        </h2>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
          {`Last ${weeks.length} weeks: ${numberFormat.format(members)} new ${members === 1 ? "member" : "members"}, ${numberFormat.format(transactions)} ${transactions === 1 ? "transaction" : "transactions"}.`}
        </p>
      </div>
      <div className={layout.stack} style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}>
        <ResponsiveContainer width="100%" height={180}>
          <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} strokeDasharray="5 5" stroke={GRID_STROKE} />
            <XAxis
              dataKey="label"
              tick={AXIS_TICK}
              axisLine={false}
              tickLine={false}
              minTickGap={5}
            />
            <YAxis
              tickFormatter={(value: number) => numberFormat.format(value)}
              tick={AXIS_TICK}
              axisLine={false}
              tickLine={false}
              width={40}
              allowDecimals={false}
            />
            <Tooltip
              cursor={{ fill: "var(--color-gray-1)" }}
              content={(props) => <ChartTooltip {...props} series={SERIES} format={formatCount} />}
            />
            {SERIES.map((series) => (
              <Bar
                key={series.name}
                dataKey={series.name}
                fill={themeColor(series.color)}
                maxBarSize={18}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
        <ChartLegend series={SERIES} />
      </div>
      {/* Hidden on a <div>: a <span> may not hold a table. */}
      <div className={layout.visuallyHidden}>
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
    </section>
  );
}
