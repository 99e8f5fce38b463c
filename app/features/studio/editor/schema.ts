import { z } from "zod";
import { ARTWORK_MEDIUMS, MAX_PRICE_DOLLARS } from "~/features/catalogue";
import { IMAGE_REJECTED_MESSAGE } from "~/features/media";
import { formatWhole } from "~/lib/format";
import { fieldErrors } from "~/lib/http/field-errors";
import { parseDecimal } from "~/lib/numbers";
import { plainText } from "~/lib/plain-text";

/**
 * The artwork upload and edit form (R-artwork-form). The browser checks it before
 * sending and the server parses every submission with the same schema.
 */

export const MAX_ARTWORK_IMAGES = 5;

/** Five images of 5 MB plus the text fields; anything larger is refused unread. */
export const MAX_ARTWORK_BODY_BYTES = 30 * 1024 * 1024;

export const DIMENSION_UNITS = ["in", "cm", "ft"] as const;
export type DimensionUnit = (typeof DIMENSION_UNITS)[number];

export const TOO_MANY_IMAGES_MESSAGE = "You can only have up to 5 images in total";
export const NO_IMAGE_MESSAGE = "Please select at least one image";
/** R-image-decoded: the one message for any file that is not an acceptable image. */
export { IMAGE_REJECTED_MESSAGE };

export const FIELD_LIMITS = {
  title: 200,
  originalArtistName: 120,
  style: 100,
  description: 5000,
  location: 200,
  zipCode: 10,
  inceptionLocation: 200,
} as const;

/** Largest dimension (in any unit) and price (in dollars) the form takes. */
export const MAX_DIMENSION = 100_000;
export { MAX_PRICE_DOLLARS };

function requiredText(message: string, max: number, label: string) {
  return plainText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} cannot exceed ${max} characters`);
}

/** Optional text: blank becomes null. */
function optionalText(max: number, label: string) {
  return plainText()
    .trim()
    .max(max, `${label} cannot exceed ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));
}

function onStep(value: number, decimals: number) {
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/**
 * An optional number of at least 0 on a step of 0.1 (decimals 1) or 0.01
 * (decimals 2); blank becomes null.
 */
function optionalAmount(label: string, decimals: 1 | 2, max: number) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((raw, ctx) => {
      const text = raw == null ? "" : String(raw).trim();
      if (text === "") return null;
      // Digits only: "0x10", "1e3" and "Infinity" are not prices or sizes.
      const value = parseDecimal(raw);
      if (value === null) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      if (value < 0) {
        ctx.addIssue({ code: "custom", message: `${label} must be at least 0` });
        return z.NEVER;
      }
      if (value > max) {
        ctx.addIssue({
          code: "custom",
          message: `${label} cannot exceed ${formatWhole(max)}`,
        });
        return z.NEVER;
      }
      if (!onStep(value, decimals)) {
        ctx.addIssue({
          code: "custom",
          message: `${label} must be a multiple of ${decimals === 1 ? "0.1" : "0.01"}`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** A checkbox: "true"/"on" and friends are on, anything absent is off. */
export const flag = z
  .union([z.boolean(), z.stringbool()])
  .optional()
  .transform((value) => value ?? false);

const dimension = (label: string) => optionalAmount(label, 1, MAX_DIMENSION);
/** An optional price in dollars, to the cent; blank is null. */
export const price = (label: string) => optionalAmount(label, 2, MAX_PRICE_DOLLARS);

/** `existing:{imageId}` keeps a stored image; `new:{n}` is the n-th uploaded file. */
export const IMAGE_TOKEN = /^(existing:[0-9a-f-]{36}|new:[0-4])$/;

export const artworkFormSchema = z
  .object({
    title: requiredText("Artwork name is required", FIELD_LIMITS.title, "Artwork name"),
    originalArtistName: optionalText(FIELD_LIMITS.originalArtistName, "Artist name"),
    medium: z.enum(ARTWORK_MEDIUMS, "Medium is required"),
    style: optionalText(FIELD_LIMITS.style, "Style"),
    description: requiredText("Description is required", FIELD_LIMITS.description, "Description"),
    location: requiredText("Current location is required", FIELD_LIMITS.location, "Location"),
    zipCode: optionalText(FIELD_LIMITS.zipCode, "Zip code").refine(
      (zip) => zip === null || /^\d{5}(-\d{4})?$/.test(zip),
      "Enter a 5-digit ZIP code",
    ),
    inceptionLocation: optionalText(FIELD_LIMITS.inceptionLocation, "Inception location"),
    width: dimension("Width"),
    height: dimension("Height"),
    depth: dimension("Depth"),
    dimensionUnit: z
      .enum(DIMENSION_UNITS, "Choose in, cm or ft")
      .nullish()
      .transform((unit) => unit ?? "in"),
    inGentrificationZone: flag,
    receivedLoanGrant: flag,
    isSpecialNeedsArtist: flag,
    isSeekingLocation: flag,
    isAvailable: flag,
    manageOwnSales: flag,
    processWithAi: flag,
    salePrice: price("Sale price"),
    leaseDailyRate: price("Daily lease rate"),
    leaseWeeklyRate: price("Weekly lease rate"),
    leaseMonthlyRate: price("Monthly lease rate"),
    /** The images in display order; the first is the main image. */
    images: z
      .array(z.string().regex(IMAGE_TOKEN, "Please select at least one image"), NO_IMAGE_MESSAGE)
      .min(1, NO_IMAGE_MESSAGE)
      .max(MAX_ARTWORK_IMAGES, TOO_MANY_IMAGES_MESSAGE)
      .refine((tokens) => new Set(tokens).size === tokens.length, "Each image can appear once"),
  })
  .transform(({ width, height, depth, dimensionUnit, ...rest }) => {
    const hasDimensions = width !== null || height !== null || depth !== null;
    return {
      ...rest,
      // R-artwork-form: dimensions are saved only when one of them is entered.
      dimensions: hasDimensions ? { width, height, depth, unit: dimensionUnit } : null,
    };
  });

export type ArtworkFormInput = z.input<typeof artworkFormSchema>;
export type ArtworkInput = z.output<typeof artworkFormSchema>;

/** The text fields of the form, in the order they are sent. */
export const ARTWORK_TEXT_FIELDS = [
  "title",
  "originalArtistName",
  "medium",
  "style",
  "description",
  "location",
  "zipCode",
  "inceptionLocation",
  "width",
  "height",
  "depth",
  "dimensionUnit",
  "salePrice",
  "leaseDailyRate",
  "leaseWeeklyRate",
  "leaseMonthlyRate",
] as const;

export const ARTWORK_FLAGS = [
  "inGentrificationZone",
  "receivedLoanGrant",
  "isSpecialNeedsArtist",
  "isSeekingLocation",
  "isAvailable",
  "manageOwnSales",
  "processWithAi",
] as const;

export type ArtworkTextField = (typeof ARTWORK_TEXT_FIELDS)[number];
export type ArtworkFlag = (typeof ARTWORK_FLAGS)[number];

/** First problem of each field, keyed by field name (`images` for the image list). */
export const artworkFieldErrors = fieldErrors;
