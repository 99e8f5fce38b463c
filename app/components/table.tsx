import type { CSSProperties, ReactNode, TableHTMLAttributes } from "react";
import classes from "./table.module.css";

/** Right-aligned tabular figures, for a cell of amounts or counts. */
export const numericCell = classes.numeric;

/**
 * The app's one data table, a native <table>: `striped` shades every other
 * row, `highlight` the row under the pointer; with `minWidth` it scrolls
 * sideways inside its box when the screen is narrower.
 */
export function Table({
  striped,
  highlight,
  minWidth,
  className,
  children,
  ...table
}: {
  striped?: boolean;
  highlight?: boolean;
  minWidth?: number;
  children: ReactNode;
} & TableHTMLAttributes<HTMLTableElement>) {
  const element = (
    <table
      {...table}
      className={className ? `${classes.table} ${className}` : classes.table}
      data-striped={striped || undefined}
      data-highlight={highlight || undefined}
    >
      {children}
    </table>
  );
  if (minWidth === undefined) return element;
  return (
    <div
      className={classes.scroll}
      style={{ "--table-min-width": `${minWidth}px` } as CSSProperties}
    >
      {element}
    </div>
  );
}
