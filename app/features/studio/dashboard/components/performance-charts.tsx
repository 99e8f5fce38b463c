import { IconChartAreaLine, IconChartBar } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  AXIS_TICK,
  ChartLegend,
  ChartTooltip,
  chartClass,
  GRID_STROKE,
  type Series,
  themeColor,
} from "~/components/chart-parts";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { MonthFigures } from "~/features/studio/dashboard/panels";
import { formatCents } from "~/lib/format";
import classes from "./dashboard.module.css";
import { SkeletonBlock } from "./panel";

const numberFormat = new Intl.NumberFormat("en-US");
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const CHART_HEIGHT = 240;
const formatViews = (value: number) => numberFormat.format(value);
const formatDollars = (value: number) => dollars.format(value);

const VIEWS_SERIES: Series[] = [{ name: "Views", color: "teal.6" }];
const INCOME_SERIES: Series[] = [
  { name: "Sales", color: "teal.6" },
  { name: "Leases", color: "blue.5" },
];

/** 'Mar 2026' → 'Mar' on the axis; the tooltip keeps the year. */
const monthTick = (label: string) => label.split(" ")[0] ?? label;

function ChartCard({
  id,
  title,
  summary,
  children,
}: {
  id: string;
  title: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`${layout.paper} ${layout.panel} ${layout.stack}`}>
      <div className={layout.stack} style={{ "--gap": "2px" } as CSSProperties}>
        <h2 className={`${text.title} ${text.h4}`} id={id}>
          {title}
        </h2>
        <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{summary}</p>
      </div>
      {children}
    </section>
  );
}

/** In place of a chart with nothing to plot: bare axes would read as broken. */
function EmptyChart({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={`${classes.empty} ${classes.emptyChart}`}>
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.emptyText}`}>{children}</p>
    </div>
  );
}

function ViewsChart({ data }: { data: { label: string; Views: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <AreaChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
        <defs>
          <linearGradient id="views-fill" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={themeColor("teal.6")} stopOpacity={0.25} />
            <stop offset="100%" stopColor={themeColor("teal.6")} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid horizontal={false} strokeDasharray="5 5" stroke={GRID_STROKE} />
        <XAxis
          dataKey="label"
          tickFormatter={monthTick}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
          minTickGap={5}
        />
        <YAxis
          tickFormatter={formatViews}
          tick={AXIS_TICK}
          axisLine={false}
          tickLine={false}
          width={48}
          allowDecimals={false}
        />
        <Tooltip
          cursor={{ stroke: GRID_STROKE }}
          content={(props) => (
            <ChartTooltip {...props} series={VIEWS_SERIES} format={formatViews} />
          )}
        />
        <Area
          isAnimationActive={false}
          type="monotone"
          dataKey="Views"
          stroke={themeColor("teal.6")}
          strokeWidth={2}
          fill="url(#views-fill)"
          dot={false}
          activeDot={{ r: 4, strokeWidth: 2, fill: "var(--color-white)" }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

function IncomeChart({ data }: { data: { label: string; Sales: number; Leases: number }[] }) {
  return (
    <div className={chartClass}>
      <ResponsiveContainer width="100%" height={CHART_HEIGHT - 40}>
        <BarChart data={data} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
          <CartesianGrid horizontal={false} strokeDasharray="5 5" stroke={GRID_STROKE} />
          <XAxis
            dataKey="label"
            tickFormatter={monthTick}
            tick={AXIS_TICK}
            axisLine={false}
            tickLine={false}
            minTickGap={5}
          />
          <YAxis
            tickFormatter={formatDollars}
            tick={AXIS_TICK}
            axisLine={false}
            tickLine={false}
            width={64}
          />
          <Tooltip
            cursor={{ fill: "var(--color-gray-1)" }}
            content={(props) => (
              <ChartTooltip {...props} series={INCOME_SERIES} format={formatDollars} />
            )}
          />
          {INCOME_SERIES.map((series) => (
            <Bar
              isAnimationActive={false}
              key={series.name}
              dataKey={series.name}
              stackId="income"
              fill={themeColor(series.color)}
              maxBarSize={32}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
      <ChartLegend series={INCOME_SERIES} />
    </div>
  );
}

/** The artist's views and income per month, so they can watch them grow. */
export function PerformanceCharts({ months }: { months: MonthFigures[] }) {
  const totalViews = months.reduce((total, month) => total + month.views, 0);
  const salesCents = months.reduce((total, month) => total + month.salesCents, 0);
  const leaseCents = months.reduce((total, month) => total + month.leaseCents, 0);
  const period = months.length > 0 ? `${months[0]?.label} – ${months.at(-1)?.label}` : "";
  const views = months.map((month) => ({ label: month.label, Views: month.views }));
  const income = months.map((month) => ({
    label: month.label,
    Sales: month.salesCents / 100,
    Leases: month.leaseCents / 100,
  }));

  return (
    <Columns cols={{ base: 1, lg: 2 }} spacing={{ base: "sm", sm: "md" }}>
      <ChartCard
        id="views-chart"
        title="Views per Month"
        summary={
          totalViews > 0
            ? `${numberFormat.format(totalViews)} ${totalViews === 1 ? "view" : "views"} of your artworks, ${period}`
            : "No views recorded in the last 12 months yet."
        }
      >
        {totalViews === 0 ? (
          <EmptyChart icon={<IconChartAreaLine size={24} />}>
            The chart fills in as members view your artworks.
          </EmptyChart>
        ) : (
          <ViewsChart data={views} />
        )}
      </ChartCard>
      <ChartCard
        id="income-chart"
        title="Income per Month"
        summary={
          salesCents + leaseCents > 0
            ? `${formatCents(salesCents + leaseCents)} earned, ${period}: ${formatCents(salesCents)} from sales, ${formatCents(leaseCents)} from leases`
            : "No completed sales or leases in the last 12 months yet."
        }
      >
        {salesCents + leaseCents === 0 ? (
          <EmptyChart icon={<IconChartBar size={24} />}>
            Your sales and lease income will show here, month by month.
          </EmptyChart>
        ) : (
          <IncomeChart data={income} />
        )}
      </ChartCard>
    </Columns>
  );
}

export function PerformanceChartsSkeleton() {
  return (
    <Columns cols={{ base: 1, lg: 2 }} spacing={{ base: "sm", sm: "md" }}>
      {["Views per Month", "Income per Month"].map((title) => (
        <div key={title} className={`${layout.paper} ${layout.panel} ${layout.stack}`}>
          <h2 className={`${text.title} ${text.h4}`}>{title}</h2>
          <SkeletonBlock height={12} width="55%" />
          <SkeletonBlock height={CHART_HEIGHT} />
        </div>
      ))}
    </Columns>
  );
}
