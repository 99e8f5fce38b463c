import { logger } from "~/lib/logger.server";
import { deleteImage, type ProcessedImage, processImage } from "./images.server";
import { MAX_IMAGE_BYTES } from "./limits";
import type { MediaStorage } from "./storage.server";
import type { ImageKind } from "./urls";

/**
 * The upload forms' shared server side (artworks, curator spaces): reading a
 * bounded multipart body, placing the uploaded files in the form's ordered
 * image list, and storing the files all or none.
 */

/** Why an upload form is refused; each form maps these to its own error table. */
export type UploadProblem =
  | "body-too-large"
  | "unreadable-form"
  | "too-many-images"
  | "image-rejected"
  | "images-mismatch";

export type UploadForm = {
  form: FormData;
  /** The uploaded files in the order of their `new:{n}` tokens. */
  files: Uint8Array[];
};

/** The body, read up to `limit` bytes; a larger one is refused without reading the rest. */
async function readBody(
  request: Request,
  limit: number,
  refuse: (problem: UploadProblem) => Error,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) throw refuse("body-too-large");
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
      throw refuse("body-too-large");
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
 * Reads an upload form: the whole body is bounded; each file of the `files`
 * field is bounded again before any decoding, and the files' declared names
 * and types are ignored.
 */
export async function readUploadForm(
  request: Request,
  {
    maxBodyBytes,
    maxFiles,
    refuse,
  }: { maxBodyBytes: number; maxFiles: number; refuse: (problem: UploadProblem) => Error },
): Promise<UploadForm> {
  const body = await readBody(request, maxBodyBytes, refuse);
  let form: FormData;
  try {
    form = await new Response(body, {
      headers: { "Content-Type": request.headers.get("Content-Type") ?? "" },
    }).formData();
  } catch {
    throw refuse("unreadable-form");
  }
  const uploads = form.getAll("files").filter((v): v is File => typeof v !== "string");
  if (uploads.length > maxFiles) throw refuse("too-many-images");
  if (uploads.some((file) => file.size === 0 || file.size > MAX_IMAGE_BYTES)) {
    throw refuse("image-rejected");
  }
  const files = await Promise.all(
    uploads.map(async (file) => new Uint8Array(await file.arrayBuffer())),
  );
  return { form, files };
}

/** One place of the ordered image list: a stored image kept, or the n-th uploaded file. */
export type ImageSlot = { kind: "existing"; imageId: string } | { kind: "new"; file: number };

/**
 * Reads the ordered image tokens (`existing:{imageId}`, `new:{n}`) against the
 * uploaded files: every file is placed exactly once, and no more than `max`
 * images remain.
 */
export function imageSlots(
  tokens: readonly string[],
  fileCount: number,
  { max, refuse }: { max: number; refuse: (problem: UploadProblem) => Error },
): ImageSlot[] {
  if (fileCount > max || tokens.length > max) throw refuse("too-many-images");
  const slots = tokens.map((token): ImageSlot => {
    const [kind, value = ""] = token.split(":");
    return kind === "existing" ? { kind, imageId: value } : { kind: "new", file: Number(value) };
  });
  const used = slots.flatMap((slot) => (slot.kind === "new" ? [slot.file] : []));
  const everyFileOnce =
    used.length === fileCount &&
    used.every((file, _, all) => file < fileCount && all.indexOf(file) === all.lastIndexOf(file));
  if (!everyFileOnce) throw refuse("images-mismatch");
  return slots;
}

/**
 * Checks and stores the new files (all or none). A rejected file throws the
 * spec's rejection message after the others are removed again.
 */
export async function processFiles(
  files: readonly Uint8Array[],
  kind: ImageKind,
  storage: MediaStorage,
): Promise<ProcessedImage[]> {
  const results = await Promise.allSettled(
    files.map((bytes) => processImage(bytes, { kind, storage })),
  );
  const stored = results.flatMap((r) => (r.status === "fulfilled" ? [r.value] : []));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) {
    await removeImages(
      stored.map((image) => image.key),
      storage,
    );
    throw failed.reason;
  }
  return stored;
}

/** Removes stored images; a file that cannot be removed is logged and left. */
export async function removeImages(keys: readonly string[], storage: MediaStorage) {
  const results = await Promise.allSettled(keys.map((key) => deleteImage(key, storage)));
  for (const [index, result] of results.entries()) {
    if (result.status === "rejected") {
      logger.warn({ err: result.reason, key: keys[index] }, "stored image could not be removed");
    }
  }
}

/**
 * The stored images an edit leaves out: every image the form keeps must be
 * one of `current` (else null: an image of another item, or one removed
 * meanwhile); the rest of `current` is dropped.
 */
export function droppedImages<Row extends { id: string }>(
  current: readonly Row[],
  slots: readonly ImageSlot[],
): Row[] | null {
  const currentIds = new Set(current.map((image) => image.id));
  const kept = new Set<string>();
  for (const slot of slots) {
    if (slot.kind !== "existing") continue;
    if (!currentIds.has(slot.imageId)) return null;
    kept.add(slot.imageId);
  }
  return current.filter((image) => !kept.has(image.id));
}

/**
 * Writes the form's order: each kept image moves to its position and each
 * new file is added at its own, one after another inside the caller's
 * transaction.
 */
export async function writeImageOrder(
  slots: readonly ImageSlot[],
  processed: readonly ProcessedImage[],
  write: {
    move: (imageId: string, position: number) => Promise<unknown>;
    add: (image: ProcessedImage, position: number) => Promise<unknown>;
  },
) {
  for (const [position, slot] of slots.entries()) {
    if (slot.kind === "existing") await write.move(slot.imageId, position);
    else await write.add(processed[slot.file] as ProcessedImage, position);
  }
}
