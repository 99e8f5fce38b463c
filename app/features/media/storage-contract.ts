import path from "node:path";

/**
 * What every media store promises, whichever holds the files (local disk or an
 * S3-compatible bucket): the interface, the key rules and how long a file may be cached.
 */

/** Every stored key is unique and never rewritten, so browsers may keep a file forever. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A stored file, ready to be sent. Its bytes are read only when asked for. */
export type StoredFile = {
  stream(): ReadableStream<Uint8Array>;
  bytes(): Promise<Buffer>;
  size: number;
  contentType: string;
  /** Changes whenever the stored bytes change. */
  etag: string;
  lastModified: Date;
};

/**
 * Where processed media live. Keys are slash-separated paths such as
 * `artworks/{uuid}/card.webp`; a prefix such as `artworks/{uuid}` names all
 * variants of one image.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when the key is malformed or nothing is stored under it. */
  get(key: string): Promise<StoredFile | null>;
  /** Removes every file under the prefix (the prefix itself may be a file). */
  delete(prefix: string): Promise<void>;
  /** Removes every stored file; used when demo data is re-created. */
  deleteAll(): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/**
 * Keys the app generates are plain: letters, digits, `_`, `-` and `.`,
 * separated by single slashes, no segment starting with a dot. Anything
 * else (`..`, absolute paths, backslashes, encoded bytes) is refused, since
 * keys also arrive from request URLs.
 */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

const CONTENT_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  // QR codes for printing; /media never serves these (only image variants).
  ".svg": "image/svg+xml",
};

/** The type a key is served with; other extensions are never served. */
export function contentTypeOf(key: string): string | null {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? null;
}
