import sharp from "sharp";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { mediaStorage } from "./storage.server";
import { isValidKey, MEDIA_CACHE_CONTROL, type MediaStorage } from "./storage-contract";
import { isImageVariant, JPEG_VARIANTS } from "./urls";

export { MEDIA_CACHE_CONTROL };

const VARIANT_FILE = /^(.+)\/([a-z]+)\.webp$/;
const JPEG_FILE = /^(.+)\/([a-z]+)\.jpg$/;

/** The plain-text 404 of a file address: the path or id came from the visitor, so nothing more is said. */
export function notFoundResponse() {
  return new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** The storage key of a `/media/*` path, or null when it is not a variant URL. */
export function keyOfMediaPath(splat: string): string | null {
  const match = VARIANT_FILE.exec(splat);
  if (!match) return null;
  const [, prefix, variant] = match;
  if (!prefix || !variant || !isImageVariant(variant)) return null;
  return isValidKey(splat) ? splat : null;
}

/** The stored WebP variant a `/media/{key}/{variant}.jpg` path is a copy of, or null. */
export function webpOfJpegPath(splat: string): string | null {
  const match = JPEG_FILE.exec(splat);
  const [, prefix, variant] = match ?? [];
  if (!prefix || !variant || !(JPEG_VARIANTS as readonly string[]).includes(variant)) return null;
  return keyOfMediaPath(`${prefix}/${variant}.webp`);
}

/**
 * A variant's JPEG copy, made from the stored WebP (by this server, wherever
 * the files are kept), cached like the variant itself.
 */
async function jpegResponse(request: Request, key: string, storage: MediaStorage) {
  let file: Awaited<ReturnType<MediaStorage["get"]>>;
  try {
    file = await storage.get(key);
  } catch (error) {
    logger.warn({ err: error, key }, "media file unreadable");
    return notFoundResponse();
  }
  if (!file) return notFoundResponse();
  const etag = `"jpg-${file.etag.replace(/^W\//, "").replaceAll('"', "")}"`;
  const headers = new Headers({
    "Content-Type": "image/jpeg",
    "Cache-Control": MEDIA_CACHE_CONTROL,
    ETag: etag,
    "Last-Modified": file.lastModified.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  if (
    request.headers
      .get("If-None-Match")
      ?.split(",")
      .some((tag) => tag.trim() === etag)
  ) {
    return new Response(null, { status: 304, headers });
  }
  let jpeg: Buffer;
  try {
    jpeg = await sharp(await file.bytes())
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    logger.warn({ err: error, key }, "media file could not be copied as a JPEG");
    return notFoundResponse();
  }
  headers.set("Content-Length", String(jpeg.length));
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(new Uint8Array(jpeg), { status: 200, headers });
}

/** The origin images come from besides our own (a public bucket), for the page's CSP. */
export function mediaOrigin(): string | undefined {
  const publicUrl = env().S3_PUBLIC_URL;
  return publicUrl ? new URL(publicUrl).origin : undefined;
}

/**
 * Answers GET and HEAD for a stored variant. Anything malformed, unknown or
 * unreadable is a plain 404: the path comes straight from the visitor.
 */
export async function mediaFileResponse(
  request: Request,
  splat: string,
  storage: MediaStorage = mediaStorage(),
): Promise<Response> {
  const webp = webpOfJpegPath(splat);
  if (webp) return jpegResponse(request, webp, storage);
  const key = keyOfMediaPath(splat);
  if (!key) return notFoundResponse();
  return storedFileResponse(request, key, storage);
}

/**
 * Answers GET and HEAD for one stored file, by its checked key: from the
 * public bucket when there is one, else from the store, with an ETag and
 * the cache policy of media (immutable). `headers` are added to every answer.
 */
export async function storedFileResponse(
  request: Request,
  key: string,
  storage: MediaStorage = mediaStorage(),
  extra: Record<string, string> = {},
): Promise<Response> {
  const notFound = () => {
    const response = notFoundResponse();
    for (const [name, value] of Object.entries(extra)) response.headers.set(name, value);
    return response;
  };
  const publicUrl = env().S3_PUBLIC_URL;
  if (publicUrl) {
    // The bucket serves its files itself. A temporary redirect, kept a day: the public
    // address is a setting that may change, and a cached permanent one could not.
    return new Response(null, {
      status: 302,
      headers: {
        ...extra,
        Location: `${publicUrl.replace(/\/+$/, "")}/${key}`,
        "Cache-Control": "public, max-age=86400",
      },
    });
  }
  let file: Awaited<ReturnType<MediaStorage["get"]>>;
  try {
    file = await storage.get(key);
  } catch (error) {
    logger.warn({ err: error, key }, "media file unreadable");
    return notFound();
  }
  if (!file) return notFound();

  const headers = new Headers({
    ...extra,
    "Content-Type": file.contentType,
    "Cache-Control": MEDIA_CACHE_CONTROL,
    ETag: file.etag,
    "Last-Modified": file.lastModified.toUTCString(),
    "X-Content-Type-Options": "nosniff",
  });
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === file.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set("Content-Length", String(file.size));
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(file.stream(), { status: 200, headers });
}
