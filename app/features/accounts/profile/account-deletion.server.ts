import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  artworkImages,
  artworks,
  curatorSpaceImages,
  curatorSpaces,
  profiles,
  user,
} from "~/db/schema";
import { type MediaStorage, mediaStorage } from "~/features/media/index.server";
import { logger } from "~/lib/logger.server";
import { audit } from "~/services/audit.server";
import { profileErrors } from "./errors";

export type DeletedAccount = {
  /** Storage prefixes removed: artwork images, QR codes, space photos and the avatar. */
  removedFiles: string[];
};

/**
 * Deletes a member's account for good (R-delete-account).
 *
 * In one transaction: the files to remove are listed; the member's
 * transactions go, except completed (or refunded) ones of another member,
 * which stay as that member's history with this side set to null and the
 * artwork title kept, and any with ledger entries, which stay in the books; the conversations the member took part in go; then
 * the auth user row goes, and with it, by cascade, the profile, sessions,
 * credentials, artworks (with their images, comments, favourites, reveals
 * and view history), the member's favourites, comments, reveals, spaces,
 * subscriptions and messages. Afterwards the files are removed from storage.
 *
 * `userId` is the signed-in member: an account can only delete itself.
 */
export async function deleteAccount(
  db: Database,
  userId: string,
  storage: MediaStorage = mediaStorage(),
): Promise<DeletedAccount> {
  const removedFiles = await db.transaction(async (tx) => {
    const database = tx as unknown as Database;
    const [account] = await database
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    const [profile] = await database
      .select({ handle: profiles.handle })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!account) throw profileErrors.raise("account-not-found");

    // One query at a time: a transaction runs on a single connection.
    const avatar = await database
      .select({ key: profiles.avatarKey })
      .from(profiles)
      .where(and(eq(profiles.id, userId), isNotNull(profiles.avatarKey)));
    const images = await database
      .select({ key: artworkImages.imageKey })
      .from(artworkImages)
      .innerJoin(artworks, eq(artworks.id, artworkImages.artworkId))
      .where(eq(artworks.userId, userId));
    const qrCodes = await database
      .select({ key: artworks.qrCodeKey })
      .from(artworks)
      .where(and(eq(artworks.userId, userId), isNotNull(artworks.qrCodeKey)));
    const spacePhotos = await database
      .select({ key: curatorSpaceImages.imageKey })
      .from(curatorSpaceImages)
      .innerJoin(curatorSpaces, eq(curatorSpaces.id, curatorSpaceImages.spaceId))
      .where(eq(curatorSpaces.userId, userId));

    // Money that moved stays in the books (R-ledger-balances): a transaction with ledger
    // entries is kept, its parties emptied, even once neither party remains.
    await database.execute(sql`
      delete from transactions t
      where (t.user_id = ${userId} or t.artist_id = ${userId})
        and not exists (select 1 from ledger_entries e where e.transaction_id = t.id)
        and not (
          t.status in ('completed', 'refunded')
          and (
            (t.user_id is not null and t.user_id <> ${userId})
            or (t.artist_id is not null and t.artist_id <> ${userId})
          )
        )
    `);
    await database.execute(sql`
      delete from conversations c
      where exists (
        select 1 from conversation_participants p
        where p.conversation_id = c.id and p.user_id = ${userId}
      )
    `);
    await database.delete(user).where(eq(user.id, userId));
    await audit(database, {
      actorId: null,
      action: "account.deleted",
      subjectType: "user",
      subjectId: userId,
      // Only the handle stays, so the trail can name whose account went; nothing else personal.
      details: {
        handle: profile?.handle ?? null,
        before: { account: "active" },
        after: { account: "deleted" },
        reason: "The member deleted their own account",
      },
    });

    return [...avatar, ...images, ...qrCodes, ...spacePhotos]
      .map((row) => row.key)
      .filter((key): key is string => !!key);
  });

  const unique = [...new Set(removedFiles)];
  await Promise.all(
    unique.map((key) =>
      storage.delete(key).catch((error: unknown) => {
        logger.warn({ err: error, key }, "removing a deleted account's file failed");
      }),
    ),
  );
  return { removedFiles: unique };
}
