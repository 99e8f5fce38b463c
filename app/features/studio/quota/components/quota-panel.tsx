import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import { Progress } from "~/components/progress";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import {
  artworkLimitMessage,
  overLimitLine,
  remainingUploadsLine,
} from "~/features/studio/quota/messages";
import type { ArtworkQuota } from "~/features/studio/quota/policy";
import classes from "./quota-panel.module.css";

/** 'Artwork Uploads: X of Y used' above the upload form (R-quota-listings). */
export function QuotaPanel({ quota }: { quota: ArtworkQuota }) {
  const percent = quota.max > 0 ? Math.min(100, (quota.used / quota.max) * 100) : 100;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the state of the plan, not the result of a form (<output>)
    <div
      className={`${layout.paper} ${classes.panel}`}
      data-tone={quota.atLimit ? "red" : "teal"}
      role="status"
      aria-label="Artwork uploads"
    >
      <p className={`${text.plain} ${text.strong}`}>
        Artwork Uploads: {quota.used} of {quota.max} used
      </p>
      <Progress
        value={percent}
        color={quota.atLimit ? "red" : "teal"}
        label={`${quota.used} of ${quota.max} artwork slots used`}
      />
      {quota.atLimit ? (
        <p className={`${text.plain} ${text.sm}`}>
          {quota.used > quota.max
            ? overLimitLine(quota.used, quota.max)
            : artworkLimitMessage(quota.max)}{" "}
          <Link to="/subscribe" className={`${link.link} ${link.strong} focus-ring`}>
            View Subscription Plans
          </Link>
        </p>
      ) : (
        <p className={`${text.plain} ${text.sm}`}>{remainingUploadsLine(quota.remaining)}</p>
      )}
    </div>
  );
}
