import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { mediaErrors } from "~/features/media";
import {
  deleteImage,
  type MediaStorage,
  mediaStorage,
  processImage,
} from "~/features/media/index.server";
import { logger } from "~/lib/logger.server";
import { dialCodeOf } from "../registration/countries";
import { registrationErrors } from "../registration/errors";
import { normalizePhone } from "../registration/schema";
import { profileErrors } from "./errors";
import { avatarFileProblem, MAX_AVATAR_BYTES } from "./own-profile";
import type { ProfileInput } from "./schema";

/**
 * Saves the editable fields of the viewer's own profile. The row is chosen
 * by the viewer's id alone, so no input can reach another member's profile.
 * The auth account's display name follows the full name.
 */
export async function updateProfile(db: Database, viewerId: string, input: ProfileInput) {
  const dialCode = dialCodeOf(input.country);
  if (!dialCode) throw registrationErrors.raise("country-required");
  // Stored as registration stores it; undefined leaves the number as it is.
  const phoneNumber = input.phone === undefined ? undefined : normalizePhone(dialCode, input.phone);
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
        phoneNumber,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, viewerId))
      .returning({ id: profiles.id, handle: profiles.handle });
    if (!updated) throw profileErrors.raise("not-found");
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
    // R-image-decoded: the pipeline refuses anything that does not decode as a JPEG, PNG or WebP.
    if (mediaErrors.is(error, "image-rejected")) {
      throw profileErrors.raise(
        bytes.byteLength > MAX_AVATAR_BYTES ? "too-large-to-decode" : "not-an-image",
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
      if (!row) throw profileErrors.raise("not-found");
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

/**
 * The bytes of an uploaded profile photo, after R-avatar-upload's checks: an
 * image, under 5 MB. Whether it really is one is decided when it is decoded.
 */
export async function readAvatarUpload(entry: FormDataEntryValue | null): Promise<Uint8Array> {
  if (!entry || typeof entry === "string" || entry.size === 0) {
    throw profileErrors.raise("not-an-image");
  }
  const problem = avatarFileProblem(entry);
  if (problem) {
    throw profileErrors.raise(problem);
  }
  return new Uint8Array(await entry.arrayBuffer());
}
