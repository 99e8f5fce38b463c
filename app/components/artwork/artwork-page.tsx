import { Stack } from "@mantine/core";
import { LeaseStatusNotice } from "~/components/checkout/lease-status";
import type { ArtworkDetail } from "~/features/catalogue/artwork";
import type { ArtworkComment, commentGate } from "~/features/catalogue/comments";
import type { LeaseStatus } from "~/features/commerce/lease-pricing";
import type { ProvenanceEntry } from "~/features/commerce/provenance";
import type { RevealBlockState } from "~/features/commerce/reveals";
import classes from "./artwork-page.module.css";
import { ArtworkComments } from "./comments";
import {
  ArtworkDescription,
  ArtworkFacts,
  ArtworkHeading,
  AvailabilityNotice,
  PricePanel,
} from "./details";
import { ArtworkGallery } from "./gallery";
import { ProvenanceList } from "./provenance-list";
import { RevealContact } from "./reveal-contact";

/**
 * The artwork page: pictures beside what it is and what it costs; then the
 * description and the conversation. On a phone everything stacks in reading order.
 */
export function ArtworkPage({
  artwork,
  comments,
  commentGate: gate,
  signedIn,
  reveal,
  provenance,
  leaseStatus,
}: {
  artwork: ArtworkDetail;
  comments: Promise<ArtworkComment[]>;
  commentGate: ReturnType<typeof commentGate>;
  signedIn: boolean;
  reveal: RevealBlockState;
  provenance: ProvenanceEntry[];
  leaseStatus?: LeaseStatus;
}) {
  return (
    <div className={classes.layout}>
      <div className={classes.gallery}>
        <ArtworkGallery title={artwork.title} images={artwork.images} />
      </div>
      <Stack gap="lg" className={classes.info}>
        <ArtworkHeading artwork={artwork} />
        <AvailabilityNotice artwork={artwork} />
        {leaseStatus ? <LeaseStatusNotice status={leaseStatus} /> : null}
        <PricePanel artwork={artwork} signedIn={signedIn} />
        <RevealContact artworkId={artwork.id} state={reveal} />
        <ArtworkFacts artwork={artwork} />
      </Stack>
      <div className={classes.about}>
        <ArtworkDescription description={artwork.description} />
        <ProvenanceList entries={provenance} />
      </div>
      <div className={classes.comments}>
        <ArtworkComments artworkId={artwork.id} comments={comments} gate={gate} />
      </div>
    </div>
  );
}
