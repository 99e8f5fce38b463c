import type { Dirent } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { inArray } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, curatorSpaceImages, profiles } from "~/db/schema";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { S3MediaStorage } from "./s3-storage.server";
import { type MediaStorage, mediaStorage } from "./storage.server";

/**
 * Files are written before the row that names them is committed, so a crash
 * in between leaves them behind: image folders no row refers to, and
 * half-written `.partial` files. The sweep removes those at start. Anything
 * younger than this is left alone: another process may be mid-upload.
 */
export const SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/** The folders whose entries are image keys (`artworks/{uuid}`), see images.server.ts and qr.server.ts. */
const KEYED_FOLDERS = ["artworks", "avatars", "spaces", "qrcodes"] as const;

const BATCH = 500;

export type SweepResult = { folders: string[]; partials: string[] };

/** Which of `keys` a row refers to: artwork and curator space images, avatars, QR codes. */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH);
    const results = await Promise.all([
      db
        .select({ key: artworkImages.imageKey })
        .from(artworkImages)
        .where(inArray(artworkImages.imageKey, batch)),
      db
        .select({ key: curatorSpaceImages.imageKey })
        .from(curatorSpaceImages)
        .where(inArray(curatorSpaceImages.imageKey, batch)),
      db
        .select({ key: profiles.avatarKey })
        .from(profiles)
        .where(inArray(profiles.avatarKey, batch)),
      db
        .select({ key: artworks.qrCodeKey })
        .from(artworks)
        .where(inArray(artworks.qrCodeKey, batch)),
    ]);
    for (const rows of results) for (const row of rows) if (row.key) found.add(row.key);
  }
  return found;
}

async function entries(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** The newest change time in a folder (its own, or any file's in it). */
async function newestChange(dir: string): Promise<number> {
  let newest = (await stat(dir)).mtimeMs;
  for (const entry of await entries(dir)) {
    const info = await stat(path.join(dir, entry.name)).catch(() => null);
    if (info) newest = Math.max(newest, info.mtimeMs);
  }
  return newest;
}

/**
 * Removes, under MEDIA_DIR, every image folder no database row refers to and
 * every `.partial` file, when older than `minAgeMs`. Returns what it removed
 * (as media keys).
 */
export async function sweepOrphanedMedia(
  db: Database,
  {
    root = path.resolve(env().MEDIA_DIR),
    now = Date.now(),
    minAgeMs = SWEEP_MIN_AGE_MS,
  }: { root?: string; now?: number; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = now - minAgeMs;
  const result: SweepResult = { folders: [], partials: [] };

  const all = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of all) {
    if (!entry.isFile() || !entry.name.endsWith(".partial")) continue;
    const full = path.join(entry.parentPath, entry.name);
    const info = await stat(full).catch(() => null);
    if (info && info.mtimeMs < cutoff) {
      await rm(full, { force: true });
      result.partials.push(path.relative(root, full).split(path.sep).join("/"));
    }
  }

  for (const folder of KEYED_FOLDERS) {
    const candidates: string[] = [];
    for (const entry of await entries(path.join(root, folder))) {
      if (!entry.isDirectory()) continue;
      const key = `${folder}/${entry.name}`;
      const changed = await newestChange(path.join(root, key)).catch(() => now);
      if (changed < cutoff) candidates.push(key);
    }
    if (candidates.length === 0) continue;
    const referenced = await referencedKeys(db, candidates);
    for (const key of candidates) {
      if (referenced.has(key)) continue;
      await rm(path.join(root, key), { recursive: true, force: true });
      result.folders.push(key);
    }
  }
  return result;
}

/**
 * The same sweep for media in a bucket: objects are written whole, so there
 * are no partial files, only image keys whose newest object is older than
 * `minAgeMs` and that no row names.
 */
export async function sweepOrphanedObjects(
  db: Database,
  storage: S3MediaStorage,
  { now = Date.now(), minAgeMs = SWEEP_MIN_AGE_MS }: { now?: number; minAgeMs?: number } = {},
): Promise<SweepResult> {
  const cutoff = now - minAgeMs;
  const result: SweepResult = { folders: [], partials: [] };
  for (const folder of KEYED_FOLDERS) {
    const newest = new Map<string, number>();
    for await (const object of storage.objects(`${folder}/`)) {
      const [, id] = object.key.split("/");
      if (!id) continue;
      const key = `${folder}/${id}`;
      newest.set(key, Math.max(newest.get(key) ?? 0, object.lastModified.getTime()));
    }
    const candidates = [...newest].filter(([, changed]) => changed < cutoff).map(([key]) => key);
    if (candidates.length === 0) continue;
    const referenced = await referencedKeys(db, candidates);
    for (const key of candidates) {
      if (referenced.has(key)) continue;
      await storage.delete(key);
      result.folders.push(key);
    }
  }
  return result;
}

/** The start-up sweep, in the background: logged, and never delays or stops the start. */
export function startMediaSweep(db: Database, storage: MediaStorage = mediaStorage()) {
  const sweep =
    storage instanceof S3MediaStorage ? sweepOrphanedObjects(db, storage) : sweepOrphanedMedia(db);
  sweep
    .then(({ folders, partials }) => {
      if (folders.length || partials.length) {
        logger.info(
          { folders: folders.length, partials: partials.length },
          "removed media files left by an interrupted upload",
        );
      }
    })
    .catch((error: unknown) => logger.error({ err: error }, "sweeping leftover media failed"));
}
