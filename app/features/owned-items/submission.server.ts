import { data } from "react-router";
import type { z } from "zod";
import { readUploadForm, type UploadProblem } from "~/features/media/index.server";
import type { ActionFailure } from "~/lib/errors";
import { fieldErrors } from "~/lib/http/field-errors";

/** What differs between the forms of owned items: their fields and their limits. */
export type SubmissionShape = {
  maxBodyBytes: number;
  maxFiles: number;
  textFields: readonly string[];
  /** Switches, sent as "true" or "false". */
  flags?: readonly string[];
  /** The kind's error for a body that cannot be read or is too large. */
  refuse: (problem: UploadProblem) => Error;
};

export type ItemSubmission = {
  /** The form's fields, ready for the kind's form schema. */
  values: Record<string, unknown>;
  /** The uploaded files in the order of their `new:{n}` tokens. */
  files: Uint8Array[];
  /** The form's `back` field, for the kinds that return to a list's search. */
  back: string | null;
};

/**
 * Reads an owned item's form: text fields, switches, the ordered image tokens
 * and the new files, bounded by media's upload reader.
 */
export async function readItemSubmission(
  request: Request,
  shape: SubmissionShape,
): Promise<ItemSubmission> {
  const { form, files } = await readUploadForm(request, {
    maxBodyBytes: shape.maxBodyBytes,
    maxFiles: shape.maxFiles,
    refuse: shape.refuse,
  });
  const values: Record<string, unknown> = {};
  for (const field of [...shape.textFields, ...(shape.flags ?? [])]) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  values.images = form.getAll("images").filter((v): v is string => typeof v === "string");
  const back = form.get("back");
  return { values, files, back: typeof back === "string" ? back.slice(0, 500) : null };
}

/** The form did not pass the kind's schema: 400 with the first problem of each field. */
export function invalidItem(error: z.ZodError) {
  const found = fieldErrors(error);
  const first = Object.values(found)[0] ?? "Please correct the highlighted fields.";
  const body: ActionFailure = { ok: false, code: "invalid", error: first, fieldErrors: found };
  return data(body, { status: 400 });
}
