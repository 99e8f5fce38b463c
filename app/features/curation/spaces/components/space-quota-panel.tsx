import { Link } from "react-router";
import link from "~/components/text-link.module.css";
import { QuotaPanel } from "~/features/owned-items/ui";
import { type SpaceQuota, spaceLimitMessage } from "../policy";

/** The slots above the upload form; at the limit, the spec's refusal and the plans (R-quota-spaces). */
export function SpaceQuotaPanel({ quota }: { quota: SpaceQuota }) {
  return (
    <QuotaPanel
      quota={quota}
      label="Curator space slots"
      heading="Curator Spaces"
      limitLine={spaceLimitMessage(quota.max)}
      remaining={
        <>
          You can add {quota.remaining} more space{quota.remaining === 1 ? "" : "s"}.{" "}
          <Link to="/subscribe" className={`${link.link} ${link.underlined}`}>
            Need more? See the plans
          </Link>
        </>
      }
    />
  );
}
