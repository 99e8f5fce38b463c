import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { onTestFinished } from "vitest";

/**
 * A stand-in production build whose browser assets (`client/assets/`) are
 * `files`, name → content, for the checks that read a build. Call it inside a
 * test: the directory goes when the test ends.
 */
export function fakeBrowserBuild(files: Record<string, string | Buffer>) {
  const dir = mkdtempSync(path.join(tmpdir(), "gallery-build-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const assets = path.join(dir, "client/assets");
  mkdirSync(assets, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(assets, name), content);
  }
  return dir;
}
