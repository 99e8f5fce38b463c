import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { type Env, env } from "~/lib/env.server";
import { S3MediaStorage, type S3StorageConfig } from "./s3-storage.server";
import { contentTypeOf, isValidKey, type MediaStorage, type StoredFile } from "./storage-contract";

export { contentTypeOf, isValidKey, type MediaStorage, type StoredFile };

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

/** The configuration's S3-compatible store, or null without S3_BUCKET. */
export function s3Settings(config: Env = env()): S3StorageConfig | null {
  if (!config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  };
}

let cached: { settings: string; storage: MediaStorage } | undefined;

/**
 * The configured media storage: the S3-compatible bucket when S3_BUCKET is
 * set, else the local disk under MEDIA_DIR.
 */
export function mediaStorage(): MediaStorage {
  const s3 = s3Settings();
  const root = path.resolve(env().MEDIA_DIR);
  const settings = JSON.stringify(s3 ?? { root });
  if (cached?.settings !== settings) {
    cached = { settings, storage: s3 ? new S3MediaStorage(s3) : new LocalDiskStorage(root) };
  }
  return cached.storage;
}
