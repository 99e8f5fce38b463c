import { QuotaPanel as ItemQuotaPanel } from "~/features/owned-items/ui";
import {
  artworkLimitMessage,
  overLimitLine,
  remainingUploadsLine,
} from "~/features/studio/quota/messages";
import type { ArtworkQuota } from "~/features/studio/quota/policy";

/** 'Artwork Uploads: X of Y used' above the upload form (R-quota-listings). */
export function QuotaPanel({ quota }: { quota: ArtworkQuota }) {
  return (
    <ItemQuotaPanel
      quota={quota}
      label="Artwork uploads"
      heading="Artwork Uploads"
      progressLabel={`${quota.used} of ${quota.max} artwork slots used`}
      limitLine={
        quota.used > quota.max
          ? overLimitLine(quota.used, quota.max)
          : artworkLimitMessage(quota.max)
      }
      remaining={remainingUploadsLine(quota.remaining)}
    />
  );
}
