import type { ReactNode } from "react";
import text from "~/components/text.module.css";
import classes from "./auth-card.module.css";

/** The centred card the account screens share. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.page}>
      <div className={classes.card}>
        <div className={classes.heading}>
          <h1 className={`${text.title} ${text.h2}`}>{title}</h1>
          {subtitle ? <p className={`${text.plain} ${text.dimmed}`}>{subtitle}</p> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
