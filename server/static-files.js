// The browser build's files, served from memory: read once at start with the
// brotli and gzip copies the build wrote beside them (scripts/precompress-assets.ts),
// so a request costs no file system call and no compression. The build is a few
// megabytes and never changes while the process runs.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Fingerprinted build assets never change; other files (the favicon) may with a deploy. */
const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";

/** Every file under `root` as `/relative/path` → its bodies, one per encoding, and headers. */
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
    // Each encoding is other bytes, so each gets its own strong ETag (RFC 9110, 8.8.3).
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const bodies = { identity: { body, etag: `"${tag}"` } };
    if (present.has(`${file}.br`)) {
      bodies.br = { body: readFileSync(`${file}.br`), etag: `"${tag}-br"` };
    }
    if (present.has(`${file}.gz`)) {
      bodies.gzip = { body: readFileSync(`${file}.gz`), etag: `"${tag}-gz"` };
    }
    files.set(urlPath, {
      bodies,
      extension: path.extname(file),
      cacheControl: urlPath.startsWith("/assets/") ? IMMUTABLE : SHORT,
    });
  }
  return files;
}

/**
 * Which of `bodies` (keyed br, gzip, identity) to send: brotli, the smallest, when
 * the request takes it, else gzip, else the plain body. Express parses
 * Accept-Encoding (q-values, `*`); asked for several at once it would pick the one
 * the browser lists first, and browsers list gzip before br.
 */
export function preferredEncoding(req, bodies) {
  for (const encoding of ["br", "gzip"]) {
    if (bodies[encoding] && req.acceptsEncodings(encoding) === encoding) return encoding;
  }
  return "identity";
}

/** The path as the file system names it ("%20" is a space), as express.static reads it; null if malformed. */
function decodedPath(urlPath) {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return null;
  }
}

/** Express middleware answering GET and HEAD for the files under `root`; anything else passes. */
export function staticFiles(root) {
  const files = loadStaticFiles(root);
  return function serveStaticFile(req, res, next) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = files.get(decodedPath(req.path));
    if (!file) return next();
    const encoding = preferredEncoding(req, file.bodies);
    const chosen = file.bodies[encoding];
    res.type(file.extension);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", chosen.etag);
    if (file.bodies.br || file.bodies.gzip) res.vary("Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    // req.fresh compares If-None-Match with the ETag just set.
    if (req.fresh) {
      res.removeHeader("Content-Encoding");
      res.statusCode = 304;
      return res.end();
    }
    res.setHeader("Content-Length", chosen.body.length);
    res.end(req.method === "HEAD" ? undefined : chosen.body);
  };
}
