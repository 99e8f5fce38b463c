import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
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
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The shared real-world samples (see fixtures/images/README.md). */
// The shared folder sits beside the repository (as in CI); the tests need it.
export const IMAGE_FIXTURES_DIR =
  process.env.IMAGE_FIXTURES_DIR ?? path.resolve(process.cwd(), "../shared/fixtures/images");
