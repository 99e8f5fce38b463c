import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, profiles } from "~/db/schema";
import { cardColumns, withFavorites } from "~/features/catalogue/index.server";
import { displayName } from "~/lib/display-name";
import {
  facebookUrl,
  instagramUrl,
  PROFILE_ARTWORK_COUNT,
  type PublicProfile,
} from "./public-profile";
import { memberIdSchema } from "./schema";

/** The public member page's data, or null for an unknown or malformed id. */
export async function publicProfile(
  db: Database,
  userId: string | undefined,
  viewerId: string | null | undefined,
): Promise<PublicProfile | null> {
  const id = memberIdSchema.safeParse(userId);
  if (!id.success) return null;
  const [row] = await db
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      handle: profiles.handle,
      avatarKey: profiles.avatarKey,
      bio: profiles.bio,
      location: profiles.location,
      instagramHandle: profiles.instagramHandle,
      facebookProfileUrl: profiles.facebookProfileUrl,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(eq(profiles.id, id.data))
    .limit(1);
  if (!row) return null;

  const available = and(eq(artworks.userId, row.id), eq(artworks.isAvailable, true));
  const [cards, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(artworks)
      .where(available)
      .orderBy(desc(artworks.createdAt), desc(artworks.id))
      .limit(PROFILE_ARTWORK_COUNT),
    db.select({ n: count() }).from(artworks).where(available),
  ]);

  return {
    id: row.id,
    name: displayName(row),
    handle: row.handle,
    fullName: row.fullName,
    avatarKey: row.avatarKey,
    bio: row.bio?.trim() || null,
    location: row.location?.trim() || null,
    instagramUrl: instagramUrl(row.instagramHandle),
    facebookUrl: facebookUrl(row.facebookProfileUrl),
    memberSince: String(row.createdAt.getUTCFullYear()),
    availableCount: total?.n ?? 0,
    artworks: await withFavorites(db, viewerId, cards),
  };
}
