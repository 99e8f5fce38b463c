import { defineErrors } from "~/lib/errors";

/** The My Artwork list's plain failure: the spec's one text for a delete that did not happen. */
export const DELETE_FAILED_MESSAGE = "Failed to delete artwork";

/** Errors of the My Artwork list's actions (R-artwork-delete). */
export const artworksErrors = defineErrors("artworks", {
  /** Not the member's artwork, or no artwork at all: told like any failed delete. */
  "not-found": { message: DELETE_FAILED_MESSAGE, status: 404 },
});
