import type { Request, RequestHandler } from "express";

type Encoding = "br" | "gzip" | "identity";

/** Which of `bodies` to send: brotli when taken, else gzip, else the plain body. */
export function preferredEncoding(
  req: Request,
  bodies: { br?: unknown; gzip?: unknown; identity?: unknown },
): Encoding;

type StaticFile = {
  bodies: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
  extension: string;
  cacheControl: string;
};

/** Every file under `root` as `/relative/path` → its bodies, one per encoding, and headers. */
export function loadStaticFiles(root: string): Map<string, StaticFile>;

/** Express middleware answering GET and HEAD for the files under `root`. */
export function staticFiles(root: string): RequestHandler;
