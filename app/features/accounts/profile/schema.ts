import { z } from "zod";
import { plainText } from "~/lib/plain-text";
import { ZIP_PATTERN } from "../fields";
import { dialCodeOf } from "../registration/countries";
import { registrationErrors } from "../registration/errors";
import { registerFields } from "../registration/schema";
import { isDeleteConfirmed, PROFILE_LIMITS, PROFILE_MESSAGES } from "./own-profile";

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
  // The number a contact reveal gives out: the registration's rules and messages.
  country: registerFields.country.refine(
    (code) => dialCodeOf(code) !== null,
    registrationErrors.table["country-required"].message,
  ),
  phone: registerFields.phone,
};

export type ProfileField = keyof typeof profileFields;

/** A missing field counts as empty: stored as null; only the phone is kept instead. */
export const profileSchema = z.object({
  fullName: profileFields.fullName.default(null),
  bio: profileFields.bio.default(null),
  location: profileFields.location.default(null),
  zipCode: profileFields.zipCode.default(null),
  instagramHandle: profileFields.instagramHandle.default(null),
  facebookProfileUrl: profileFields.facebookProfileUrl.default(null),
  country: profileFields.country,
  // A form without the phone field keeps the stored number (it may not be emptied).
  phone: profileFields.phone.optional(),
});

export type ProfileInput = z.infer<typeof profileSchema>;

/** The first problem of one field, as the browser shows it beside the input. */
export function checkProfileField(field: ProfileField, value: string): string | null {
  const result = profileFields[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** The own-profile page's action: save the fields, replace the photo, or delete the account. */
export const profileActionSchema = z.discriminatedUnion("intent", [
  profileSchema.extend({ intent: z.literal("update") }),
  z.object({ intent: z.literal("avatar") }),
  z.object({
    intent: z.literal("delete-account"),
    confirm: z.unknown().refine(isDeleteConfirmed, PROFILE_MESSAGES.typeDelete),
  }),
]);
