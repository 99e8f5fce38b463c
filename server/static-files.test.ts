import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../scripts/precompress-assets";
import { staticFiles } from "./static-files.js";

let root: string;
let server: http.Server;
let port: number;
const script = `${"export const greeting = 'hello from the gallery';\n".repeat(200)}`;
const favicon = `<svg xmlns="http://www.w3.org/2000/svg"></svg>`;

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A raw request, so the test sees the bytes and headers as sent (fetch would decode them). */
function request(
  urlPath: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "static-files-"));
  await mkdir(path.join(root, "assets"));
  await writeFile(path.join(root, "assets/entry-Ab12.js"), script);
  await writeFile(path.join(root, "favicon.svg"), favicon);
  await writeFile(path.join(root, "gallery map.svg"), favicon);
  await mkdir(path.join(root, ".vite"));
  await writeFile(path.join(root, ".vite/manifest.json"), "{}");
  await precompressDir(root);
  const app = express();
  app.use(staticFiles(root));
  app.use((_req, res) => {
    res.status(404).send("passed on");
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe("the browser build's files", () => {
  it("sends the brotli copy written at build time to a browser that takes it", async () => {
    const answer = await request("/assets/entry-Ab12.js", {
      "Accept-Encoding": "gzip, deflate, br, zstd",
    });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it("sends gzip when brotli is not taken, and the file itself when neither is", async () => {
    const gzipped = await request("/assets/entry-Ab12.js", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.body).toString()).toBe(script);

    const starred = await request("/assets/entry-Ab12.js", { "Accept-Encoding": "gzip;q=0, *" });
    expect(starred.headers["content-encoding"]).toBe("br");

    const plain = await request("/assets/entry-Ab12.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);

    const refused = await request("/assets/entry-Ab12.js", {
      "Accept-Encoding": "br;q=0, gzip;q=0",
    });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });

  it("tags each encoding's bytes with an ETag of their own", async () => {
    const tags = new Set<string>();
    for (const accept of ["br", "gzip", "identity"]) {
      const answer = await request("/assets/entry-Ab12.js", { "Accept-Encoding": accept });
      tags.add(answer.headers.etag as string);
    }
    expect(tags.size).toBe(3);
  });

  it("answers 304 to a browser that has the same file, and headers alone to HEAD", async () => {
    const first = await request("/assets/entry-Ab12.js", { "Accept-Encoding": "br" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request("/assets/entry-Ab12.js", {
      "Accept-Encoding": "br",
      "If-None-Match": `"other", ${etag}`,
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers["content-encoding"]).toBeUndefined();
    // Another encoding is other bytes: sent whole.
    const gzipped = await request("/assets/entry-Ab12.js", {
      "Accept-Encoding": "gzip",
      "If-None-Match": etag,
    });
    expect(gzipped.status).toBe(200);

    const head = await request("/assets/entry-Ab12.js", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(script.length));
    expect(head.body.length).toBe(0);
  });

  it("keeps files outside the fingerprinted assets for an hour, small ones uncompressed", async () => {
    const answer = await request("/favicon.svg", { "Accept-Encoding": "gzip, br" });
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body.toString()).toBe(favicon);
  });

  it("finds a file whose name the address escapes, and passes on a malformed escape", async () => {
    expect((await request("/gallery%20map.svg")).body.toString()).toBe(favicon);
    expect((await request("/favicon%2Esvg")).body.toString()).toBe(favicon);
    expect((await request("/favicon%E0.svg")).body.toString()).toBe("passed on");
  });

  it("passes on what is not a file of the build, and every method but GET and HEAD", async () => {
    for (const [urlPath, method] of [
      ["/assets/missing.js", "GET"],
      ["/assets/entry-Ab12.js.br", "GET"],
      ["/assets/../favicon.svg.gz", "GET"],
      ["/search", "GET"],
      ["/.vite/manifest.json", "GET"],
      ["/assets/entry-Ab12.js", "POST"],
    ] as const) {
      const answer = await request(urlPath, {}, method);
      expect(answer.status, `${method} ${urlPath}`).toBe(404);
      expect(answer.body.toString()).toBe("passed on");
    }
  });
});
