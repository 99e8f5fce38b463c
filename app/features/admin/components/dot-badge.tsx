import type { ReactNode } from "react";
import { Badge } from "~/components/badge";
import classes from "./dot-badge.module.css";

export type DotColor = "green" | "orange" | "gray" | "red" | "yellow";

/** A state in a pill: its word after a dot of its colour. */
export function DotBadge({ color, children }: { color: DotColor; children: ReactNode }) {
  return (
    <Badge variant="outline" className={classes.badge}>
      <span className={classes.dot} data-color={color} aria-hidden="true" />
      {children}
    </Badge>
  );
}
