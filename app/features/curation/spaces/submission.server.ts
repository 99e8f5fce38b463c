import type { z } from "zod";
import {
  type ItemSubmission,
  invalidItem,
  readItemSubmission,
} from "~/features/owned-items/index.server";
import { curationErrors } from "../errors";
import { MAX_SPACE_BODY_BYTES, MAX_SPACE_IMAGES, SPACE_TEXT_FIELDS } from "./schema";

export type SpaceSubmission = ItemSubmission;

/**
 * Reads the space form (R-space-form, R-space-images): text fields, the
 * ordered image tokens and the new files, bounded by media's upload reader.
 */
export function readSpaceSubmission(request: Request): Promise<SpaceSubmission> {
  return readItemSubmission(request, {
    maxBodyBytes: MAX_SPACE_BODY_BYTES,
    maxFiles: MAX_SPACE_IMAGES,
    textFields: SPACE_TEXT_FIELDS,
    refuse: (problem) => curationErrors.raise(problem),
  });
}

/** The form did not pass spaceFormSchema: 400 with the first problem of each field. */
export function invalidSpace(error: z.ZodError) {
  return invalidItem(error);
}
