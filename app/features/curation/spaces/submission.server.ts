import { data } from "react-router";
import type { z } from "zod";
import { readUploadForm } from "~/features/media/index.server";
import type { ActionFailure } from "~/lib/errors";
import { curationErrors } from "../errors";
import {
  MAX_SPACE_BODY_BYTES,
  MAX_SPACE_IMAGES,
  SPACE_TEXT_FIELDS,
  spaceFieldErrors,
} from "./schema";

export type SpaceSubmission = {
  /** The form's fields, ready for spaceFormSchema. */
  values: Record<string, unknown>;
  /** The uploaded files in the order of their `new:{n}` tokens. */
  files: Uint8Array[];
};

/**
 * Reads the space form (R-space-form, R-space-images): text fields, the
 * ordered image tokens and the new files, bounded by media's upload reader.
 */
export async function readSpaceSubmission(request: Request): Promise<SpaceSubmission> {
  const { form, files } = await readUploadForm(request, {
    maxBodyBytes: MAX_SPACE_BODY_BYTES,
    maxFiles: MAX_SPACE_IMAGES,
    refuse: (problem) => curationErrors.raise(problem),
  });
  const values: Record<string, unknown> = {};
  for (const field of SPACE_TEXT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  values.images = form.getAll("images").filter((v): v is string => typeof v === "string");
  return { values, files };
}

/** The form did not pass spaceFormSchema: 400 with the first problem of each field. */
export function invalidSpace(error: z.ZodError) {
  const fieldErrors = spaceFieldErrors(error);
  const first = Object.values(fieldErrors)[0] ?? "Please correct the highlighted fields.";
  const body: ActionFailure = { ok: false, code: "invalid", error: first, fieldErrors };
  return data(body, { status: 400 });
}
