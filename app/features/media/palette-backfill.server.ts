import { and, asc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { db as processDatabase } from "~/db/client.server";
import { artworkImages, curatorSpaceImages } from "~/db/schema";
import { logger } from "~/lib/logger.server";
import { startJob, stopJob } from "~/services/jobs.server";
import { paletteOfFile } from "./images.server";
import type { PaletteColour } from "./palette";
import { type MediaStorage, mediaStorage } from "./storage.server";

/**
 * Images stored before palettes were computed have none (null), and gallery
 * suggestions then treat their colour fit as neutral (R-colour-fit). This
 * job reads each one's stored "card" variant (600 × 450, plenty for five
 * colours), computes its palette and stores it, a few at a time so a large
 * gallery does not hold the CPU. A file that is missing or cannot be read is
 * logged and gets an empty palette, so it is not tried again forever.
 *
 * Every upload stores its palette, so once a run finds nothing left the job
 * stops itself. It is safe in several processes at once: a palette is only
 * written where there is none yet.
 */

export const PALETTE_BACKFILL_JOB = "palette backfill";
const INTERVAL_MS = 60_000;
/** Images read per query, and at most per run (about 10 ms each on one core). */
const BATCH = 20;
const PER_RUN = 200;

const TABLES = [
  { name: "artwork_images", table: artworkImages },
  { name: "curator_space_images", table: curatorSpaceImages },
] as const;

export type BackfillResult = { stored: number; unreadable: number; remaining: boolean };

async function paletteOfStored(
  storage: MediaStorage,
  imageKey: string,
): Promise<PaletteColour[] | null> {
  const file = await storage.get(`${imageKey}/card.webp`);
  if (!file) return null;
  try {
    return await paletteOfFile(await file.bytes());
  } catch {
    return null;
  }
}

/** One run: up to `perRun` images without a palette get one. */
export async function backfillPalettes(
  db: Database,
  {
    storage = mediaStorage(),
    batch = BATCH,
    perRun = PER_RUN,
  }: { storage?: MediaStorage; batch?: number; perRun?: number } = {},
): Promise<BackfillResult> {
  const result: BackfillResult = { stored: 0, unreadable: 0, remaining: false };
  for (const { name, table } of TABLES) {
    // Rows read and left with null (never, unless another process raced us) are skipped by id.
    let after: string | null = null;
    while (result.stored + result.unreadable < perRun) {
      const room = Math.min(batch, perRun - result.stored - result.unreadable);
      const found: { id: string; imageKey: string }[] = await db
        .select({ id: table.id, imageKey: table.imageKey })
        .from(table)
        .where(
          after === null ? isNull(table.palette) : and(isNull(table.palette), gt(table.id, after)),
        )
        .orderBy(asc(table.id))
        .limit(room);
      if (found.length === 0) break;
      for (const { id, imageKey } of found) {
        const palette = await paletteOfStored(storage, imageKey);
        if (palette === null) {
          logger.warn(
            { table: name, id, imageKey },
            "image file missing or unreadable: no palette",
          );
          result.unreadable += 1;
        } else {
          result.stored += 1;
        }
        await db
          .update(table)
          .set({ palette: palette ?? [] })
          .where(and(eq(table.id, id), isNull(table.palette)));
      }
      after = found.at(-1)?.id ?? after;
      if (found.length < room) break;
    }
    if (result.stored + result.unreadable >= perRun) {
      result.remaining = true;
      break;
    }
  }
  return result;
}

/** Starts the backfill with the server's other jobs; it stops itself when every image has one. */
export function startPaletteBackfill({
  intervalMs = INTERVAL_MS,
  database = processDatabase,
  storage,
}: {
  intervalMs?: number;
  database?: () => Database;
  storage?: MediaStorage;
} = {}) {
  startJob(PALETTE_BACKFILL_JOB, intervalMs, async () => {
    const result = await backfillPalettes(database(), { storage });
    if (result.stored || result.unreadable) {
      logger.info(
        { stored: result.stored, unreadable: result.unreadable },
        "palettes computed for images stored without one",
      );
    }
    if (!result.remaining) stopPaletteBackfill();
  });
  return stopPaletteBackfill;
}

export function stopPaletteBackfill() {
  stopJob(PALETTE_BACKFILL_JOB);
}
