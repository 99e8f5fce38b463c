import { sql } from "drizzle-orm";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import type { ArtworkContext, Participant, ThreadMessage } from "./types";

/** A timestamp from either driver (a Date, or PostgreSQL's text form) as an ISO string. */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value)
    .replace(" ", "T")
    .replace(/([+-]\d\d)$/, "$1:00");
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  is_read: boolean;
  created_at: unknown;
  sender_name: string | null;
  sender_handle: string | null;
  sender_avatar: string | null;
  artwork_id: string | null;
  artwork_title: string | null;
  artwork_artist: string | null;
  artwork_image: string | null;
};

/**
 * The columns of a message as the thread shows it, for a query over `messages m`
 * with its sender (`sp`) and artwork (`a`) left-joined by MESSAGE_JOINS.
 */
export const MESSAGE_COLUMNS = sql.raw(`
  m.id, m.conversation_id, m.sender_id, m.content, m.is_read, m.created_at,
  sp.full_name as sender_name, sp.handle as sender_handle, sp.avatar_key as sender_avatar,
  a.id as artwork_id, a.title as artwork_title, a.artist_name as artwork_artist,
  (select ai.image_key from artwork_images ai where ai.artwork_id = a.id
    order by ai.position limit 1) as artwork_image`);

export const MESSAGE_JOINS = sql.raw(`
  left join profiles sp on sp.id = m.sender_id
  left join artworks a on a.id = m.artwork_id`);

export function toThreadMessage(row: MessageRow): ThreadMessage {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    senderId: row.sender_id,
    content: row.content,
    createdAt: iso(row.created_at),
    isRead: Boolean(row.is_read),
    artwork: row.artwork_id
      ? {
          id: row.artwork_id,
          title: row.artwork_title ?? "Untitled",
          artistName: row.artwork_artist,
          imageKey: row.artwork_image,
        }
      : null,
    sender: {
      name: displayName(
        { fullName: row.sender_name, handle: row.sender_handle },
        NAME_FALLBACKS.member,
      ),
      avatarKey: row.sender_avatar,
    },
  };
}

/** Participants as `json_agg(json_build_object('id', …, 'fullName', …, 'handle', …, 'avatarKey', …))`. */
export function toParticipants(value: unknown): Participant[] {
  const list = (typeof value === "string" ? JSON.parse(value) : value) as
    | { id: string; fullName: string | null; handle: string | null; avatarKey: string | null }[]
    | null;
  return (list ?? []).map((p) => ({
    id: p.id,
    name: displayName(p, NAME_FALLBACKS.member),
    handle: p.handle,
    avatarKey: p.avatarKey,
  }));
}

export function toArtworkContext(row: {
  artwork_id: string | null;
  artwork_title: string | null;
  artwork_artist: string | null;
  artwork_image: string | null;
}): ArtworkContext | null {
  if (!row.artwork_id) return null;
  return {
    id: row.artwork_id,
    title: row.artwork_title ?? "Untitled",
    artistName: row.artwork_artist,
    imageKey: row.artwork_image,
  };
}
