import { IMAGE_REJECTED_MESSAGE } from "~/features/media";
import { defineErrors } from "~/lib/errors";

/**
 * Texts of curator spaces (R-space-form, R-space-images, R-space-owner-only,
 * R-space-selection, R-suggestions-best-set).
 */
export const SPACE_SAVE_FAILED_MESSAGE = "Failed to save space";
export const SPACE_TOO_MANY_IMAGES_MESSAGE = "You can only have up to 10 images in total";
export const SPACE_NOT_FOUND_MESSAGE = "The curator space you're looking for could not be found.";
export const SELECTION_FAILED_MESSAGE = "Failed to save selection";
export const SUGGESTIONS_FAILED_MESSAGE = "Failed to generate artwork suggestions";
export const NO_SUITABLE_ARTWORKS_MESSAGE =
  "No suitable artworks found within the specified criteria";
export const NOT_WITHIN_BUDGET_MESSAGE =
  "Could not find suitable artworks within the budget constraints";

/** Every error curation raises (R-space-owner-only, R-quota-spaces, R-space-form). */
export const curationErrors = defineErrors("curation", {
  /** Not the member's space, no space, or an id that is not a uuid: all told alike. */
  "not-found": { message: SPACE_NOT_FOUND_MESSAGE, status: 404 },
  /** Raised with `spaceLimitMessage(max)`. */
  "space-limit": {
    message:
      "You have reached your limit of {max} curator spaces. Please upgrade your subscription to upload more.",
    status: 403,
  },
  "profile-missing": { message: "Your profile could not be found.", status: 404 },
  "unreadable-form": { message: "The form could not be read. Please try again." },
  "body-too-large": { message: IMAGE_REJECTED_MESSAGE, status: 413, field: "images" },
  "image-rejected": { message: IMAGE_REJECTED_MESSAGE, field: "images" },
  "too-many-images": { message: SPACE_TOO_MANY_IMAGES_MESSAGE, field: "images" },
  "images-mismatch": { message: SPACE_SAVE_FAILED_MESSAGE, field: "images" },
  "image-gone": { message: SPACE_SAVE_FAILED_MESSAGE, status: 409 },
  "no-suitable-artworks": { message: NO_SUITABLE_ARTWORKS_MESSAGE, status: 422 },
  "not-within-budget": { message: NOT_WITHIN_BUDGET_MESSAGE, status: 422 },
  /** Save Selection named an artwork that does not exist. */
  "unknown-artwork": { message: "One of the chosen artworks no longer exists.", status: 422 },
  /** Discovery Mode's addresses answer visitors with this instead of the sign-in page. */
  "sign-in": { message: "Please sign in to use Discovery Mode.", status: 401 },
  /** Discovery Mode's view and star addresses: an id that is not a uuid, or more than an id. */
  "invalid-artwork": { message: "A valid artwork id is required.", status: 400 },
  /** Discovery Mode's view and star addresses: no artwork has the id. */
  "artwork-not-found": { message: "Artwork not found.", status: 404 },
});
