import { type CSSProperties, type ReactNode, useId } from "react";
import classes from "./notice.module.css";

/**
 * A short status about the page's subject ("Sold", "On lease until…"),
 * drawn like Mantine's light Alert in the theme colour `color`, and read out
 * as a status.
 */
export function Notice({
  color,
  icon,
  title,
  children,
}: {
  color: string;
  icon: ReactNode;
  title?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  const messageId = useId();
  const style = {
    "--notice-bg": `var(--mantine-color-${color}-light)`,
    "--notice-icon": `var(--mantine-color-${color}-light-color)`,
  } as CSSProperties;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a status about the page's subject, not the result of a form (<output>)
    <div
      className={classes.notice}
      style={style}
      role="status"
      aria-labelledby={title ? titleId : undefined}
      aria-describedby={messageId}
    >
      <div className={classes.icon}>{icon}</div>
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
