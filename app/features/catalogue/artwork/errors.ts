import { defineErrors } from "~/lib/errors";

/** Errors about an artwork itself, raised by every area that acts on one. */
export const artworkErrors = defineErrors("artwork", {
  "not-found": { message: "Artwork not found", status: 404 },
});
