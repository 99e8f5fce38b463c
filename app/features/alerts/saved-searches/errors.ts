import { defineErrors } from "~/lib/errors";
import { MAX_SAVED_SEARCHES } from "./words";

/** Every refusal of a saved-search form, with the message the member sees. */
export const savedSearchErrors = defineErrors("saved-searches", {
  "sign-in": { message: "Please sign in to save searches.", status: 401 },
  duplicate: { message: "You have already saved this search.", status: 409 },
  limit: {
    message: `You can keep up to ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`,
    status: 409,
  },
  favorites: {
    message: "My Favorites can't be saved as a search. Choose another sort first.",
    status: 400,
  },
  "not-found": { message: "No such saved search.", status: 404 },
});
