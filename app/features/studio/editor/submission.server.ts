import { data } from "react-router";
import type { z } from "zod";
import { readUploadForm } from "~/features/media/index.server";
import type { ActionFailure } from "~/lib/errors";
import { editorErrors } from "./errors";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  artworkFieldErrors,
  MAX_ARTWORK_BODY_BYTES,
  MAX_ARTWORK_IMAGES,
} from "./schema";

export type ArtworkSubmission = {
  /** The form's fields, ready for artworkFormSchema. */
  values: Record<string, unknown>;
  /** The uploaded files in the order of their `new:{n}` tokens. */
  files: Uint8Array[];
  /** Where to return to: the list's search and sort. */
  back: string | null;
};

/**
 * Reads the artwork form: text fields, switches, the ordered image tokens
 * and the new files (bounded and read by media's upload reader).
 */
export async function readArtworkSubmission(request: Request): Promise<ArtworkSubmission> {
  const { form, files } = await readUploadForm(request, {
    maxBodyBytes: MAX_ARTWORK_BODY_BYTES,
    maxFiles: MAX_ARTWORK_IMAGES,
    refuse: (problem) => editorErrors.raise(problem),
  });
  const values: Record<string, unknown> = {};
  for (const field of ARTWORK_TEXT_FIELDS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  for (const field of ARTWORK_FLAGS) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  values.images = form.getAll("images").filter((v): v is string => typeof v === "string");
  const back = form.get("back");
  return { values, files, back: typeof back === "string" ? back.slice(0, 500) : null };
}

/** The form did not pass artworkFormSchema: the first problem of each field. */
export function invalidArtwork(error: z.ZodError) {
  const fieldErrors = artworkFieldErrors(error);
  const first = Object.values(fieldErrors)[0] ?? "Please correct the highlighted fields.";
  const body: ActionFailure = { ok: false, code: "invalid", error: first, fieldErrors };
  return data(body, { status: 400 });
}
