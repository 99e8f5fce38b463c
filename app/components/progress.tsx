import type { CSSProperties } from "react";
import classes from "./progress.module.css";

/**
 * How far something has come, on the native <progress> (0–100): named by
 * `label` for screen readers; `color` is a theme colour (teal unless set).
 */
export function Progress({
  value,
  label,
  color,
  size = "sm",
  striped,
}: {
  value: number;
  label: string;
  color?: string;
  size?: "sm" | "lg";
  striped?: boolean;
}) {
  return (
    <progress
      className={classes.progress}
      value={value}
      max={100}
      aria-label={label}
      data-size={size}
      data-striped={striped || undefined}
      style={
        color
          ? ({ "--progress-color": `var(--color-${color}-filled)` } as CSSProperties)
          : undefined
      }
    >
      {`${Math.round(value)}%`}
    </progress>
  );
}
