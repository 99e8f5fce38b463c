import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { LocalDiskStorage, type MediaStorage, S3MediaStorage } from "~/features/media/index.server";
import { resetEnvCache } from "~/lib/env.server";
import { useTemporaryMediaDir } from "./media-dir";
import { startS3Server } from "./s3-server";

const S3_SETTINGS = [
  "S3_BUCKET",
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
];

/**
 * A media store for one test file, configured as the app's store (so code that
 * takes the default, `mediaStorage()`, uses it), with a way to list and read
 * what it holds directly.
 */
export type MediaStoreUnderTest = {
  storage: MediaStorage;
  /** Every stored key, sorted. */
  files(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  /** Puts a file in the store behind the app's back, whatever its name (no key rules). */
  plant(key: string, text: string): Promise<void>;
  remove(): Promise<void>;
};

export async function useLocalMediaStore(): Promise<MediaStoreUnderTest> {
  for (const name of S3_SETTINGS) delete process.env[name];
  const media = await useTemporaryMediaDir();
  return {
    storage: new LocalDiskStorage(media.dir),
    files: () => media.files(),
    read: (key) => readFile(path.join(media.dir, key)),
    async plant(key, text) {
      await mkdir(path.dirname(path.join(media.dir, key)), { recursive: true });
      await writeFile(path.join(media.dir, key), text);
    },
    remove: () => media.remove(),
  };
}

export async function useS3MediaStore(): Promise<MediaStoreUnderTest> {
  const server = await startS3Server();
  Object.assign(process.env, server.env());
  resetEnvCache();
  const storage = new S3MediaStorage(server.config());
  return {
    storage,
    async files() {
      const keys: string[] = [];
      for await (const object of storage.objects()) keys.push(object.key);
      return keys.sort();
    },
    async read(key) {
      const file = await storage.get(key);
      if (!file) throw new Error(`Nothing stored under ${key}`);
      return file.bytes();
    },
    async plant(key, text) {
      await storage.client.send(
        new PutObjectCommand({ Bucket: storage.bucket, Key: key, Body: text }),
      );
    },
    async remove() {
      for (const name of S3_SETTINGS) delete process.env[name];
      resetEnvCache();
      await server.stop();
    },
  };
}

/** Both stores, for suites that must hold on each (`describe.each(MEDIA_STORES)`). */
export const MEDIA_STORES = [
  { name: "local disk", use: useLocalMediaStore },
  { name: "an S3-compatible bucket", use: useS3MediaStore },
] as const;
