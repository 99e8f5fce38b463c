import { defineErrors } from "~/lib/errors";

/** Every refusal of a save or unsave, with the toast the heart shows. */
export const favoriteErrors = defineErrors("favorites", {
  "sign-in": { message: "Please sign in to save artworks to your favorites", status: 401 },
  failed: { message: "Failed to update favorites", status: 400 },
});
