import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTemporaryMediaDir } from "../../../tests/support/media-dir";
import { isValidKey, LocalDiskStorage } from "./storage.server";

let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  await writeFile(path.join(media.dir, "secret.txt"), "not an image");
});

afterAll(async () => {
  await media.remove();
});

describe("LocalDiskStorage", () => {
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
