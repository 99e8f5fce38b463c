import { z } from "zod";
import { formatWhole } from "~/lib/format";
import { fieldErrors } from "~/lib/http/field-errors";
import { parseDecimal } from "~/lib/numbers";
import { plainText } from "~/lib/plain-text";
import { SPACE_TOO_MANY_IMAGES_MESSAGE } from "../errors";

/**
 * The curator space form (R-space-form). The browser checks it before
 * sending and the server parses every submission with the same schema.
 */

export const SPACE_TYPES = ["residential", "commercial", "gallery", "other"] as const;
export type SpaceType = (typeof SPACE_TYPES)[number];
export const SPACE_TYPE_LABELS: Record<SpaceType, string> = {
  residential: "Residential",
  commercial: "Commercial",
  gallery: "Gallery",
  other: "Other",
};

export const WALL_UNITS = ["in", "cm", "ft"] as const;
export type WallUnit = (typeof WALL_UNITS)[number];

export const MAX_SPACE_IMAGES = 10;
/** Ten images of 5 MB plus the text fields; anything larger is refused unread. */
export const MAX_SPACE_BODY_BYTES = 55 * 1024 * 1024;
/** The largest wall side the form takes, in any unit. */
export const MAX_WALL_SIDE = 10_000;

export const SPACE_FIELD_LIMITS = { name: 200, description: 5000 } as const;
export const NO_SPACE_IMAGE_MESSAGE = "Please select at least one image";

function requiredText(message: string, max: number, label: string) {
  return plainText({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${label} cannot exceed ${max} characters`);
}

/** An optional wall side above 0 on a step of 0.1; blank becomes null. */
function wallSide(label: string) {
  return z
    .union([z.string(), z.number()])
    .nullish()
    .transform((raw, ctx) => {
      const text = raw == null ? "" : String(raw).trim();
      if (text === "") return null;
      const parsed = parseDecimal(raw);
      if (parsed === null) {
        ctx.addIssue({ code: "custom", message: `${label} must be a number` });
        return z.NEVER;
      }
      // Stored to a tenth: 0.04 would be kept as 0, a wall of no size.
      const value = Math.round(parsed * 10) / 10;
      if (value <= 0) {
        ctx.addIssue({ code: "custom", message: `${label} must be more than 0` });
        return z.NEVER;
      }
      if (value > MAX_WALL_SIDE) {
        ctx.addIssue({
          code: "custom",
          message: `${label} cannot exceed ${formatWhole(MAX_WALL_SIDE)}`,
        });
        return z.NEVER;
      }
      return value;
    });
}

/** `existing:{imageId}` keeps a stored image; `new:{n}` is the n-th uploaded file. */
export const SPACE_IMAGE_TOKEN = /^(existing:[0-9a-f-]{36}|new:[0-9])$/;

export const spaceFormSchema = z
  .object({
    name: requiredText("Space name is required", SPACE_FIELD_LIMITS.name, "Space name"),
    type: z.enum(SPACE_TYPES, "Space type is required"),
    description: requiredText(
      "Description is required",
      SPACE_FIELD_LIMITS.description,
      "Description",
    ),
    wallWidth: wallSide("Wall width"),
    wallHeight: wallSide("Wall height"),
    wallUnit: z
      .enum(WALL_UNITS, "Choose in, cm or ft")
      .nullish()
      .transform((unit) => unit ?? "in"),
    /** The photos in display order; the first is the one the virtual gallery shows. */
    images: z
      .array(z.string().regex(SPACE_IMAGE_TOKEN, NO_SPACE_IMAGE_MESSAGE), NO_SPACE_IMAGE_MESSAGE)
      .min(1, NO_SPACE_IMAGE_MESSAGE)
      .max(MAX_SPACE_IMAGES, SPACE_TOO_MANY_IMAGES_MESSAGE)
      .refine((tokens) => new Set(tokens).size === tokens.length, "Each image can appear once"),
  })
  .superRefine((value, ctx) => {
    // A wall size is both sides or none: true scale needs the width and the height.
    if ((value.wallWidth === null) !== (value.wallHeight === null)) {
      const field = value.wallWidth === null ? "wallWidth" : "wallHeight";
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: "Enter both the wall's width and height, or neither",
      });
    }
  })
  .transform(({ wallWidth, wallHeight, wallUnit, ...rest }) => ({
    ...rest,
    wall:
      wallWidth !== null && wallHeight !== null
        ? { width: wallWidth, height: wallHeight, unit: wallUnit }
        : null,
  }));

export type SpaceFormInput = z.input<typeof spaceFormSchema>;
export type SpaceInput = z.output<typeof spaceFormSchema>;

/** The text fields of the form, in the order they are sent. */
export const SPACE_TEXT_FIELDS = [
  "name",
  "type",
  "description",
  "wallWidth",
  "wallHeight",
  "wallUnit",
] as const;
export type SpaceTextField = (typeof SPACE_TEXT_FIELDS)[number];

/** First problem of each field, keyed by field name (`images` for the image list). */
export const spaceFieldErrors = fieldErrors;

/** The spaces list's sorts, Newest First by default (R-my-spaces). */
export const SPACE_SORTS = ["date_desc", "date_asc", "name_asc", "name_desc"] as const;
export type SpaceSort = (typeof SPACE_SORTS)[number];
export const SPACE_SORT_LABELS: Record<SpaceSort, string> = {
  date_desc: "Newest First",
  date_asc: "Oldest First",
  name_asc: "Name A-Z",
  name_desc: "Name Z-A",
};
