import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { imageUrl } from "~/features/media";
import { MEDIA_CACHE_CONTROL, processImage } from "~/features/media/index.server";
import { MEDIA_STORES, type MediaStoreUnderTest } from "../../tests/support/media-stores";
import { loader } from "./media";

let media: MediaStoreUnderTest;
let key: string;

/**
 * Calls the route module the way the router does: `splat` is the decoded
 * rest of the path after `/media/`, exactly as a visitor may shape it.
 */
function request(splat: string, init: RequestInit = {}) {
  const args = {
    request: new Request(`http://localhost/media/${encodeURI(splat)}`, init),
    params: { "*": splat },
  };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

const splatOf = (url: string) => url.replace(/^\/media\//, "");

// The same answers whichever store holds the files.
describe.each(MEDIA_STORES)("on $name", ({ use }) => {
  beforeAll(async () => {
    media = await use();
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: "#c0392b" },
    })
      .png()
      .toBuffer();
    ({ key } = await processImage(png, { kind: "artwork" }));
    // Files the route must never hand out, planted beside and above the stored images.
    await media.plant("secret.txt", "not an image");
    await media.plant(`${key}/notes.svg`, "<svg onload='alert(1)'/>");
  });

  afterAll(async () => {
    await media.remove();
  });

  describe("GET /media/*", () => {
    it("serves a stored variant with long-lived cache headers", async () => {
      const response = await request(splatOf(imageUrl(key, "card")));
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("ETag")).toMatch(/^".+"$/);
      const body = Buffer.from(await response.arrayBuffer());
      expect(Number(response.headers.get("Content-Length"))).toBe(body.byteLength);
      const metadata = await sharp(body).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", 600, 450]);
    });

    it("answers HEAD without a body and 304 for a matching ETag", async () => {
      const head = await request(splatOf(imageUrl(key, "large")), { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("Content-Type")).toBe("image/webp");
      expect(head.body).toBeNull();
      const etag = head.headers.get("ETag")!;

      const again = await request(splatOf(imageUrl(key, "large")), {
        headers: { "If-None-Match": etag },
      });
      expect(again.status).toBe(304);
      expect(again.headers.get("Cache-Control")).toBe(MEDIA_CACHE_CONTROL);
    });

    it.each([
      ["an unknown key", "artworks/00000000-0000-0000-0000-000000000000/card.webp"],
      ["an unknown variant", "KEY/poster.webp"],
      ["a variant without extension", "KEY/card"],
      ["another extension", "KEY/card.png"],
      ["a planted SVG", "KEY/notes.svg"],
      ["a file that is not a variant", "secret.txt"],
      ["dot-dot segments", "artworks/../../../../etc/passwd"],
      ["dot-dot before a variant name", "artworks/../secret/card.webp"],
      ["dot-dot inside a key", "KEY/../../secret.txt"],
      ["dot-dot that lands on a stored variant", "artworks/other/../UUID/card.webp"],
      ["encoded slashes, decoded", "..%2f..%2fsecret.txt"],
      ["a backslash", "artworks\\..\\secret/card.webp"],
      ["an absolute path", "/etc/passwd/card.webp"],
      ["a NUL byte", "artworks/x\u0000/card.webp"],
      ["a hidden segment", ".git/card.webp"],
      ["a trailing slash", "KEY/card.webp/"],
      ["an empty path", ""],
    ])("answers 404 for %s", async (_case, splat) => {
      const response = await request(
        splat.replace("KEY", key).replace("UUID", key.split("/")[1] ?? ""),
      );
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    });
  });
});
