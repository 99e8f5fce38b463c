// The browser build's files, served from memory: read once at start with the
// brotli and gzip copies the build wrote beside them (scripts/precompress-assets.ts),
// so a request costs no file system call and no compression. The build is a few
// megabytes and never changes while the process runs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".ico": "image/x-icon",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".woff2": "font/woff2",
};

/** Fingerprinted build assets never change; other files (the favicon) may with a deploy. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/**
 * The encodings a client takes, from Accept-Encoding: `br` and `gzip` unless
 * refused with `q=0`.
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name) accepted.add(name);
  }
  return {
    br: accepted.has("br"),
    gzip: accepted.has("gzip") || accepted.has("x-gzip") || accepted.has("*"),
  };
}

/** Whether an If-None-Match header names `etag` (weak or strong, or `*`). */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}

/** Every file under `root` as `/relative/path` → its bodies and headers. */
export function loadStaticFiles(root) {
  const files = new Map();
  const names = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    // Like express.static: no dotfiles, nor anything in a dot folder (Vite's .vite/manifest.json).
    .filter(
      (file) =>
        !path
          .relative(root, file)
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    );
  const present = new Set(names);
  for (const file of names) {
    if (/\.(br|gz)$/.test(file) && present.has(file.slice(0, -3))) continue;
    const body = readFileSync(file);
    const urlPath = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const br = present.has(`${file}.br`) ? readFileSync(`${file}.br`) : undefined;
    const gzip = present.has(`${file}.gz`) ? readFileSync(`${file}.gz`) : undefined;
    files.set(urlPath, {
      body,
      br,
      gzip,
      type: TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT,
    });
  }
  return files;
}

/** Express middleware answering GET and HEAD for the files under `root`; anything else passes. */
export function staticFiles(root) {
  const files = loadStaticFiles(root);
  return function serveStaticFile(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(req.path);
    if (!file) return next();
    res.setHeader("Content-Type", file.type);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    if (file.br || file.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (matchesEtag(req.headers["if-none-match"], file.etag)) {
      res.statusCode = 304;
      return res.end();
    }
    const accepts = acceptedEncodings(req.headers["accept-encoding"]);
    let body = file.body;
    if (file.br && accepts.br) {
      body = file.br;
      res.setHeader("Content-Encoding", "br");
    } else if (file.gzip && accepts.gzip) {
      body = file.gzip;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
