import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { messagingErrors } from "./errors";
import { pairKey, refuseSelf } from "./mutations.server";
import { toArtworkContext } from "./rows.server";
import type { StartConversationInput } from "./schema";
import type { DraftThread } from "./types";

/**
 * What /messages?to={member}[&artwork={id}] opens, reading only: the pair's
 * existing conversation (with the artwork when it is not already the
 * subject), or a draft to that member. Nothing is stored until the first
 * message is sent (sendFirstMessage). Unknown members and oneself are refused.
 */
export async function openDraft(
  db: Database,
  viewerId: string,
  input: StartConversationInput,
): Promise<
  { conversationId: string; artworkId: string | null; draft?: undefined } | { draft: DraftThread }
> {
  refuseSelf(viewerId, input.to);
  const [member] = await rows<{
    id: string;
    full_name: string | null;
    handle: string | null;
    avatar_key: string | null;
    conversation_id: string | null;
    subject_id: string | null;
  }>(
    db,
    sql`
    select p.id, p.full_name, p.handle, p.avatar_key, c.id as conversation_id,
      c.artwork_id as subject_id
    from profiles p
    left join conversations c on c.pair_key = ${pairKey(viewerId, input.to)}
      and exists (select 1 from conversation_participants me
        where me.conversation_id = c.id and me.user_id = ${viewerId})
    where p.id = ${input.to}`,
  );
  if (!member) throw messagingErrors.raise("member-not-found");

  const artwork = input.artwork ? await askedArtwork(db, input.artwork) : null;

  if (member.conversation_id) {
    const asked = artwork?.id ?? null;
    return {
      conversationId: member.conversation_id,
      artworkId: asked && asked !== member.subject_id ? asked : null,
    };
  }
  return {
    draft: {
      recipient: {
        id: member.id,
        name: displayName(
          { fullName: member.full_name, handle: member.handle },
          NAME_FALLBACKS.member,
        ),
        handle: member.handle,
        avatarKey: member.avatar_key,
      },
      artwork,
    },
  };
}

/** The artwork a member asks about, for its card; null when there is no such artwork. */
export async function askedArtwork(db: Database, artworkId: string) {
  const [row] = await rows<{
    artwork_id: string;
    artwork_title: string | null;
    artwork_artist: string | null;
    artwork_image: string | null;
  }>(
    db,
    sql`
    select a.id as artwork_id, a.title as artwork_title, a.artist_name as artwork_artist,
      (select ai.image_key from artwork_images ai where ai.artwork_id = a.id
        order by ai.position limit 1) as artwork_image
    from artworks a where a.id = ${artworkId}`,
  );
  return row ? toArtworkContext(row) : null;
}
