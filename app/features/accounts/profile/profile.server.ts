import { count, desc, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, curatorSpaces, profiles, transactions, user } from "~/db/schema";
import {
  deleteImage,
  IMAGE_REJECTED_MESSAGE,
  type MediaStorage,
  mediaStorage,
  processImage,
} from "~/features/media/index.server";
import { FREE_PLAN_NAME, type PlanSummary } from "~/features/plans/index.server";
import { listedBy } from "~/features/studio/index.server";
import { AppError, DomainError, NotFoundError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";
import {
  avatarFileProblem,
  FALLBACK_NAME,
  MAX_AVATAR_BYTES,
  type OwnProfile,
  type OwnTransaction,
  PROFILE_MESSAGES,
  type ProfileInput,
} from "./profile";

type ProfileViewer = { id: string; isAdmin: boolean; plan: PlanSummary };

/** The signed-in member's own profile with their plan and what they have used of it. */
export async function loadOwnProfile(
  db: Database,
  viewer: ProfileViewer,
): Promise<OwnProfile | null> {
  const [[row], [artworkCount], [spaceCount]] = await Promise.all([
    db
      .select({
        id: profiles.id,
        email: user.email,
        fullName: profiles.fullName,
        handle: profiles.handle,
        avatarKey: profiles.avatarKey,
        bio: profiles.bio,
        location: profiles.location,
        zipCode: profiles.zipCode,
        instagramHandle: profiles.instagramHandle,
        facebookProfileUrl: profiles.facebookProfileUrl,
        currentReveals: profiles.currentReveals,
        createdAt: user.createdAt,
      })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, viewer.id))
      .limit(1),
    db.select({ total: count() }).from(artworks).where(listedBy(viewer.id)),
    db.select({ total: count() }).from(curatorSpaces).where(eq(curatorSpaces.userId, viewer.id)),
  ]);
  if (!row) return null;
  const { createdAt, ...profile } = row;
  return {
    ...profile,
    displayName: profile.fullName?.trim() || FALLBACK_NAME,
    memberSince: createdAt.getUTCFullYear(),
    planName: viewer.plan.name?.trim() || FREE_PLAN_NAME,
    artworksUsed: artworkCount?.total ?? 0,
    maxArtworks: viewer.plan.maxArtworks,
    spacesUsed: spaceCount?.total ?? 0,
    maxCuratorSpaces: viewer.plan.maxCuratorSpaces,
    isAdmin: viewer.isAdmin,
  };
}

/**
 * Saves the editable fields of the viewer's own profile. The row is chosen
 * by the viewer's id alone, so no input can reach another member's profile.
 * The auth account's display name follows the full name.
 */
export async function updateProfile(db: Database, viewerId: string, input: ProfileInput) {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(profiles)
      .set({
        fullName: input.fullName,
        bio: input.bio,
        location: input.location,
        zipCode: input.zipCode,
        instagramHandle: input.instagramHandle,
        facebookProfileUrl: input.facebookProfileUrl,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, viewerId))
      .returning({ id: profiles.id, handle: profiles.handle });
    if (!updated) throw new NotFoundError("Profile not found");
    await tx
      .update(user)
      .set({ name: input.fullName ?? updated.handle, updatedAt: new Date() })
      .where(eq(user.id, viewerId));
    return updated;
  });
}

/**
 * Stores a new profile photo (checked and re-encoded by the image pipeline),
 * points the profile at it, then removes the previous photo's files. The
 * previous key is read under a row lock, so two uploads at once each remove
 * the photo they replaced and none is left behind.
 */
export async function replaceAvatar(
  db: Database,
  viewerId: string,
  bytes: Uint8Array,
  storage: MediaStorage = mediaStorage(),
): Promise<string> {
  const image = await processImage(bytes, { kind: "avatar", storage }).catch((error: unknown) => {
    // The pipeline refuses anything that does not decode as a JPEG, PNG or WebP.
    if (error instanceof AppError && error.message === IMAGE_REJECTED_MESSAGE) {
      throw new DomainError(
        bytes.byteLength > MAX_AVATAR_BYTES
          ? PROFILE_MESSAGES.tooLarge
          : PROFILE_MESSAGES.notAnImage,
        400,
      );
    }
    throw error;
  });
  let previous: string | null;
  try {
    previous = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ avatarKey: profiles.avatarKey })
        .from(profiles)
        .where(eq(profiles.id, viewerId))
        .for("update");
      if (!row) throw new NotFoundError("Profile not found");
      await tx
        .update(profiles)
        .set({ avatarKey: image.key, updatedAt: sql`now()` })
        .where(eq(profiles.id, viewerId));
      return row.avatarKey;
    });
  } catch (error) {
    await deleteImage(image.key, storage).catch(() => {});
    throw error;
  }
  if (previous && previous !== image.key) {
    await deleteImage(previous, storage).catch((error: unknown) => {
      logger.warn({ err: error, key: previous }, "removing a replaced profile photo failed");
    });
  }
  return image.key;
}

/** The viewer's own purchases and leases (they are the buyer or lessee), newest first. */
export async function listOwnTransactions(
  db: Database,
  viewerId: string,
  limit = 50,
): Promise<OwnTransaction[]> {
  const found = await db
    .select({
      id: transactions.id,
      type: transactions.transactionType,
      artworkId: transactions.artworkId,
      artworkTitle: transactions.artworkTitle,
      amountCents: transactions.amountCents,
      status: transactions.status,
      createdAt: transactions.createdAt,
      leaseStartDate: transactions.leaseStartDate,
      leaseEndDate: transactions.leaseEndDate,
    })
    .from(transactions)
    .where(eq(transactions.userId, viewerId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(limit);
  return found.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * The bytes of an uploaded profile photo, after the spec's checks (§5): an
 * image, under 5 MB. Whether it really is one is decided when it is decoded.
 */
export async function readAvatarUpload(entry: FormDataEntryValue | null): Promise<Uint8Array> {
  if (!entry || typeof entry === "string" || entry.size === 0) {
    throw new DomainError(PROFILE_MESSAGES.notAnImage, 400);
  }
  const problem = avatarFileProblem(entry);
  if (problem) throw new DomainError(problem, problem === PROFILE_MESSAGES.tooLarge ? 413 : 400);
  return new Uint8Array(await entry.arrayBuffer());
}
