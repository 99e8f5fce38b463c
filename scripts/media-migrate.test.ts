import { execFile } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { copyLocalMedia, LocalDiskStorage, S3MediaStorage } from "~/features/media/index.server";
import { useTemporaryMediaDir } from "../tests/support/media-dir";
import { startS3Server } from "../tests/support/s3-server";

const run = promisify(execFile);
const bytes = (text: string) => new TextEncoder().encode(text);

let s3: Awaited<ReturnType<typeof startS3Server>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

beforeAll(async () => {
  s3 = await startS3Server(["copied-media", "script-media"]);
  media = await useTemporaryMediaDir();
  const local = new LocalDiskStorage(media.dir);
  await local.put("artworks/a1/card.webp", bytes("card of a1"), "image/webp");
  await local.put("artworks/a1/large.webp", bytes("large of a1"), "image/webp");
  await local.put("qrcodes/q1/qr.svg", bytes("<svg/>"), "image/svg+xml");
  // Not media: a write cut short, and a stray file.
  await writeFile(path.join(media.dir, "artworks/a1/card.webp.1234.partial"), "half");
  await writeFile(path.join(media.dir, "notes.txt"), "stray");
});

afterAll(async () => {
  await media.remove();
  await s3.stop();
});

async function objectsIn(storage: S3MediaStorage) {
  const keys: string[] = [];
  for await (const object of storage.objects()) keys.push(object.key);
  return keys.sort();
}

describe("copying local media to a bucket", () => {
  it("copies every media file, verifies it, and skips what is not media", async () => {
    const target = new S3MediaStorage(s3.config("copied-media"));
    const report = await copyLocalMedia(media.dir, target);
    expect(report.copied).toEqual([
      "artworks/a1/card.webp",
      "artworks/a1/large.webp",
      "qrcodes/q1/qr.svg",
    ]);
    expect(report.skipped.sort()).toEqual(["artworks/a1/card.webp.1234.partial", "notes.txt"]);
    expect(report.failed).toEqual([]);
    expect(await objectsIn(target)).toEqual(report.copied);
    expect((await (await target.get("artworks/a1/large.webp"))?.bytes())?.toString()).toBe(
      "large of a1",
    );

    // Run again (after an interruption, say): nothing is written twice.
    const again = await copyLocalMedia(media.dir, target);
    expect(again.copied).toEqual([]);
    expect(again.unchanged).toEqual(report.copied);
  });

  it("reports a file the store gives back different as failed", async () => {
    const target = new S3MediaStorage(s3.config("copied-media"));
    // A store that keeps one byte less than it was given.
    const lossy = Object.assign(Object.create(target), {
      put: (key: string, data: Uint8Array, type: string) =>
        target.put(key, data.subarray(0, data.byteLength - 1), type),
    }) as S3MediaStorage;
    await target.deleteAll();
    const report = await copyLocalMedia(media.dir, lossy);
    expect(report.copied).toEqual([]);
    expect(report.failed.map((failure) => failure.key)).toEqual([
      "artworks/a1/card.webp",
      "artworks/a1/large.webp",
      "qrcodes/q1/qr.svg",
    ]);
    expect(report.failed[0]?.reason).toMatch(/size 9, expected 10/);
  });

  it("npm run media:migrate copies MEDIA_DIR to S3_BUCKET and says what it did", async () => {
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "scripts/media-migrate.ts"],
      {
        env: {
          ...process.env,
          ...s3.env("script-media"),
          MEDIA_DIR: media.dir,
          LOG_LEVEL: "silent",
        },
      },
    );
    expect(stdout).toContain(
      "3 copied and verified, 0 already there, 2 skipped (not media), 0 failed.",
    );
    expect(await objectsIn(new S3MediaStorage(s3.config("script-media")))).toHaveLength(3);
  });

  it("refuses to run without a bucket to copy to", async () => {
    const environment: NodeJS.ProcessEnv = { ...process.env, MEDIA_DIR: media.dir };
    delete environment.S3_BUCKET;
    const failure = await run(process.execPath, ["--import", "tsx", "scripts/media-migrate.ts"], {
      env: environment,
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/S3_BUCKET is not set/),
    });
  });
});
