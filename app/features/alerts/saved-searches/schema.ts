import { z } from "zod";
import { isUuid } from "~/lib/ids";
import { ALERT_VALUES, MAX_SEARCH_NAME } from "./words";

const name = z
  .string()
  .trim()
  .min(1, "Please give the search a name.")
  .max(MAX_SEARCH_NAME, `A name has at most ${MAX_SEARCH_NAME} characters.`);
const alert = z.enum(ALERT_VALUES, "Please choose At once, Daily or Off.");
const id = z.string().refine((value) => isUuid(value), "No such saved search.");

/** Every form of saved searches, by intent: save (from the search page), rename, alert, delete. */
export const savedSearchActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("save"),
      query: z.string().max(2000, "This search is too long to save."),
      name,
      alert,
    }),
    z.object({ intent: z.literal("rename"), id, name }),
    z.object({ intent: z.literal("alert"), id, alert }),
    z.object({ intent: z.literal("delete"), id }),
  ],
  "Unknown action.",
);
export type SavedSearchAction = z.infer<typeof savedSearchActionSchema>;
export type SaveSearchInput = Extract<SavedSearchAction, { intent: "save" }>;
