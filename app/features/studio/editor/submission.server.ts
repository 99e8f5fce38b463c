import type { z } from "zod";
import {
  type ItemSubmission,
  invalidItem,
  readItemSubmission,
} from "~/features/owned-items/index.server";
import { editorErrors } from "./errors";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  MAX_ARTWORK_BODY_BYTES,
  MAX_ARTWORK_IMAGES,
} from "./schema";

/** The artwork form as sent; `back` is the list's search and sort to return to. */
export type ArtworkSubmission = ItemSubmission;

/** Reads the artwork form: text fields, switches, the ordered image tokens and the new files. */
export function readArtworkSubmission(request: Request): Promise<ArtworkSubmission> {
  return readItemSubmission(request, {
    maxBodyBytes: MAX_ARTWORK_BODY_BYTES,
    maxFiles: MAX_ARTWORK_IMAGES,
    textFields: ARTWORK_TEXT_FIELDS,
    flags: ARTWORK_FLAGS,
    refuse: (problem) => editorErrors.raise(problem),
  });
}

/** The form did not pass artworkFormSchema: the first problem of each field. */
export function invalidArtwork(error: z.ZodError) {
  return invalidItem(error);
}
