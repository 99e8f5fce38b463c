import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq, gte, inArray, isNull, lte, or } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "~/db/client.server";
import { db as processDatabase } from "~/db/client.server";
import { artworkImages, type IiifTileLayout } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { startJob, stopJob } from "~/services/jobs.server";
import { inImageSlot } from "./images.server";
import { type MediaStorage, mediaStorage } from "./storage.server";

/**
 * Deep zoom: every artwork image is also published as a IIIF Image API 3.0
 * service at level 0, that is as static tiles cut once by sharp in the
 * `iiif3` layout and stored beside the image's variants, under
 * `{imageKey}/iiif/…`. Deleting the image (its key) deletes them too, and
 * the media sweep removes them with an orphaned key.
 *
 * Uploads keep no original (R-image-decoded), so the tiles are cut from the
 * stored "large" variant: at most 1,600 pixels on the long side.
 *
 * Tiles are never cut inside an upload: the upload kicks the tiling job
 * (`tileImagesSoon`), which also runs at start and every few minutes to tile
 * the images stored before it and any a kick missed. A run claims one image
 * at a time (`FOR UPDATE SKIP LOCKED` and a hold time), so several processes
 * never tile one image twice.
 */

export const TILE_SIZE = 512;
const TILE_QUALITY = 85;
export const TILES_FOLDER = "iiif";
/** How long a claimed image is held by the run that claimed it. */
const HOLD_MS = 10 * 60_000;
/** An image whose file is missing or unreadable is tried again a day later. */
const RETRY_MS = 24 * 60 * 60_000;
/**
 * Images tiled per periodic run at most; the next run goes on. The images
 * stored before deep zoom are tiled at this pace (a few seconds of one core
 * every two minutes), so a start never competes with visitors for long.
 */
const PER_RUN = 20;
/** A kick after an upload tiles only images this recent (that upload's). */
const FRESH_MS = 10 * 60_000;
/** Tiles written to the store at once. */
const PUTS_AT_ONCE = 8;
/** How long after an upload has answered its tiles are cut. */
const SOON_MS = 1_000;
const INTERVAL_MS = 2 * 60_000;
export const IMAGE_TILING_JOB = "image tiling";

const REGION = /^(full|\d{1,5},\d{1,5},\d{1,5},\d{1,5})$/;
const SIZE = /^\d{1,5},\d{1,5}$/;

/**
 * The storage key of one tile, or null when the region or size is not of the
 * form level-0 tiles have. Keys admit no commas, so they become underscores.
 */
export function tileKey(imageKey: string, region: string, size: string): string | null {
  if (!REGION.test(region) || !SIZE.test(size)) return null;
  const region_ = region.replaceAll(",", "_");
  return `${imageKey}/${TILES_FOLDER}/${region_}/${size.replaceAll(",", "_")}/0/default.jpg`;
}

type SharpInfo = {
  width: number;
  height: number;
  tiles: { width: number; scaleFactors: number[] }[];
};

async function putAll(storage: MediaStorage, files: { key: string; full: string }[]) {
  for (let start = 0; start < files.length; start += PUTS_AT_ONCE) {
    await Promise.all(
      files
        .slice(start, start + PUTS_AT_ONCE)
        .map(async ({ key, full }) => storage.put(key, await readFile(full), "image/jpeg")),
    );
  }
}

/**
 * Cuts and stores the tiles of one stored image; null when its large variant
 * is missing. On a failure nothing is left behind.
 */
export async function cutTiles(
  storage: MediaStorage,
  imageKey: string,
): Promise<IiifTileLayout | null> {
  const source = await storage.get(`${imageKey}/large.webp`);
  if (!source) return null;
  const bytes = await source.bytes();
  const dir = await mkdtemp(path.join(os.tmpdir(), "tiles-"));
  try {
    const out = path.join(dir, "tiles");
    await inImageSlot(() =>
      sharp(bytes, { failOn: "error" })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: TILE_QUALITY })
        .tile({ layout: "iiif3", size: TILE_SIZE })
        .toFile(out),
    );
    const info = JSON.parse(await readFile(path.join(out, "info.json"), "utf8")) as SharpInfo;
    const files: { key: string; full: string }[] = [];
    const sizes: IiifTileLayout["sizes"] = [];
    for (const entry of await readdir(out, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.name !== "default.jpg") continue;
      const full = path.join(entry.parentPath, entry.name);
      const [region = "", size = ""] = path.relative(out, full).split(path.sep);
      const key = tileKey(imageKey, region, size);
      if (!key) throw new Error(`Unexpected tile ${path.relative(out, full)}`);
      files.push({ key, full });
      if (region === "full") {
        const [width = 0, height = 0] = size.split(",").map(Number);
        sizes.push({ width, height });
      }
    }
    try {
      await putAll(storage, files);
    } catch (error) {
      await storage.delete(`${imageKey}/${TILES_FOLDER}`).catch(() => {});
      throw error;
    }
    const [tiles] = info.tiles;
    return {
      width: info.width,
      height: info.height,
      tileWidth: tiles?.width ?? TILE_SIZE,
      scaleFactors: tiles?.scaleFactors ?? [1],
      sizes: sizes.sort((a, b) => a.width - b.width),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Claims the newest untiled image no run holds, for HOLD_MS; null when none
 * is left. Newest first: a member's fresh upload does not wait for the
 * images stored before deep zoom.
 */
async function claimUntiled(db: Database, now: Date, since: Date | null) {
  const next = db
    .select({ id: artworkImages.id })
    .from(artworkImages)
    .where(
      and(
        isNull(artworkImages.tiles),
        or(isNull(artworkImages.tilingHeldUntil), lte(artworkImages.tilingHeldUntil, now)),
        since ? gte(artworkImages.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(artworkImages.createdAt))
    .limit(1)
    .for("update", { of: artworkImages, skipLocked: true });
  const [claimed] = await db
    .update(artworkImages)
    .set({ tilingHeldUntil: new Date(now.getTime() + HOLD_MS) })
    .where(and(inArray(artworkImages.id, next), isNull(artworkImages.tiles)))
    .returning({ id: artworkImages.id, imageKey: artworkImages.imageKey });
  return claimed ?? null;
}

export type TilingResult = { tiled: number; failed: number };

/** One run: claims untiled images one by one and tiles them, up to `perRun`. */
export async function tileUntiledImages(
  db: Database,
  {
    storage = mediaStorage(),
    perRun = PER_RUN,
    now = () => new Date(),
    goOn = () => true,
    since = null,
  }: {
    storage?: MediaStorage;
    perRun?: number;
    now?: () => Date;
    goOn?: () => boolean;
    /** Only images stored from then on (a kick after an upload). */
    since?: Date | null;
  } = {},
): Promise<TilingResult> {
  const result: TilingResult = { tiled: 0, failed: 0 };
  while (result.tiled + result.failed < perRun && goOn()) {
    const claimed = await claimUntiled(db, now(), since);
    if (!claimed) break;
    const { id, imageKey } = claimed;
    const layout = await cutTiles(storage, imageKey).catch((error: unknown) => {
      logger.warn({ err: error, imageKey }, "cutting an image's tiles failed");
      return null;
    });
    if (!layout) {
      result.failed += 1;
      await db
        .update(artworkImages)
        .set({ tilingHeldUntil: new Date(now().getTime() + RETRY_MS) })
        .where(eq(artworkImages.id, id));
      continue;
    }
    const saved = await db
      .update(artworkImages)
      .set({ tiles: layout, tilingHeldUntil: null })
      .where(and(eq(artworkImages.id, id), isNull(artworkImages.tiles)))
      .returning({ id: artworkImages.id });
    if (saved.length === 0) {
      // The image was removed meanwhile: its files are gone, so are these.
      await storage.delete(`${imageKey}/${TILES_FOLDER}`).catch(() => {});
      continue;
    }
    result.tiled += 1;
  }
  return result;
}

let current: Promise<void> | null = null;
let again = false;
/** Set when the server stops: a run under way ends after its image, and none starts. */
let stopping = false;
let soon: Promise<void> | null = null;

/** One run (a kick: only the fresh images); a kick during a run makes it look once more. Never two at once. */
function runTiling(
  database: () => Database,
  { storage, fresh = false }: { storage?: MediaStorage; fresh?: boolean } = {},
): Promise<void> {
  if (stopping) return Promise.resolve();
  if (current) {
    // A kick during a run: the fresh images are looked for once more after it.
    if (fresh) again = true;
    return current;
  }
  let onlyFresh = fresh;
  current = (async () => {
    try {
      do {
        again = false;
        const result = await tileUntiledImages(database(), {
          storage,
          goOn: () => !stopping,
          since: onlyFresh ? new Date(Date.now() - FRESH_MS) : null,
        });
        if (result.tiled || result.failed) {
          logger.info({ tiled: result.tiled, failed: result.failed }, "deep-zoom tiles cut");
        }
        onlyFresh = true;
      } while (again && !stopping);
    } catch (error) {
      logger.error({ err: error }, "cutting deep-zoom tiles failed");
    } finally {
      current = null;
    }
  })();
  return current;
}

/**
 * Cuts the tiles of newly stored images shortly, once the upload has
 * answered; several kicks in a row make one run.
 */
export function tileImagesSoon({
  delayMs = SOON_MS,
  database = processDatabase,
  storage,
}: {
  delayMs?: number;
  database?: () => Database;
  storage?: MediaStorage;
} = {}) {
  if (soon) return;
  soon = new Promise<void>((resolve) => {
    setTimeout(resolve, delayMs).unref();
  }).then(() => {
    soon = null;
    return runTiling(database, { storage, fresh: true });
  });
}

/** Resolves once no tiling run is under way or due (for a stopping server and tests). */
export async function tilingSettled() {
  while (soon || current) await (soon ?? current);
}

/** Starts the tiling job with the server's other jobs: at start, then every few minutes. */
export function startImageTiling({
  intervalMs = INTERVAL_MS,
  database = processDatabase,
}: {
  intervalMs?: number;
  database?: () => Database;
} = {}) {
  stopping = false;
  startJob(IMAGE_TILING_JOB, intervalMs, () => runTiling(database));
  return stopImageTiling;
}

/** Stops the job, and ends a run under way once its current image is done (a stopping server). */
export function stopImageTiling() {
  stopping = true;
  stopJob(IMAGE_TILING_JOB);
}
