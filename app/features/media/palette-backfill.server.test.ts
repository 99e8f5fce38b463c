import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { insertArtwork, insertMember } from "../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../tests/support/database";
import { useTemporaryMediaDir } from "../../../tests/support/media-dir";
import { processImage } from "./images.server";
import { deltaE, srgbToLab } from "./palette";
import { backfillPalettes, startPaletteBackfill } from "./palette-backfill.server";
import { mediaStorage } from "./storage.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let owner: string;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  owner = await insertMember(database.db, "Pat Painter");
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

/** A stored image of one colour, as an upload stores it. */
async function storedImage(hex: string, kind: "artwork" | "space") {
  const bytes = await sharp({ create: { width: 160, height: 120, channels: 3, background: hex } })
    .png()
    .toBuffer();
  return (await processImage(bytes, { kind })).key;
}

/** An artwork whose main image was stored before palettes: its palette is null. */
async function oldArtworkImage(imageKey: string) {
  const artwork = await insertArtwork(database.db, owner, {}, [imageKey]);
  const [image] = await database.db
    .select({ id: artworkImages.id })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artwork.id));
  return image?.id as string;
}

async function paletteOf(table: typeof artworkImages | typeof curatorSpaceImages, id: string) {
  const [row] = await database.db
    .select({ palette: table.palette })
    .from(table)
    .where(eq(table.id, id));
  return row?.palette;
}

describe("backfillPalettes", () => {
  it("computes the missing palettes from the stored card images, and marks missing files", async () => {
    const blue = await oldArtworkImage(await storedImage("#1e5ac8", "artwork"));
    const gone = await oldArtworkImage("artworks/00000000-0000-4000-8000-000000000000");
    const [space] = await database.db
      .insert(curatorSpaces)
      .values({ userId: owner, name: "Hall", description: "A hall", type: "residential" })
      .returning();
    const wallKey = await storedImage("#e0d6c0", "space");
    const [wall] = await database.db
      .insert(curatorSpaceImages)
      .values({ spaceId: space?.id as string, position: 0, imageKey: wallKey, width: 1, height: 1 })
      .returning();
    // A corrupt file where the card should be.
    const brokenKey = await storedImage("#000000", "artwork");
    await mediaStorage().put(`${brokenKey}/card.webp`, new Uint8Array([1, 2, 3]), "image/webp");
    const broken = await oldArtworkImage(brokenKey);

    const first = await backfillPalettes(database.db, { batch: 2 });
    expect(first).toEqual({ stored: 2, unreadable: 2, remaining: false });

    const palette = await paletteOf(artworkImages, blue);
    expect(palette).toHaveLength(1);
    expect(palette?.[0]?.share).toBe(1);
    expect(deltaE(palette?.[0] as never, srgbToLab(0x1e, 0x5a, 0xc8))).toBeLessThan(3);
    expect(await paletteOf(curatorSpaceImages, wall?.id as string)).toHaveLength(1);
    expect(await paletteOf(artworkImages, gone)).toEqual([]);
    expect(await paletteOf(artworkImages, broken)).toEqual([]);

    // Nothing is tried again.
    expect(await backfillPalettes(database.db)).toEqual({
      stored: 0,
      unreadable: 0,
      remaining: false,
    });
  });

  it("keeps palettes already stored and stops a run at its limit", async () => {
    const key = await storedImage("#c83c28", "artwork");
    const ids = await Promise.all([1, 2, 3].map(() => oldArtworkImage(key)));
    const kept = [{ l: 1, a: 2, b: 3, share: 1 }];
    await database.db
      .update(artworkImages)
      .set({ palette: kept })
      .where(eq(artworkImages.id, ids[0] as string));

    const first = await backfillPalettes(database.db, { perRun: 1 });
    expect(first).toEqual({ stored: 1, unreadable: 0, remaining: true });
    const second = await backfillPalettes(database.db, { perRun: 5 });
    expect(second).toEqual({ stored: 1, unreadable: 0, remaining: false });
    expect(await paletteOf(artworkImages, ids[0] as string)).toEqual(kept);
    const rows = await database.db
      .select({ palette: artworkImages.palette })
      .from(artworkImages)
      .where(inArray(artworkImages.id, ids));
    expect(rows.every((row) => (row.palette?.length ?? 0) > 0)).toBe(true);
  });

  it("runs as a job that stops itself when every image has a palette", async () => {
    const id = await oldArtworkImage(await storedImage("#2e8b57", "artwork"));
    const stop = startPaletteBackfill({ intervalMs: 60_000, database: () => database.db });
    try {
      await expect.poll(() => paletteOf(artworkImages, id), { timeout: 10_000 }).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
