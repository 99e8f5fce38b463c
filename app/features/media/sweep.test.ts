import { randomUUID } from "node:crypto";
import { readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, curatorSpaceImages, curatorSpaces, profiles } from "~/db/schema";
import { insertArtwork } from "../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../tests/support/database";
import { useTemporaryMediaDir } from "../../../tests/support/media-dir";
import { type SignedIn, signedInMember } from "../../../tests/support/sessions";
import { processImage } from "./images.server";
import { storeArtworkQr } from "./qr.server";
import { mediaStorage } from "./storage.server";
import { SWEEP_MIN_AGE_MS, sweepOrphanedMedia } from "./sweep.server";

/** The start-up sweep: what an interrupted upload leaves behind goes, everything in use stays. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let member: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

const HOURS_AGO = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

async function picture() {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: "#6a994e" } })
    .jpeg()
    .toBuffer();
}

/** Sets the times of a folder and everything in it. */
async function age(key: string, when: Date) {
  const dir = path.join(media.dir, key);
  for (const name of await readdir(dir)) await utimes(path.join(dir, name), when, when);
  await utimes(dir, when, when);
}

async function folders() {
  const found: string[] = [];
  for (const top of await readdir(media.dir)) {
    for (const name of await readdir(path.join(media.dir, top)).catch(() => [])) {
      found.push(`${top}/${name}`);
    }
  }
  return found.sort();
}

describe("sweeping leftover media at start", () => {
  it("removes old folders no row refers to and old partial files; keeps the rest", async () => {
    const storage = mediaStorage();
    // In use: an artwork's image and QR code, an avatar, a curator space's image.
    const artworkImage = await processImage(await picture(), { kind: "artwork", storage });
    const artwork = await insertArtwork(database.db, member.userId, {}, [artworkImage.key]);
    const qrKey = await storeArtworkQr(artwork.id, storage);
    await database.db.update(artworks).set({ qrCodeKey: qrKey }).where(eq(artworks.id, artwork.id));
    const avatar = await processImage(await picture(), { kind: "avatar", storage });
    await database.db
      .update(profiles)
      .set({ avatarKey: avatar.key })
      .where(eq(profiles.id, member.userId));
    const spaceImage = await processImage(await picture(), { kind: "space", storage });
    const [space] = await database.db
      .insert(curatorSpaces)
      .values({
        userId: member.userId,
        name: "Corner Room",
        description: "A bright room.",
        type: "gallery",
      })
      .returning();
    await database.db.insert(curatorSpaceImages).values({
      spaceId: space!.id,
      position: 0,
      imageKey: spaceImage.key,
      width: 120,
      height: 90,
    });

    // Left by crashes: stored files whose rows were never committed.
    const lostArtwork = await processImage(await picture(), { kind: "artwork", storage });
    const lostAvatar = await processImage(await picture(), { kind: "avatar", storage });
    const lostSpace = await processImage(await picture(), { kind: "space", storage });
    const lostQr = await storeArtworkQr(randomUUID(), storage);
    // An upload still in flight in another process: just written, no row yet.
    const inFlight = await processImage(await picture(), { kind: "artwork", storage });

    const old = HOURS_AGO(3);
    for (const key of [
      artworkImage.key,
      qrKey,
      avatar.key,
      spaceImage.key,
      lostArtwork.key,
      lostAvatar.key,
      lostSpace.key,
      lostQr,
    ]) {
      await age(key, old);
    }
    // Half-written files: one old, one being written now.
    const oldPartial = `${artworkImage.key}/card.webp.${randomUUID()}.partial`;
    const freshPartial = `${inFlight.key}/large.webp.${randomUUID()}.partial`;
    await writeFile(path.join(media.dir, oldPartial), "half");
    await utimes(path.join(media.dir, oldPartial), old, old);
    await writeFile(path.join(media.dir, freshPartial), "half");
    await age(artworkImage.key, old);

    const result = await sweepOrphanedMedia(database.db);

    expect(result.folders.sort()).toEqual(
      [lostArtwork.key, lostAvatar.key, lostSpace.key, lostQr].sort(),
    );
    expect(result.partials).toEqual([oldPartial]);
    expect(await folders()).toEqual(
      [artworkImage.key, qrKey, avatar.key, spaceImage.key, inFlight.key].sort(),
    );
    const files = await media.files();
    expect(files).toContain(freshPartial);
    expect(files).not.toContain(oldPartial);
    expect(files).toContain(`${artworkImage.key}/card.webp`);
    expect(files).toContain(`${qrKey}/qr.png`);
    expect(files).toContain(`${avatar.key}/avatar.webp`);
  });

  it("a folder becomes sweepable only once it is older than the safety margin", async () => {
    const storage = mediaStorage();
    const lost = await processImage(await picture(), { kind: "artwork", storage });
    const justUnder = new Date(Date.now() - SWEEP_MIN_AGE_MS + 60_000);
    await age(lost.key, justUnder);
    expect((await sweepOrphanedMedia(database.db)).folders).toEqual([]);
    const later = Date.now() + 2 * 60_000;
    expect((await sweepOrphanedMedia(database.db, { now: later })).folders).toContain(lost.key);
  });

  it("does nothing when the media folder does not exist yet", async () => {
    const result = await sweepOrphanedMedia(database.db, {
      root: path.join(media.dir, "missing"),
    });
    expect(result).toEqual({ folders: [], partials: [] });
  });
});
