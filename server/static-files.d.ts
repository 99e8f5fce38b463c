import type { RequestHandler } from "express";

/** The encodings a client takes, from Accept-Encoding. */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean };

type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
};

/** Every file under `root` as `/relative/path` → its bodies and headers. */
export function loadStaticFiles(root: string): Map<string, StaticFile>;

/** Express middleware answering GET and HEAD for the files under `root`. */
export function staticFiles(root: string): RequestHandler;
