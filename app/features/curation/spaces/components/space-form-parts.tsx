import type { ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { mayAddSpace, type SpaceQuota, spaceLimitMessage } from "../policy";
import classes from "./space-form.module.css";

/** Pieces of the space form: a titled section, and the slots panel above a new space. */

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className={`${layout.paper} ${layout.panel}`} aria-labelledby={id}>
      <div className={layout.stack}>
        <div>
          <h2 className={`${text.title} ${text.h4}`} id={id}>
            {title}
          </h2>
          {description ? (
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>{description}</p>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}

/** The slots above the upload form; at the limit, the spec's refusal and the plans (R-quota-spaces). */
export function SpaceQuotaPanel({ quota }: { quota: SpaceQuota }) {
  const atLimit = !mayAddSpace(quota);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the state of the member's slots, not the result of a form (<output>)
    <div
      className={`${layout.paper} ${classes.quota}`}
      data-at-limit={atLimit || undefined}
      role="status"
      aria-label="Curator space slots"
    >
      <p className={`${text.plain} ${text.strong}`}>
        Curator Spaces: {quota.used} of {quota.max} used
      </p>
      {atLimit ? (
        <p className={`${text.plain} ${text.sm}`}>
          {spaceLimitMessage(quota.max)}{" "}
          <Link to="/subscribe" className={`${link.link} ${link.underlined} ${link.strong}`}>
            View Subscription Plans
          </Link>
        </p>
      ) : (
        <p className={`${text.plain} ${text.sm}`}>
          You can add {quota.remaining} more space{quota.remaining === 1 ? "" : "s"}.{" "}
          <Link to="/subscribe" className={`${link.link} ${link.underlined}`}>
            Need more? See the plans
          </Link>
        </p>
      )}
    </div>
  );
}
