import { defineErrors } from "~/lib/errors";
import { IMAGE_REJECTED_MESSAGE, TOO_MANY_IMAGES_MESSAGE } from "./schema";

/** The artwork form's plain failure: the spec's one text for a save that did not happen. */
export const SAVE_FAILED_MESSAGE = "Failed to save artwork";

/** R-artwork-lifecycle: why a sold work's facts cannot change, and what still can. */
export const FACTS_LOCKED_MESSAGE =
  "This work has been sold, so its title, medium, dimensions, description and images stay as they were recorded. You can still change your offer: prices, availability and location.";

/** Errors of saving the artwork form (R-artwork-form, R-artwork-images). */
export const editorErrors = defineErrors("editor", {
  /** Not the member's artwork, or no artwork at all: told like any failed save. */
  "not-found": { message: SAVE_FAILED_MESSAGE, status: 404 },
  "unreadable-form": { message: "The form could not be read. Please try again." },
  "body-too-large": { message: IMAGE_REJECTED_MESSAGE, status: 413, field: "images" },
  "image-rejected": { message: IMAGE_REJECTED_MESSAGE, field: "images" },
  "too-many-images": { message: TOO_MANY_IMAGES_MESSAGE, field: "images" },
  /** The image tokens do not place every uploaded file exactly once. */
  "images-mismatch": { message: SAVE_FAILED_MESSAGE, field: "images" },
  /** An edit names an image of another artwork, or one removed meanwhile. */
  "image-gone": { message: SAVE_FAILED_MESSAGE, status: 409 },
  /** R-artwork-lifecycle: sold from under the member (a page left open, or a save racing the sale). */
  "sold-meanwhile": {
    message: "This artwork has been sold, so it is no longer yours to change.",
    status: 409,
  },
  /** R-artwork-lifecycle: the facts are the artist's, frozen from the first sale. */
  "facts-locked": { message: FACTS_LOCKED_MESSAGE, status: 409 },
  /** R-resale-royalty: a work bought from its artist keeps that artist. */
  "artist-locked": {
    message: "A work you bought keeps its original artist: the artist cannot be changed.",
    field: "originalArtistName",
  },
});
