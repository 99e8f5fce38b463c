import { FORM_BODY_BYTES } from "~/lib/http/body-limits";

/** The own-profile screen (R-profile-edit, R-avatar-upload, R-delete-account): texts and rules. */

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

/**
 * R-avatar-upload: the avatar must be an image, under 5 MB. Null when
 * acceptable, else the problem's key in the profile's error table.
 */
export function avatarFileProblem(file: {
  type: string;
  size: number;
}): "not-an-image" | "too-large" | null {
  if (!file.type.startsWith("image/")) return "not-an-image";
  if (file.size > MAX_AVATAR_BYTES) return "too-large";
  return null;
}

/** R-delete-account: the typed word must be 'delete', in any case. */
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
  /** Full name, else NAME_FALLBACKS.anonymous ('Anonymous User'). */
  displayName: string;
  handle: string;
  avatarKey: string | null;
  bio: string | null;
  location: string | null;
  zipCode: string | null;
  instagramHandle: string | null;
  facebookProfileUrl: string | null;
  /** The stored phone number as the edit form's Country Code and Phone Number. */
  phone: { country: string; phone: string };
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
  /** A completed lease's phase on the gallery's today; null for purchases. */
  leasePhase: "upcoming" | "active" | "ended" | null;
  /** The id of the lease when its lessee may extend it now (R-lease-extension), else null. */
  extendLeaseId: string | null;
};
