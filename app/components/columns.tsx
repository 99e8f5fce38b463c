import { Box, type BoxProps, getSpacing, type MantineSpacing } from "@mantine/core";
import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import classes from "./columns.module.css";

const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;

type Breakpoint = "base" | (typeof BREAKPOINTS)[number];
/** One value, or one per breakpoint from `base` up (Mantine's breakpoints). */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** The CSS variables `name`, `name-xs`, ... for `value`, as columns.module.css reads them. */
function variables<T>(name: string, value: Responsive<T>, css: (value: T) => string | undefined) {
  const vars: Record<string, string | undefined> = {};
  if (typeof value !== "object" || value === null) {
    vars[`--${name}`] = css(value);
    return vars;
  }
  const byBreakpoint = value as Partial<Record<Breakpoint, T>>;
  if (byBreakpoint.base !== undefined) vars[`--${name}`] = css(byBreakpoint.base);
  for (const breakpoint of BREAKPOINTS) {
    const at = byBreakpoint[breakpoint];
    if (at !== undefined) vars[`--${name}-${breakpoint}`] = css(at);
  }
  return vars;
}

/**
 * Equal columns, `cols` of them per breakpoint, `spacing` apart: what Mantine's
 * SimpleGrid draws, laid out by a style sheet. (SimpleGrid writes a <style>
 * element into the page beside every grid, which HTML does not allow there.)
 */
export function Columns({
  cols = 1,
  spacing = "md",
  verticalSpacing,
  component = "div",
  className,
  style,
  ...props
}: {
  cols?: Responsive<number>;
  spacing?: Responsive<MantineSpacing>;
  /** Between rows; `spacing` by default. */
  verticalSpacing?: Responsive<MantineSpacing>;
  component?: "div" | "ol" | "ul";
  style?: CSSProperties;
} & BoxProps &
  Omit<ComponentPropsWithoutRef<"div">, "style">) {
  const vars = {
    ...variables("cols", cols, String),
    ...variables("gap-x", spacing, getSpacing),
    ...variables("gap-y", verticalSpacing ?? spacing, getSpacing),
  } as CSSProperties;
  return (
    <Box
      // One element type for the checker; a list's items are the caller's.
      component={component as "div"}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={{ ...vars, ...style }}
      {...props}
    />
  );
}
