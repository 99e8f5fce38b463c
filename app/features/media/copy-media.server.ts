import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf, isValidKey, type MediaStorage } from "./storage-contract";

export type CopyReport = {
  /** Written to the store and read back identical. */
  copied: string[];
  /** Already in the store with the same bytes. */
  unchanged: string[];
  /** Files that are no media (half-written uploads, stray files): left where they are. */
  skipped: string[];
  /** Read back different from the local file, or not at all. */
  failed: { key: string; reason: string }[];
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What the store holds under `key`, or null: size and SHA-256 of its bytes. */
async function storedDigest(target: MediaStorage, key: string) {
  const file = await target.get(key);
  if (!file) return null;
  const bytes = await file.bytes();
  return { size: bytes.byteLength, sha256: sha256(bytes) };
}

/** Pauses before reading a copy back again: some stores show a new object a moment late. */
const VERIFY_RETRY_MS = [100, 400];

/** Reads the copy back until it matches the local file, or throws why it does not. */
async function verifyCopy(
  target: MediaStorage,
  key: string,
  local: { size: number; sha256: string },
) {
  for (let attempt = 0; ; attempt++) {
    const after = await storedDigest(target, key);
    const problem = !after
      ? "not found after writing"
      : after.size !== local.size
        ? `size ${after.size}, expected ${local.size}`
        : after.sha256 !== local.sha256
          ? "SHA-256 differs from the local file"
          : null;
    if (!problem) return;
    const pause = VERIFY_RETRY_MS[attempt];
    if (pause === undefined) throw new Error(problem);
    await new Promise((resolve) => setTimeout(resolve, pause));
  }
}

/**
 * Copies every media file under a local folder (MEDIA_DIR) into another store
 * under the same key, then reads each back and compares its size and SHA-256
 * with the local file. Files already there with the same bytes are left, so
 * the copy may be run again after an interruption.
 */
export async function copyLocalMedia(
  root: string,
  target: MediaStorage,
  onProgress: (
    key: string,
    outcome: "copied" | "unchanged" | "skipped" | "failed",
  ) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: [], unchanged: [], skipped: [], failed: [] };
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
  for (const key of files) {
    const contentType = contentTypeOf(key);
    if (!isValidKey(key) || !contentType) {
      report.skipped.push(key);
      onProgress(key, "skipped");
      continue;
    }
    const bytes = await readFile(path.join(root, key));
    const local = { size: bytes.byteLength, sha256: sha256(bytes) };
    try {
      const before = await storedDigest(target, key);
      if (before?.size === local.size && before.sha256 === local.sha256) {
        report.unchanged.push(key);
        onProgress(key, "unchanged");
        continue;
      }
      await target.put(key, bytes, contentType);
      await verifyCopy(target, key, local);
      report.copied.push(key);
      onProgress(key, "copied");
    } catch (error) {
      report.failed.push({ key, reason: error instanceof Error ? error.message : String(error) });
      onProgress(key, "failed");
    }
  }
  return report;
}
