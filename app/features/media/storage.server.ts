import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { env } from "~/lib/env.server";

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

/** Files on the local disk under one root directory. */
export class LocalDiskStorage implements MediaStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** The absolute path of a key, or null when it would leave the root. */
  private resolve(key: string): string | null {
    if (!isValidKey(key)) return null;
    const full = path.resolve(this.root, key);
    return full.startsWith(this.root + path.sep) ? full : null;
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    const full = this.resolve(key);
    if (!full) throw new Error(`Invalid media key: ${key}`);
    if (contentTypeOf(key) !== contentType) {
      throw new Error(`Media key ${key} does not match content type ${contentType}`);
    }
    await mkdir(path.dirname(full), { recursive: true });
    // Write beside, then rename: a reader never sees a half-written file.
    const temporary = `${full}.${randomUUID()}.partial`;
    try {
      await writeFile(temporary, bytes);
      await rename(temporary, full);
    } catch (error) {
      await unlink(temporary).catch(() => {});
      throw error;
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    const full = this.resolve(key);
    const contentType = contentTypeOf(key);
    if (!full || !contentType) return null;
    const info = await stat(full).catch(() => null);
    if (!info?.isFile()) return null;
    return {
      stream: () => Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
      bytes: () => readFile(full),
      size: info.size,
      contentType,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      lastModified: info.mtime,
    };
  }

  async delete(prefix: string) {
    const full = this.resolve(prefix.replace(/\/+$/, ""));
    if (!full) throw new Error(`Invalid media prefix: ${prefix}`);
    await rm(full, { recursive: true, force: true });
  }

  async deleteAll() {
    const entries = await readdir(this.root).catch(() => []);
    await Promise.all(
      entries.map((entry) => rm(path.join(this.root, entry), { recursive: true, force: true })),
    );
  }
}

let cached: LocalDiskStorage | undefined;

/** The configured media storage (local disk under MEDIA_DIR). */
export function mediaStorage(): MediaStorage {
  const root = path.resolve(env().MEDIA_DIR);
  if (cached?.root !== root) cached = new LocalDiskStorage(root);
  return cached;
}
