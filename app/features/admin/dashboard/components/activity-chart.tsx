import type { CSSProperties } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  type TooltipContentProps,
  XAxis,
  YAxis,
} from "recharts";
import layout from "~/components/layout.module.css";
import { Table } from "~/components/table";
import text from "~/components/text.module.css";
import { type WeekFigures, weekStartLabel } from "../counts";
import classes from "./dashboard.module.css";

const numberFormat = new Intl.NumberFormat("en-US");

const SERIES = [
  { name: "New members", color: "var(--color-blue-6)" },
  { name: "Transactions", color: "var(--color-teal-6)" },
] as const;

const AXIS_TICK = { fontSize: 12, fill: "var(--color-dimmed)" };
const GRID_STROKE = "var(--color-gray-3)";

const swatch = (color: string) => ({ "--swatch": color }) as CSSProperties;

/** The box that follows the pointer: the week and its two figures. */
function WeekTooltip({ active, payload, label }: Partial<TooltipContentProps>) {
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className={classes.tooltip}>
      <p className={classes.tooltipLabel}>{label}</p>
      <ul className={classes.tooltipRows}>
        {SERIES.map((series) => {
          const entry = payload.find((item) => item.dataKey === series.name);
          return entry ? (
            <li key={series.name}>
              <span className={classes.swatch} style={swatch(series.color)} aria-hidden="true" />
              <span>{series.name}</span>
              <span>{numberFormat.format(Number(entry.value ?? 0))}</span>
            </li>
          ) : null;
        })}
      </ul>
    </div>
  );
}

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
              content={(props) => <WeekTooltip {...props} />}
            />
            {SERIES.map((series) => (
              <Bar
                key={series.name}
                dataKey={series.name}
                fill={series.color}
                maxBarSize={18}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
        <ul className={classes.legend}>
          {SERIES.map((series) => (
            <li key={series.name}>
              <span className={classes.swatch} style={swatch(series.color)} aria-hidden="true" />
              {series.name}
            </li>
          ))}
        </ul>
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
