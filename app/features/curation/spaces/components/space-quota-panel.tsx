import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { mayAddSpace, type SpaceQuota, spaceLimitMessage } from "../policy";
import classes from "./space-form.module.css";

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
