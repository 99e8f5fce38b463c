import { AreaChart, BarChart } from "@mantine/charts";
import { Group, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconChartAreaLine, IconChartBar } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import type { MonthFigures } from "~/features/studio/dashboard/panels";
import { formatCents } from "~/lib/format";

const numberFormat = new Intl.NumberFormat("en-US");
const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const CHART_HEIGHT = 240;
const EMPTY_CHART_HEIGHT = 160;

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
    <Paper component="section" aria-labelledby={id} withBorder radius="md" className={layout.panel}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={id}>
            {title}
          </Title>
          {summary}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

/** In place of a chart with nothing to plot: bare axes would read as broken. */
function EmptyChart({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack h={EMPTY_CHART_HEIGHT} align="center" justify="center" gap="xs" ta="center">
      <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="sm" c="dimmed" maw={320}>
        {children}
      </Text>
    </Stack>
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
          <Text size="sm" c="dimmed">
            {totalViews > 0
              ? `${numberFormat.format(totalViews)} ${totalViews === 1 ? "view" : "views"} of your artworks, ${period}`
              : "No views recorded in the last 12 months yet."}
          </Text>
        }
      >
        {totalViews === 0 ? (
          <EmptyChart icon={<IconChartAreaLine size={24} />}>
            The chart fills in as members view your artworks.
          </EmptyChart>
        ) : (
          <AreaChart
            h={CHART_HEIGHT}
            data={views}
            dataKey="label"
            series={[{ name: "Views", color: "teal.6" }]}
            curveType="monotone"
            valueFormatter={(value) => numberFormat.format(value)}
            xAxisProps={{ tickFormatter: monthTick }}
            withDots={false}
            gridAxis="y"
          />
        )}
      </ChartCard>
      <ChartCard
        id="income-chart"
        title="Income per Month"
        summary={
          <Group gap="md">
            <Text size="sm" c="dimmed">
              {salesCents + leaseCents > 0
                ? `${formatCents(salesCents + leaseCents)} earned, ${period}: ${formatCents(salesCents)} from sales, ${formatCents(leaseCents)} from leases`
                : "No completed sales or leases in the last 12 months yet."}
            </Text>
          </Group>
        }
      >
        {salesCents + leaseCents === 0 ? (
          <EmptyChart icon={<IconChartBar size={24} />}>
            Your sales and lease income will show here, month by month.
          </EmptyChart>
        ) : (
          <BarChart
            h={CHART_HEIGHT}
            data={income}
            dataKey="label"
            type="stacked"
            series={[
              { name: "Sales", color: "teal.6" },
              { name: "Leases", color: "blue.5" },
            ]}
            valueFormatter={(value) => dollars.format(value)}
            xAxisProps={{ tickFormatter: monthTick }}
            withLegend
            legendProps={{ verticalAlign: "bottom", height: 40 }}
            gridAxis="y"
            maxBarWidth={32}
          />
        )}
      </ChartCard>
    </Columns>
  );
}

export function PerformanceChartsSkeleton() {
  return (
    <Columns cols={{ base: 1, lg: 2 }} spacing={{ base: "sm", sm: "md" }}>
      {["Views per Month", "Income per Month"].map((title) => (
        <Paper key={title} withBorder radius="md" className={layout.panel}>
          <Stack gap="md">
            <Title order={2} size="h4">
              {title}
            </Title>
            <Skeleton height={12} width="55%" />
            <Skeleton height={CHART_HEIGHT} />
          </Stack>
        </Paper>
      ))}
    </Columns>
  );
}
