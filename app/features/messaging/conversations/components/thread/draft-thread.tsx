import type { DraftThread as Draft } from "~/features/messaging/conversations/types";
import { FirstMessageComposer } from "../composer/composer";
import panes from "../messages-layout.module.css";
import { ArtworkContextCard } from "./artwork-context";
import { EmptyThread, ThreadHeader } from "./thread";
import classes from "./thread.module.css";

/**
 * An empty thread to a member, opened from /messages?to=: who it goes to, the
 * artwork asked about, and the send box. The conversation starts with the first message.
 */
export function DraftThread({ draft }: { draft: Draft }) {
  const { recipient, artwork } = draft;
  return (
    <>
      <ThreadHeader participants={[recipient]} />
      {artwork ? (
        <div className={classes.context}>
          <ArtworkContextCard artwork={artwork} />
        </div>
      ) : null}
      <div className={panes.scroll}>
        <EmptyThread title={recipient.name} />
      </div>
      <FirstMessageComposer
        to={recipient.id}
        artworkId={artwork?.id ?? null}
        recipientName={recipient.name}
      />
    </>
  );
}
