import type { CSSProperties, ReactNode } from "react";
import classes from "./alert.module.css";

/**
 * A message in a pale box of the theme colour `color`, drawn like Mantine's
 * light Alert: `role="alert"` for a problem to be read out at once,
 * `role="status"` for news that can wait.
 */
export function Alert({
  color,
  title,
  role = "alert",
  children,
}: {
  color: string;
  title?: ReactNode;
  role?: "alert" | "status";
  children: ReactNode;
}) {
  const style = {
    "--alert-bg": `var(--mantine-color-${color}-light)`,
    "--alert-color": `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.alert} style={style} role={role}>
      <div className={classes.body}>
        {title ? <div className={classes.title}>{title}</div> : null}
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
