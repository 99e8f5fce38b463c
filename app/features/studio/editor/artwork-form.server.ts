import { data } from "react-router";
import type { z } from "zod";
import { IMAGE_REJECTED_MESSAGE } from "~/features/media/index.server";
import { SAVE_FAILED_MESSAGE } from "~/features/studio/artworks/artworks-mutations.server";
import { type ActionFailure, DomainError, NotFoundError } from "~/lib/errors";
import { failure } from "~/lib/http/forms.server";
import { logger } from "~/lib/logger.server";
import {
  ARTWORK_FLAGS,
  ARTWORK_TEXT_FIELDS,
  artworkFieldErrors,
  MAX_ARTWORK_BODY_BYTES,
  MAX_ARTWORK_IMAGE_BYTES,
  MAX_ARTWORK_IMAGES,
  TOO_MANY_IMAGES_MESSAGE,
} from "./artwork-form";

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
  if (declared > limit) throw new DomainError(IMAGE_REJECTED_MESSAGE, 413, "images");
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
      throw new DomainError(IMAGE_REJECTED_MESSAGE, 413, "images");
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
    throw new DomainError("The form could not be read. Please try again.", 400);
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
    throw new DomainError(TOO_MANY_IMAGES_MESSAGE, 400, "images");
  }
  if (uploads.some((file) => file.size === 0 || file.size > MAX_ARTWORK_IMAGE_BYTES)) {
    throw new DomainError(IMAGE_REJECTED_MESSAGE, 400, "images");
  }
  const files = await Promise.all(
    uploads.map(async (file) => new Uint8Array(await file.arrayBuffer())),
  );
  const back = form.get("back");
  return { values, files, back: typeof back === "string" ? back.slice(0, 500) : null };
}

/** A save that failed: domain errors keep their message, anything else is logged and told plainly. */
export function saveFailure(error: unknown, requestId: string | undefined) {
  if (error instanceof NotFoundError) {
    const body: ActionFailure = { ok: false, error: SAVE_FAILED_MESSAGE };
    return data(body, { status: 404 });
  }
  if (error instanceof DomainError) return failure(error);
  logger.error({ err: error, requestId }, "saving an artwork failed");
  const body: ActionFailure = { ok: false, error: SAVE_FAILED_MESSAGE };
  return data(body, { status: 500 });
}

/** The form did not pass artworkFormSchema: the first problem of each field. */
export function invalidArtwork(error: z.ZodError) {
  const fieldErrors = artworkFieldErrors(error);
  const first = Object.values(fieldErrors)[0] ?? "Please correct the highlighted fields.";
  const body: ActionFailure = { ok: false, error: first, fieldErrors };
  return data(body, { status: 400 });
}
