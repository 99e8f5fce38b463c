import { data } from "react-router";
import type { z } from "zod";
import type { ActionFailure } from "~/lib/errors";
import { editorErrors } from "./errors";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  artworkFieldErrors,
  MAX_ARTWORK_BODY_BYTES,
  MAX_ARTWORK_IMAGE_BYTES,
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

/** The body, read up to `limit` bytes; a larger one is refused without reading the rest. */
async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw editorErrors.raise("body-too-large");
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw editorErrors.raise("body-too-large");
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Reads the artwork form: text fields, switches, the ordered image tokens
 * and the new files. The whole body is bounded; each file is bounded again
 * before any decoding, and the files' declared names and types are ignored.
 */
export async function readArtworkSubmission(request: Request): Promise<ArtworkSubmission> {
  const body = await readBody(request, MAX_ARTWORK_BODY_BYTES);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    throw editorErrors.raise("unreadable-form");
  }

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

  const uploads = form.getAll("files").filter((v): v is File => typeof v !== "string");
  if (uploads.length > MAX_ARTWORK_IMAGES) {
    throw editorErrors.raise("too-many-images");
  }
  if (uploads.some((file) => file.size === 0 || file.size > MAX_ARTWORK_IMAGE_BYTES)) {
    throw editorErrors.raise("image-rejected");
  }
  const files = await Promise.all(
    uploads.map(async (file) => new Uint8Array(await file.arrayBuffer())),
  );
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
