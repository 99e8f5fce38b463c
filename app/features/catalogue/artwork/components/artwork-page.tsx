import type { ReactNode } from "react";
import type { ArtworkDetail, ArtworkOffer } from "~/features/catalogue/artwork/artwork-detail";
import { ArtworkComments } from "~/features/catalogue/comments/components/artwork-comments";
import type { CommentGate } from "~/features/catalogue/comments/policy";
import type { ArtworkComment } from "~/features/catalogue/comments/schema";
import { useArtworkView } from "~/features/catalogue/views/use-artwork-view";
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
 * The page composes the parts other domains own (the lease notice, the contact
 * reveal and the provenance) and hands them in, so catalogue renders them
 * without importing them.
 */
export function ArtworkPage({
  artwork,
  comments,
  commentGate: gate,
  signedIn,
  moneySplit,
  rentCreditCents = 0,
  offer,
  leaseNotice,
  offers,
  revealContact,
  provenance,
}: {
  artwork: ArtworkDetail;
  comments: Promise<ArtworkComment[]>;
  commentGate: CommentGate;
  signedIn: boolean;
  /** Where the purchase price goes ("Of $1,700: $1,700 to …"), while the work is for sale. */
  moneySplit?: string | null;
  /** The viewer's rent credit toward buying it. */
  rentCreditCents?: number;
  /** What the viewer may do to the work now. */
  offer: ArtworkOffer;
  /** Shown under the availability notice while the work is leased. */
  leaseNotice?: ReactNode;
  /** Make an Offer, or the viewer's own offer and its answer, under the price panel. */
  offers?: ReactNode;
  /** The contact reveal block, under the price panel. */
  revealContact: ReactNode;
  /** The ownership history, under the description. */
  provenance: ReactNode;
}) {
  useArtworkView(artwork.id);
  return (
    <div className={classes.layout}>
      <div className={classes.gallery}>
        <ArtworkGallery
          title={artwork.title}
          images={artwork.images}
          artworkId={artwork.id}
          published={artwork.isAvailable}
        />
      </div>
      <div className={classes.info}>
        <ArtworkHeading artwork={artwork} />
        <AvailabilityNotice artwork={artwork} />
        {leaseNotice}
        <PricePanel
          artwork={artwork}
          signedIn={signedIn}
          moneySplit={moneySplit}
          rentCreditCents={rentCreditCents}
          offer={offer}
        />
        {offers}
        {revealContact}
        <ArtworkFacts artwork={artwork} />
      </div>
      <div className={classes.about}>
        <ArtworkDescription description={artwork.description} />
        {provenance}
      </div>
      <div className={classes.comments}>
        <ArtworkComments artworkId={artwork.id} comments={comments} gate={gate} />
      </div>
    </div>
  );
}
