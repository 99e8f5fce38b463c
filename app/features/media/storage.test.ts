import { writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env.server";
import type { AppError } from "~/lib/errors";
import { createTestDatabase } from "../../../tests/support/database";
import { useTemporaryMediaDir } from "../../../tests/support/media-dir";
import { MEDIA_STORES, type MediaStoreUnderTest } from "../../../tests/support/media-stores";
import { startS3Server } from "../../../tests/support/s3-server";
import { mediaErrors } from "./errors";
import { processImage } from "./images.server";
import { S3MediaStorage } from "./s3-storage.server";
import { mediaFileResponse } from "./serve.server";
import { isValidKey, LocalDiskStorage, mediaStorage } from "./storage.server";
import { sweepOrphanedObjects } from "./sweep.server";

const webp = (text: string) => new TextEncoder().encode(text);
const textOf = async (stream: ReadableStream<Uint8Array>) => new Response(stream).text();

describe("media keys", () => {
  it("accepts only plain relative keys", () => {
    expect(isValidKey("artworks/0b7c/card.webp")).toBe(true);
    for (const bad of [
      "",
      "/etc/passwd",
      "../x",
      "a/../b",
      "a//b",
      "a/./b",
      ".env",
      "a\\b",
      "a b",
    ]) {
      expect(isValidKey(bad)).toBe(false);
    }
  });
});

// What every store promises (storage-contract.ts), held on each.
describe.each(MEDIA_STORES)("the storage contract on $name", ({ use }) => {
  let media: MediaStoreUnderTest;

  beforeAll(async () => {
    media = await use();
  });

  afterAll(async () => {
    await media.remove();
  });

  it("gives back what was put: bytes, size, type, an ETag and a date", async () => {
    await media.storage.put("artworks/k1/card.webp", webp("first card"), "image/webp");
    const file = await media.storage.get("artworks/k1/card.webp");
    expect(file).not.toBeNull();
    expect(file?.size).toBe(10);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.etag).toMatch(/^".+"$/);
    expect(file?.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await file?.bytes())?.toString()).toBe("first card");
    expect(await textOf(file!.stream())).toBe("first card");
  });

  it("a changed file has another ETag", async () => {
    await media.storage.put("artworks/k2/card.webp", webp("one"), "image/webp");
    const before = await media.storage.get("artworks/k2/card.webp");
    await media.storage.put("artworks/k2/card.webp", webp("another"), "image/webp");
    const after = await media.storage.get("artworks/k2/card.webp");
    expect(after?.etag).not.toBe(before?.etag);
    expect((await after?.bytes())?.toString()).toBe("another");
  });

  it("answers null for a missing or malformed key, and for an unserved type", async () => {
    expect(await media.storage.get("artworks/none/card.webp")).toBeNull();
    expect(await media.storage.get("../secret.webp")).toBeNull();
    await media.plant("artworks/k3/notes.txt", "plain text");
    expect(await media.storage.get("artworks/k3/notes.txt")).toBeNull();
  });

  it("refuses to put under a malformed key or with a type the key does not name", async () => {
    await expect(media.storage.put("../escape.webp", webp("x"), "image/webp")).rejects.toThrow();
    await expect(media.storage.put("a//b.webp", webp("x"), "image/webp")).rejects.toThrow();
    await expect(
      media.storage.put("artworks/k4/card.webp", webp("x"), "image/png"),
    ).rejects.toThrow();
    expect((await media.files()).some((key) => key.startsWith("artworks/k4"))).toBe(false);
  });

  it("deletes a prefix and all under it, and nothing that only starts alike", async () => {
    await media.storage.put("artworks/ab/card.webp", webp("1"), "image/webp");
    await media.storage.put("artworks/ab/large.webp", webp("2"), "image/webp");
    await media.storage.put("artworks/abc/card.webp", webp("3"), "image/webp");
    await media.storage.delete("artworks/ab");
    const left = await media.files();
    expect(left.filter((key) => key.startsWith("artworks/ab/"))).toEqual([]);
    expect(left).toContain("artworks/abc/card.webp");
    // Deleting what is not there is no error; a malformed prefix is.
    await media.storage.delete("artworks/ab");
    await expect(media.storage.delete("..")).rejects.toThrow();
  });

  it("serves a file through /media with its cache headers, 304 and HEAD", async () => {
    await media.storage.put("artworks/served/card.webp", webp("served bytes"), "image/webp");
    const url = "http://localhost/media/artworks/served/card.webp";
    const response = await mediaFileResponse(
      new Request(url),
      "artworks/served/card.webp",
      media.storage,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("Content-Length")).toBe("12");
    expect(await response.text()).toBe("served bytes");
    const etag = response.headers.get("ETag") ?? "";
    const again = await mediaFileResponse(
      new Request(url, { headers: { "If-None-Match": etag } }),
      "artworks/served/card.webp",
      media.storage,
    );
    expect(again.status).toBe(304);
    const head = await mediaFileResponse(
      new Request(url, { method: "HEAD" }),
      "artworks/served/card.webp",
      media.storage,
    );
    expect([head.status, head.body]).toEqual([200, null]);
  });

  it("deleteAll leaves the store empty", async () => {
    await media.storage.put("avatars/a1/avatar.webp", webp("a"), "image/webp");
    await media.storage.deleteAll();
    expect(await media.files()).toEqual([]);
  });
});

describe("LocalDiskStorage", () => {
  let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

  beforeAll(async () => {
    media = await useTemporaryMediaDir();
    await writeFile(path.join(media.dir, "secret.txt"), "not an image");
  });

  afterAll(async () => {
    await media.remove();
  });

  it("never reads or deletes outside its root", async () => {
    const storage = new LocalDiskStorage(path.join(media.dir, "artworks"));
    expect(await storage.get("../secret.txt")).toBeNull();
    await expect(storage.delete("..")).rejects.toThrow();
    await expect(
      storage.put("../escape.webp", new Uint8Array([1]), "image/webp"),
    ).rejects.toThrow();
    expect(await media.files()).toContain("secret.txt");
  });
});

describe("media in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    s3 = await startS3Server(["gallery-media", "other-media"]);
  });

  afterAll(async () => {
    for (const name of Object.keys(s3.env())) delete process.env[name];
    resetEnvCache();
    await s3.stop();
  });

  it("is the app's store when S3_BUCKET is set, the local disk otherwise", () => {
    for (const name of Object.keys(s3.env())) delete process.env[name];
    resetEnvCache();
    expect(mediaStorage()).toBeInstanceOf(LocalDiskStorage);
    Object.assign(process.env, s3.env("other-media"));
    resetEnvCache();
    const storage = mediaStorage();
    expect(storage).toBeInstanceOf(S3MediaStorage);
    expect((storage as S3MediaStorage).bucket).toBe("other-media");
  });

  it("with S3_PUBLIC_URL, /media redirects to the bucket's public address, kept a day", async () => {
    Object.assign(process.env, s3.env(), { S3_PUBLIC_URL: "https://media.example.org/gallery/" });
    resetEnvCache();
    const response = await mediaFileResponse(
      new Request("http://localhost/media/artworks/k/card.webp"),
      "artworks/k/card.webp",
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(
      "https://media.example.org/gallery/artworks/k/card.webp",
    );
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    // A malformed path is still refused here, never redirected.
    const bad = await mediaFileResponse(new Request("http://localhost/media/x"), "../x/card.webp");
    expect(bad.status).toBe(404);
    delete process.env.S3_PUBLIC_URL;
    resetEnvCache();
  });

  it("when the store is down, an upload fails with 'try again' and stores nothing", async () => {
    const down = new S3MediaStorage({
      ...s3.config(),
      // A port nothing listens on: every call fails to connect.
      endpoint: "http://127.0.0.1:9",
    });
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const error = await processImage(png, { kind: "artwork", storage: down }).catch(
      (caught: unknown) => caught,
    );
    expect(mediaErrors.is(error, "storage-unavailable")).toBe(true);
    expect((error as AppError).status).toBe(503);
    expect((error as AppError).message).toMatch(/try again/);
  });

  it("a store that fails half-way keeps none of the image's variants", async () => {
    const storage = new S3MediaStorage(s3.config());
    let puts = 0;
    const flaky = Object.assign(Object.create(storage), {
      put(key: string, bytes: Uint8Array, type: string) {
        puts += 1;
        if (puts === 2) return Promise.reject(new Error("connection reset"));
        return storage.put(key, bytes, type);
      },
    }) as S3MediaStorage;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#321" } })
      .png()
      .toBuffer();
    const error = await processImage(png, { kind: "artwork", storage: flaky }).catch(
      (caught: unknown) => caught,
    );
    expect(mediaErrors.is(error, "storage-unavailable")).toBe(true);
    const left: string[] = [];
    for await (const object of storage.objects("artworks/")) left.push(object.key);
    expect(left).toEqual([]);
  });

  it("the start-up sweep removes old images no row names, and keeps young ones", async () => {
    const test = await createTestDatabase();
    try {
      const storage = new S3MediaStorage(s3.config());
      await storage.put("artworks/orphan/card.webp", webp("o"), "image/webp");
      await storage.put("avatars/orphan/avatar.webp", webp("o"), "image/webp");
      const young = await sweepOrphanedObjects(test.db, storage, { minAgeMs: 60 * 60 * 1000 });
      expect(young.folders).toEqual([]);
      const old = await sweepOrphanedObjects(test.db, storage, {
        now: Date.now() + 2 * 60 * 60 * 1000,
      });
      expect(old.folders.sort()).toEqual(["artworks/orphan", "avatars/orphan"]);
      const left: string[] = [];
      for await (const object of storage.objects()) left.push(object.key);
      expect(left.filter((key) => key.includes("orphan"))).toEqual([]);
    } finally {
      await test.drop();
    }
  });
});
