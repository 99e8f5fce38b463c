import { Stack } from "@mantine/core";
import type { ArtworkDetail } from "~/features/catalogue/artwork/artwork";
import type { ArtworkComment, commentGate } from "~/features/catalogue/comments/comments";
import { ArtworkComments } from "~/features/catalogue/comments/components/comments";
import type { LeaseStatus, ProvenanceEntry, RevealBlockState } from "~/features/commerce";
import { LeaseStatusNotice, ProvenanceList, RevealContact } from "~/features/commerce/ui";
import classes from "./artwork-page.module.css";
import {
  ArtworkDescription,
  ArtworkFacts,
  ArtworkHeading,
  AvailabilityNotice,
  PricePanel,
} from "./details";
import { ArtworkGallery } from "./gallery";

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
