import type { CSSProperties, ReactNode } from "react";
import classes from "./theme-icon.module.css";

type Step = "xs" | "sm" | "md" | "lg" | "xl";

const SIZES: Record<Step, number> = { xs: 18, sm: 22, md: 28, lg: 34, xl: 44 };

/** A length in the theme's scale: a number of pixels, or a step's size. */
function rem(px: number) {
  return `calc(${px / 16}rem * var(--scale))`;
}

/**
 * An icon on a tinted square or disc, as a <span> so that any text, link or
 * list item may hold it: `light` (the colour's pale shade behind its dark
 * one) or `filled` (white on the colour). `size` and a numeric `radius` are
 * in pixels; a named radius is the theme's.
 */
export function ThemeIcon({
  color = "teal",
  size = "md",
  radius = "md",
  variant = "filled",
  visibleFrom,
  className,
  children,
  "aria-hidden": ariaHidden,
}: {
  /** A theme colour; teal, the brand's, unless given. */
  color?: string;
  size?: number | Step;
  radius?: number | Step;
  variant?: "light" | "filled";
  /** Hidden on screens narrower than this breakpoint. */
  visibleFrom?: "xs" | "sm" | "md";
  className?: string;
  children: ReactNode;
  "aria-hidden"?: boolean;
}) {
  const light = variant === "light";
  const style = {
    "--ti-size": rem(typeof size === "number" ? size : SIZES[size]),
    "--ti-radius": typeof radius === "number" ? rem(radius) : `var(--radius-${radius})`,
    "--ti-bg": light ? `var(--color-${color}-light)` : `var(--color-${color}-filled)`,
    "--ti-color": light ? `var(--color-${color}-light-color)` : "var(--color-white)",
  } as CSSProperties;
  return (
    <span
      className={className ? `${classes.icon} ${className}` : classes.icon}
      style={style}
      data-visible-from={visibleFrom}
      aria-hidden={ariaHidden || undefined}
    >
      {children}
    </span>
  );
}
