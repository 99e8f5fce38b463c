import type { ReactNode } from "react";
import classes from "./badge.module.css";

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
  color?: "teal" | "orange" | "grape" | "blue" | "dark" | "gray" | "green" | "red" | "yellow";
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
      data-variant={variant === "light" ? undefined : variant}
      data-size={size}
      data-circle={circle || undefined}
      data-plain-case={plainCase || undefined}
    >
      {children}
    </span>
  );
}

export const badgeGroup = classes.group;
