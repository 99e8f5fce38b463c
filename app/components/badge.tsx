import type { CSSProperties, ReactNode } from "react";
import classes from "./badge.module.css";

/** The pale background of the light variant and the filled variant's colour. */
function colorVariables(color: string): CSSProperties {
  const [name = "teal", shade] = color.split(".");
  return {
    "--badge-light": `var(--color-${name}-light)`,
    "--badge-filled": `var(--color-${name}-${shade ?? "filled"})`,
  } as CSSProperties;
}

/** A short label in a pill: a status, a count, a support badge. */
export function Badge({
  color = "teal",
  variant = "light",
  size = "md",
  circle,
  plainCase,
  className,
  children,
  ...rest
}: {
  /** A theme colour ("teal", "indigo"…), "dark", or one shade of a colour ("red.9") for the filled variant. */
  color?: string;
  variant?: "light" | "filled" | "outline";
  size?: "xs" | "sm" | "md" | "lg";
  /** Round, for a number. */
  circle?: boolean;
  /** As written, not in capitals. */
  plainCase?: boolean;
  className?: string;
  children: ReactNode;
  "aria-hidden"?: boolean;
}) {
  return (
    <span
      {...rest}
      className={className ? `${classes.badge} ${className}` : classes.badge}
      data-color={color}
      style={colorVariables(color)}
      data-variant={variant === "light" ? undefined : variant}
      data-size={size}
      data-circle={circle || undefined}
      data-plain-case={plainCase || undefined}
    >
      {children}
    </span>
  );
}
