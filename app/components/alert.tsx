import { type CSSProperties, type ReactNode, useId } from "react";
import classes from "./alert.module.css";

/**
 * A message in a pale box of the theme colour `color`, with an optional icon
 * before it: `role="alert"` for a problem to be read out at once,
 * `role="status"` for a state of the page's subject ("Sold", "On lease
 * until…") or news that can wait.
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
  const titleId = useId();
  const messageId = useId();
  const style = {
    "--alert-bg": `var(--color-${color}-light)`,
    "--alert-color": `var(--color-${color}-light-color)`,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: an alert and a status both take a name and a description
    <div
      className={classes.alert}
      style={style}
      role={role}
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
      data-testid={testId}
    >
      {icon ? <div className={classes.icon}>{icon}</div> : null}
      <div className={classes.body}>
        {title ? (
          <div className={classes.title} id={titleId}>
            {title}
          </div>
        ) : null}
        <div className={classes.message} id={messageId}>
          {children}
        </div>
      </div>
    </div>
  );
}
