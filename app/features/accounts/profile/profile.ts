import { z } from "zod";
import { ZIP_PATTERN } from "~/features/accounts/schema";
import { FORM_BODY_BYTES } from "~/lib/http/body-limits";
import { plainText } from "~/lib/text";

/** The own-profile screen (part 2 §2 "Own profile", §4, §5, §8): rules shared by browser and server. */

export const PROFILE_MESSAGES = {
  updated: "Profile updated successfully",
  updateFailed: "Failed to update profile",
  photoUpdated: "Profile photo updated successfully",
  photoFailed: "Failed to update profile photo",
  notAnImage: "Please upload an image file",
  tooLarge: "Image size should be less than 5MB",
  deleted: "Your account has been successfully deleted",
  deleteFailed: "Failed to delete account",
  typeDelete: 'Please type "delete" to confirm',
} as const;

export const FALLBACK_NAME = "Anonymous User";
export const BIO_NOTICE = "Scan in or upload bio. (Premium feature coming soon!)";

export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

/** What the profile page's action reads: one photo and the form around it. */
export const MAX_PROFILE_BODY_BYTES = MAX_AVATAR_BYTES + FORM_BODY_BYTES;
/** What the photo picker offers; the server decides by decoding the file. */
export const AVATAR_ACCEPT = ["image/jpeg", "image/png", "image/webp"];

export const PROFILE_LIMITS = {
  fullName: 100,
  bio: 2000,
  location: 100,
  facebookProfileUrl: 300,
} as const;

/** Trimmed text of at most `max` characters; empty becomes null. */
function optionalText(max: number, message: string) {
  return plainText()
    .trim()
    .max(max, message)
    .transform((value) => value || null);
}

const INSTAGRAM_HANDLE = /^[A-Za-z0-9._]{1,30}$/;
const FACEBOOK_HOSTS = /(^|\.)(facebook\.com|fb\.com)$/i;

function isFacebookUrl(value: string) {
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      FACEBOOK_HOSTS.test(url.hostname) &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

export const profileFields = {
  fullName: optionalText(
    PROFILE_LIMITS.fullName,
    `Full name cannot exceed ${PROFILE_LIMITS.fullName} characters`,
  ),
  bio: optionalText(PROFILE_LIMITS.bio, `About cannot exceed ${PROFILE_LIMITS.bio} characters`),
  location: optionalText(
    PROFILE_LIMITS.location,
    `Location cannot exceed ${PROFILE_LIMITS.location} characters`,
  ),
  zipCode: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || ZIP_PATTERN.test(value),
      "Please enter a valid zip code (e.g., 12345 or 12345-6789)",
    )
    .transform((value) => value || null),
  instagramHandle: z
    .string()
    .trim()
    .transform((value) => value.replace(/^@/, ""))
    .refine(
      (value) => value === "" || INSTAGRAM_HANDLE.test(value),
      "Instagram handles are up to 30 letters, numbers, periods and underscores",
    )
    .transform((value) => value || null),
  facebookProfileUrl: plainText()
    .trim()
    .max(PROFILE_LIMITS.facebookProfileUrl, "Please enter a valid Facebook profile URL")
    .refine(
      (value) => value === "" || isFacebookUrl(value),
      "Please enter a Facebook profile URL (https://facebook.com/…)",
    )
    .transform((value) => value || null),
};

export type ProfileField = keyof typeof profileFields;

/** A missing field counts as empty: stored as null. */
export const profileSchema = z.object({
  fullName: profileFields.fullName.default(null),
  bio: profileFields.bio.default(null),
  location: profileFields.location.default(null),
  zipCode: profileFields.zipCode.default(null),
  instagramHandle: profileFields.instagramHandle.default(null),
  facebookProfileUrl: profileFields.facebookProfileUrl.default(null),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** The first problem of one field, as the browser shows it beside the input. */
export function checkProfileField(field: ProfileField, value: string): string | null {
  const result = profileFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** Spec §5: the avatar must be an image, under 5 MB. Null when acceptable. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return PROFILE_MESSAGES.notAnImage;
  if (file.size > MAX_AVATAR_BYTES) return PROFILE_MESSAGES.tooLarge;
  return null;
}

/** Spec §5: the typed word must be 'delete', in any case. */
export function isDeleteConfirmed(typed: unknown) {
  return typeof typed === "string" && typed.trim().toLowerCase() === "delete";
}

export function instagramUrl(handle: string | null) {
  return handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;
}

/** What the own-profile page shows. */
export type OwnProfile = {
  id: string;
  email: string;
  fullName: string | null;
  /** Full name, else 'Anonymous User'. */
  displayName: string;
  handle: string;
  avatarKey: string | null;
  bio: string | null;
  location: string | null;
  zipCode: string | null;
  instagramHandle: string | null;
  facebookProfileUrl: string | null;
  /** The year the account was created. */
  memberSince: number;
  planName: string;
  currentReveals: number;
  artworksUsed: number;
  maxArtworks: number;
  spacesUsed: number;
  maxCuratorSpaces: number;
  isAdmin: boolean;
};

/** One of the viewer's own purchases or leases. */
export type OwnTransaction = {
  id: string;
  type: "purchase" | "lease";
  artworkId: string | null;
  artworkTitle: string;
  amountCents: number;
  status: string;
  createdAt: string;
  leaseStartDate: string | null;
  leaseEndDate: string | null;
};
