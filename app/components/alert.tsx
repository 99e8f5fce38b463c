import type { CSSProperties, ReactNode } from "react";
import classes from "./alert.module.css";

/**
 * A message in a pale box of the theme colour `color`, drawn like Mantine's
 * light Alert (with an optional icon before it): `role="alert"` for a problem
 * to be read out at once, `role="status"` for news that can wait.
 */
export function Alert({
  color,
  title,
  icon,
  role = "alert",
  children,
  "data-testid": testId,
}: {
  color: string;
  title?: ReactNode;
  icon?: ReactNode;
  role?: "alert" | "status";
  children: ReactNode;
  "data-testid"?: string;
}) {
  const style = {
    "--alert-bg": `var(--mantine-color-${color}-light)`,
    "--alert-color": `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    <div className={classes.alert} style={style} role={role} data-testid={testId}>
      {icon ? <div className={classes.icon}>{icon}</div> : null}
      <div className={classes.body}>
        {title ? <div className={classes.title}>{title}</div> : null}
        <div className={classes.message}>{children}</div>
      </div>
    </div>
  );
}
