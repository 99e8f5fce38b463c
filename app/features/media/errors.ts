import { defineErrors } from "~/lib/errors";

/** R-image-decoded: the one message for any file that is not an acceptable image. */
export const IMAGE_REJECTED_MESSAGE =
  "Some files were rejected. Please ensure all files are images under 5MB.";

/** Every error media raises, with the spec's text. */
export const mediaErrors = defineErrors("media", {
  "image-rejected": { message: IMAGE_REJECTED_MESSAGE },
  // The store (disk or bucket) refused a write: nothing of the upload is kept.
  "storage-unavailable": {
    message: "We couldn't save your images just now. Nothing was changed; please try again.",
    status: 503,
  },
});
