import type { ReactNode } from "react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { Progress } from "~/components/progress";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import type { ItemQuota } from "../quota";
import classes from "./quota-panel.module.css";

/**
 * The slots used above an upload form (R-quota-listings, R-quota-spaces):
 * 'Artwork Uploads: X of Y used', and at the limit the kind's refusal with
 * the plans; else what is left.
 */
export function QuotaPanel({
  quota,
  label,
  heading,
  progressLabel,
  limitLine,
  remaining,
}: {
  quota: ItemQuota;
  /** The panel's name: 'Artwork uploads'. */
  label: string;
  /** 'Artwork Uploads', before ': X of Y used'. */
  heading: string;
  /** The bar's name; no bar without it. */
  progressLabel?: string;
  /** The refusal at the limit. */
  limitLine: string;
  /** What is left below the limit. */
  remaining: ReactNode;
}) {
  const percent = quota.max > 0 ? Math.min(100, (quota.used / quota.max) * 100) : 100;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the state of the plan, not the result of a form (<output>)
    <div
      className={`${layout.paper} ${classes.panel}`}
      data-tone={quota.atLimit ? "red" : "teal"}
      role="status"
      aria-label={label}
    >
      <p className={`${text.plain} ${text.strong}`}>
        {heading}: {quota.used} of {quota.max} used
      </p>
      {progressLabel ? (
        <Progress value={percent} color={quota.atLimit ? "red" : "teal"} label={progressLabel} />
      ) : null}
      {quota.atLimit ? (
        <p className={`${text.plain} ${text.sm}`}>
          {limitLine}{" "}
          <Link
            to="/subscribe"
            className={`${link.link} ${link.underlined} ${link.strong} focus-ring`}
          >
            View Subscription Plans
          </Link>
        </p>
      ) : (
        <p className={`${text.plain} ${text.sm}`}>{remaining}</p>
      )}
    </div>
  );
}
