import type { CSSProperties } from "react";
import type { TooltipContentProps } from "recharts";
import classes from "./chart-parts.module.css";

export type Series = { name: string; color: string };

/** A theme colour and shade ("teal.6") as its CSS variable, for an SVG fill. */
export function themeColor(color: string) {
  const [name, shade] = color.split(".");
  return `var(--color-${name}-${shade ?? "filled"})`;
}

/** The axes' and grid's look: the theme's small dimmed text, dashed lines across. */
export const AXIS_TICK = { fontSize: 12, fill: "var(--color-dimmed)" };
export const GRID_STROKE = "var(--color-gray-3)";

const swatch = (color: string) => ({ "--swatch": themeColor(color) }) as CSSProperties;

/** The box that follows the pointer: the month and each series' figure. */
export function ChartTooltip({
  active,
  payload,
  label,
  series,
  format,
}: Partial<TooltipContentProps> & { series: Series[]; format: (value: number) => string }) {
  if (!active || !payload || payload.length === 0) return null;
  return (
    <div className={classes.tooltip}>
      <p className={classes.tooltipLabel}>{label}</p>
      <dl className={classes.tooltipRows}>
        {series.map((one) => {
          const entry = payload.find((item) => item.dataKey === one.name);
          if (!entry) return null;
          return (
            <div key={one.name} className={classes.tooltipRow}>
              <span className={classes.swatch} style={swatch(one.color)} aria-hidden="true" />
              <dt>{one.name}</dt>
              <dd>{format(Number(entry.value ?? 0))}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** The series' names under a chart, each beside its colour. */
export function ChartLegend({ series }: { series: Series[] }) {
  return (
    <ul className={classes.legend}>
      {series.map((one) => (
        <li key={one.name}>
          <span className={classes.swatch} style={swatch(one.color)} aria-hidden="true" />
          {one.name}
        </li>
      ))}
    </ul>
  );
}

export const chartClass = classes.chart;
