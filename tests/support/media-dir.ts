import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { tilingSettled } from "~/features/media/index.server";
import { resetEnvCache } from "~/lib/env.server";

/** A private MEDIA_DIR for one test file, so stored files can be counted and removed. */
export async function useTemporaryMediaDir() {
  const dir = await mkdtemp(path.join(tmpdir(), "gallery-media-"));
  process.env.MEDIA_DIR = dir;
  resetEnvCache();
  return {
    dir,
    /** Every file stored so far, as paths relative to the media dir. */
    async files(): Promise<string[]> {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
        .sort();
    },
    async remove() {
      // Tiles cut after an upload's answer may still be landing in the folder.
      await tilingSettled();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Real camera samples kept in the repository (see tests/fixtures/images/README.md). */
export const IMAGE_FIXTURES_DIR = fileURLToPath(new URL("../fixtures/images", import.meta.url));
