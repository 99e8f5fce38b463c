import { presentation3StrictUpgrade } from "@iiif/parser/strict";
import { asc, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks } from "~/db/schema";
import { ARTWORK_RIGHTS } from "~/features/catalogue/index.server";
import {
  MEDIA_CACHE_CONTROL,
  processImage,
  tileUntiledImages,
  tilingSettled,
} from "~/features/media/index.server";
import { env } from "~/lib/env.server";
import * as listRoute from "~/routes/artist-artwork";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { MEDIA_STORES, type MediaStoreUnderTest } from "../../tests/support/media-stores";
import { argsWith, artworkForm, outcome, postForm } from "../../tests/support/owned-items-kit";
import { formPost, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";
import { loader as infoLoader } from "./iiif-image-info";
import { loader as tileLoader } from "./iiif-image-tile";
import { loader as manifestLoader } from "./iiif-manifest";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = (await signedInMember(database.db))!;
});
afterAll(async () => {
  await tilingSettled();
  await database.drop();
});

/**
 * Calls the IIIF routes as the router does: the path's segments, decoded,
 * become the route's params.
 */
async function get(pathname: string, init: RequestInit = {}): Promise<Response> {
  const request = new Request(new URL(pathname, "http://localhost:3000"), init);
  const segments = pathname.split("/").slice(1).map(decodeURIComponent);
  const args = (params: Record<string, string>) => argsWith(request, params);
  const [, kind, id = "", ...rest] = segments;
  if (kind === "artwork" && rest.join("/") === "manifest.json") {
    return (await manifestLoader(args({ id }))) as Response;
  }
  if (kind === "image" && rest.length === 1 && rest[0] === "info.json") {
    return (await infoLoader(args({ id }))) as Response;
  }
  if (kind === "image" && rest.length === 4) {
    const [region = "", size = "", rotation = "", file = ""] = rest;
    return (await tileLoader(args({ id, region, size, rotation, file }))) as Response;
  }
  throw new Error(`No IIIF route for ${pathname}`);
}

/** A 1,500 × 1,000 picture with detail in it, as a member would upload it. */
async function painting() {
  const width = 1500;
  const height = 1000;
  const stripes = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      stripes[at] = (x * 7) % 256;
      stripes[at + 1] = (y * 5) % 256;
      stripes[at + 2] = ((x + y) * 3) % 256;
    }
  }
  return sharp(stripes, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

type Info = {
  id: string;
  width: number;
  height: number;
  sizes: { width: number; height: number }[];
  tiles: { width: number; scaleFactors: number[] }[];
};

/** The tile URLs of one scale factor, computed from info.json as OpenSeadragon does (level 0). */
function tileUrlsAt(info: Info, scale: number) {
  const tile = info.tiles[0]!.width;
  const side = tile * scale;
  const urls: { url: string; width: number; height: number }[] = [];
  for (let y = 0; y < info.height; y += side) {
    for (let x = 0; x < info.width; x += side) {
      const w = Math.min(side, info.width - x);
      const h = Math.min(side, info.height - y);
      const full = x === 0 && y === 0 && w === info.width && h === info.height;
      const width = Math.ceil(w / scale);
      const height = Math.ceil(h / scale);
      const region = full ? "full" : `${x},${y},${w},${h}`;
      urls.push({ url: `${info.id}/${region}/${width},${height}/0/default.jpg`, width, height });
    }
  }
  return urls;
}

async function imagesOf(artworkId: string) {
  return database.db
    .select()
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position));
}

describe.each(MEDIA_STORES)("deep zoom on $name", ({ use }) => {
  let media: MediaStoreUnderTest;
  let artworkId: string;
  let imageId: string;
  let tilesWhenAnswered: unknown;

  beforeAll(async () => {
    media = await use();
    // Uploaded like any artwork: through the upload form.
    const form = artworkForm({}, [{ file: await painting() }]);
    const started = Date.now();
    const result = await outcome(
      await settle(() =>
        uploadRoute.action(argsWith(postForm(artist, "/artist/artwork/upload", form))),
      ),
    );
    expect(result.status).toBe(302);
    expect(Date.now() - started).toBeLessThan(30_000);
    const [row] = await database.db
      .select({ id: artworks.id })
      .from(artworks)
      .where(eq(artworks.userId, artist.userId))
      .orderBy(desc(artworks.createdAt))
      .limit(1);
    artworkId = row!.id;
    const [image] = await imagesOf(artworkId);
    imageId = image!.id;
    tilesWhenAnswered = image!.tiles;
  });

  afterAll(async () => {
    await tilingSettled();
    await media.remove();
  });

  it("the upload answers before the tiles are cut, and the job cuts them right after", async () => {
    expect(tilesWhenAnswered).toBeNull();

    await tilingSettled();
    const [after] = await imagesOf(artworkId);
    expect(after?.tiles).toMatchObject({ width: 1500, height: 1000, tileWidth: 512 });
    expect(after?.tilingHeldUntil).toBeNull();
    const files = await media.files();
    expect(files.filter((file) => file.startsWith(`${after?.imageKey}/iiif/`)).length).toBe(
      6 + 2 + 1,
    );
  });

  it("publishes a Presentation 3.0 manifest a IIIF parser reads without a warning", async () => {
    const response = await get(`/iiif/artwork/${artworkId}/manifest.json`, {
      headers: {
        Accept: 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(
      'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"',
    );
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=300");
    const manifest = await response.json();
    const state = { warnings: [] as string[] };
    const upgraded = presentation3StrictUpgrade(manifest, state);
    expect(state.warnings).toEqual([]);

    const origin = env().APP_URL;
    expect(upgraded.id).toBe(`${origin}/iiif/artwork/${artworkId}/manifest.json`);
    expect(upgraded.label).toEqual({ en: ["Harbour at Dusk"] });
    expect(upgraded.summary).toEqual({
      en: ["Boats resting in the inner harbour as the lights come on."],
    });
    expect(upgraded.rights).toBe(ARTWORK_RIGHTS);
    expect(upgraded.requiredStatement?.label).toEqual({ en: ["Attribution"] });
    expect(upgraded.provider?.[0]).toMatchObject({
      type: "Agent",
      label: { en: ["The Fair Trade Art Gallery"] },
    });
    const labels = upgraded.metadata?.map((entry) => entry.label.en?.[0]);
    expect(labels).toEqual(expect.arrayContaining(["Medium", "Style", "Dimensions"]));
    expect(upgraded.thumbnail?.[0]).toMatchObject({ type: "Image", format: "image/webp" });
    expect(upgraded.items).toHaveLength(1);
    const canvas = upgraded.items[0]!;
    expect([canvas.width, canvas.height]).toEqual([1500, 1000]);
    const body = (canvas.items?.[0]?.items?.[0] as { body: { service: unknown[] } }).body;
    expect(body.service).toEqual([
      { id: `${origin}/iiif/image/${imageId}`, type: "ImageService3", profile: "level0" },
    ]);
  });

  it("serves info.json and the tiles a viewer asks for at two zoom levels, as JPEGs of their size", async () => {
    const response = await get(`/iiif/image/${imageId}/info.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json");
    expect(response.headers.get("Access-Control-Allow-Origin")).toBe("*");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    const info = (await response.json()) as Info & Record<string, unknown>;
    expect(info).toMatchObject({
      "@context": "http://iiif.io/api/image/3/context.json",
      id: `${env().APP_URL}/iiif/image/${imageId}`,
      type: "ImageService3",
      protocol: "http://iiif.io/api/image",
      profile: "level0",
      width: 1500,
      height: 1000,
      tiles: [{ width: 512, scaleFactors: [1, 2, 4] }],
    });
    expect(info.sizes).toEqual([{ width: 375, height: 250 }]);

    for (const scale of [1, 2]) {
      const tiles = tileUrlsAt(info, scale);
      expect(tiles.length).toBe(scale === 1 ? 6 : 2);
      for (const tile of tiles) {
        const answer = await get(new URL(tile.url).pathname);
        expect(answer.status, tile.url).toBe(200);
        expect(answer.headers.get("Content-Type")).toBe("image/jpeg");
        expect(answer.headers.get("Access-Control-Allow-Origin")).toBe("*");
        expect(answer.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
        const picture = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
        expect([picture.format, picture.width, picture.height]).toEqual([
          "jpeg",
          tile.width,
          tile.height,
        ]);
      }
    }
    // The whole picture at its smallest size, as a viewer's first look.
    const [smallest] = tileUrlsAt(info, 4);
    expect(smallest?.url).toBe(`${info.id}/full/375,250/0/default.jpg`);
    expect((await get(new URL(smallest!.url).pathname)).status).toBe(200);
  });

  it("answers the ld+json type info.json asks for, and a 304 to a tile already held", async () => {
    const info = await get(`/iiif/image/${imageId}/info.json`, {
      headers: { Accept: 'application/ld+json;profile="http://iiif.io/api/image/3/context.json"' },
    });
    expect(info.headers.get("Content-Type")).toBe(
      'application/ld+json;profile="http://iiif.io/api/image/3/context.json"',
    );
    const path = `/iiif/image/${imageId}/0,0,512,512/512,512/0/default.jpg`;
    const first = await get(path);
    const again = await get(path, { headers: { "If-None-Match": first.headers.get("ETag")! } });
    expect(again.status).toBe(304);
    expect(again.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("refuses anything but the cut tiles: other sizes, rotations, formats and ways out of the folder", async () => {
    await media.plant("secret.jpg", "not for anyone");
    const [image] = await imagesOf(artworkId);
    const base = `/iiif/image/${imageId}`;
    for (const path of [
      `${base}/0,0,512,512/256,256/0/default.jpg`,
      `${base}/0,0,512,512/512,512/90/default.jpg`,
      `${base}/0,0,512,512/512,512/0/gray.jpg`,
      `${base}/0,0,512,512/512,512/0/default.png`,
      `${base}/full/max/0/default.jpg`,
      `${base}/..%2F..%2F..%2F..%2Fsecret.jpg/512,512/0/default.jpg`,
      `${base}/%2E%2E/%2E%2E/0/default.jpg`,
      `${base}/full/..%2F..%2F..%2F..%2F..%2Fsecret.jpg/0/default.jpg`,
      `${base}/0,0,512,512/512,512/0/..%2Flarge.webp`,
      `/iiif/image/..%2F..%2F${image!.imageKey.replaceAll("/", "%2F")}/info.json`,
      `/iiif/image/not-an-id/info.json`,
      `/iiif/image/${artworkId}/info.json`,
      `/iiif/artwork/..%2Fsecret/manifest.json`,
      `/iiif/artwork/00000000-0000-4000-8000-000000000000/manifest.json`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("Access-Control-Allow-Origin"), path).toBe("*");
      expect(await response.text(), path).toBe("Not found");
    }
  });

  it("withdrawn and deleted works have no manifest and no tiles", async () => {
    const other = await insertArtwork(database.db, artist.userId, {}, []);
    const png = await sharp({
      create: { width: 800, height: 600, channels: 3, background: "#2a7" },
    })
      .png()
      .toBuffer();
    const { key } = await processImage(png, { kind: "artwork" });
    await database.db
      .insert(artworkImages)
      .values({ artworkId: other.id, position: 0, imageKey: key, width: 800, height: 600 });
    await tileUntiledImages(database.db);
    const [image] = await imagesOf(other.id);
    const tile = `/iiif/image/${image!.id}/0,0,512,512/512,512/0/default.jpg`;
    expect((await get(tile)).status).toBe(200);

    await database.db.update(artworks).set({ isAvailable: false }).where(eq(artworks.id, other.id));
    for (const path of [
      `/iiif/artwork/${other.id}/manifest.json`,
      `/iiif/image/${image!.id}/info.json`,
      tile,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }

    await database.db.update(artworks).set({ isAvailable: true }).where(eq(artworks.id, other.id));
    expect((await get(`/iiif/artwork/${other.id}/manifest.json`)).status).toBe(200);
    const deleted = await outcome(
      await listRoute.action(
        argsWith(formPost("/artist/artwork", { intent: "delete", id: other.id }, artist.cookie)),
      ),
    );
    expect(deleted.status).toBe(200);
    for (const path of [
      `/iiif/artwork/${other.id}/manifest.json`,
      `/iiif/image/${image!.id}/info.json`,
      tile,
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
    // Deleting the image deleted its tiles with its variants.
    expect((await media.files()).some((file) => file.startsWith(`${key}/`))).toBe(false);
  });

  it("tiles the images stored before deep zoom from their large variant, each once whatever the runs at once", async () => {
    const old = await insertArtwork(database.db, artist.userId, {}, []);
    const keys: string[] = [];
    for (const background of ["#123456", "#654321", "#abcdef"]) {
      const bytes = await sharp({
        create: { width: 2400, height: 1800, channels: 3, background },
      })
        .jpeg()
        .toBuffer();
      keys.push((await processImage(bytes, { kind: "artwork" })).key);
    }
    await database.db.insert(artworkImages).values(
      keys.map((imageKey, position) => ({
        artworkId: old.id,
        position,
        imageKey,
        width: 2400,
        height: 1800,
      })),
    );
    // Until the tiles are cut: no service, the plain image in the manifest.
    const [first] = await imagesOf(old.id);
    expect((await get(`/iiif/image/${first!.id}/info.json`)).status).toBe(404);
    const before = await (await get(`/iiif/artwork/${old.id}/manifest.json`)).json();
    expect(before.items).toHaveLength(3);
    expect(before.items[0].items[0].items[0].body).toMatchObject({
      type: "Image",
      format: "image/webp",
      width: 1600,
      height: 1200,
    });
    expect(before.items[0].items[0].items[0].body.service).toBeUndefined();

    const runs = await Promise.all([
      tileUntiledImages(database.db),
      tileUntiledImages(database.db),
      tileUntiledImages(database.db),
    ]);
    expect(runs.reduce((sum, run) => sum + run.tiled, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.failed, 0)).toBe(0);
    for (const image of await imagesOf(old.id)) {
      // The originals are not kept: the large variant (1,600 on the long side) is the most there is.
      expect(image.tiles).toMatchObject({ width: 1600, height: 1200, scaleFactors: [1, 2, 4] });
    }
    expect(await tileUntiledImages(database.db)).toEqual({ tiled: 0, failed: 0 });
  });

  it("an image whose file is missing is set aside, not tried again at once", async () => {
    const lost = await insertArtwork(database.db, artist.userId, {}, [
      "artworks/00000000-0000-4000-8000-00000000abcd",
    ]);
    expect(await tileUntiledImages(database.db)).toEqual({ tiled: 0, failed: 1 });
    expect(await tileUntiledImages(database.db)).toEqual({ tiled: 0, failed: 0 });
    const [image] = await imagesOf(lost.id);
    expect(image?.tiles).toBeNull();
    expect(image?.tilingHeldUntil?.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    await database.db.delete(artworks).where(eq(artworks.id, lost.id));
  });
});
