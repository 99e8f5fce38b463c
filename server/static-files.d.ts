import type { Request, RequestHandler } from "express";

type Encoding = "br" | "gzip" | "identity";

/** The encoding to send of those `available`: brotli when taken, else gzip, else none. */
export function preferredEncoding(req: Request, available: readonly Encoding[]): Encoding;

type StaticFile = {
  bodies: Partial<Record<Encoding, { body: Buffer; etag: string }>>;
  encodings: Encoding[];
  extension: string;
  cacheControl: string;
};

/** Every file under `root` as `/relative/path` → its bodies, one per encoding, and headers. */
export function loadStaticFiles(root: string): Map<string, StaticFile>;

/** Express middleware answering GET and HEAD for the files under `root`. */
export function staticFiles(root: string): RequestHandler;
