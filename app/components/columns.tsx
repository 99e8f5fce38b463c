import type { ComponentPropsWithoutRef, CSSProperties } from "react";
import classes from "./columns.module.css";

const BREAKPOINTS = ["xs", "sm", "md", "lg", "xl"] as const;
const SPACINGS = ["xs", "sm", "md", "lg", "xl"];

type Breakpoint = "base" | (typeof BREAKPOINTS)[number];
/** One value, or one per breakpoint from `base` up (the theme's breakpoints). */
type Responsive<T> = T | Partial<Record<Breakpoint, T>>;
/** A theme spacing (xs…xl), pixels as a number, or any CSS length. */
type Spacing = "xs" | "sm" | "md" | "lg" | "xl" | number | (string & {});

/** A spacing as CSS: the theme's variable, or pixels in rem that follow the theme's scale. */
function spacingCss(value: Spacing): string {
  if (typeof value === "number") return `calc(${value / 16}rem * var(--scale))`;
  return SPACINGS.includes(value) ? `var(--spacing-${value})` : value;
}

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
 * Equal columns, `cols` of them per breakpoint, `spacing` apart, laid out by a
 * style sheet, with an optional margin (`m`, `mt`, `mb`) or padding (`p`).
 */
export function Columns({
  cols = 1,
  spacing = "md",
  verticalSpacing,
  component = "div",
  m,
  mt,
  mb,
  p,
  className,
  style,
  ...props
}: {
  cols?: Responsive<number>;
  spacing?: Responsive<Spacing>;
  /** Between rows; `spacing` by default. */
  verticalSpacing?: Responsive<Spacing>;
  component?: "div" | "ol" | "ul";
  /** Margin all round, above and below; padding all round. */
  m?: Spacing;
  mt?: Spacing;
  mb?: Spacing;
  p?: Spacing;
  style?: CSSProperties;
} & Omit<ComponentPropsWithoutRef<"div">, "style">) {
  const vars = {
    ...variables("cols", cols, String),
    ...variables("gap-x", spacing, spacingCss),
    ...variables("gap-y", verticalSpacing ?? spacing, spacingCss),
    ...(m !== undefined ? { margin: spacingCss(m) } : {}),
    ...(mt !== undefined ? { marginTop: spacingCss(mt) } : {}),
    ...(mb !== undefined ? { marginBottom: spacingCss(mb) } : {}),
    ...(p !== undefined ? { padding: spacingCss(p) } : {}),
  } as CSSProperties;
  // One element type for the checker; a list's items are the caller's.
  const Component = component as "div";
  return (
    <Component
      {...props}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={{ ...vars, ...style }}
    />
  );
}
