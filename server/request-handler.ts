import { Transform, type TransformCallback } from "node:stream";
import {
  createReadableStreamFromReadable,
  writeReadableStreamToWritable,
} from "@react-router/node";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import type { RouterContextProvider } from "react-router";
import { BODY_TOO_LARGE_MESSAGE } from "~/lib/http/body-limits";
import { bodyLimit } from "./body-limits";

/** A React Router request handler, or a test's stand-in for one. */
export type Handle = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * Express → React Router, as @react-router/express does, with two changes:
 * request bodies are capped while they stream (a chunked body has no
 * Content-Length to trust), and cookies set over HTTPS are always Secure.
 */
export function createHandler(
  handle: Handle,
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider,
) {
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const request = toWebRequest(req, res);
      if (!request) return;
      const response = await handle(request, getLoadContext(req, res));
      await send(req, res, response);
    } catch (error) {
      // A refused body fails the route that reads it; the 413 already answers that.
      if (refused.has(res)) return;
      next(error);
    }
  };
}

/** How long a refused client may go quiet, and how long it may keep sending, before the socket closes. */
const LINGER_IDLE_MS = 1_000;
const LINGER_MAX_MS = 5_000;

const refused = new WeakSet<ExpressResponse>();

/**
 * Answers 413 and discards the rest of the body, never keeping it. The
 * answer is whole at once (Content-Length), but the socket stays open while
 * the client is still sending: closing it then would make our kernel reset
 * the connection at the client's next write, and a reset can throw away the
 * 413 before the client has read it (a "lingering close", as nginx does).
 */
function refuseTooLarge(req: ExpressRequest, res: ExpressResponse) {
  if (res.headersSent) return;
  refused.add(res);
  res
    .status(413)
    .type("text/plain")
    .set({
      Connection: "close",
      "Content-Length": String(Buffer.byteLength(BODY_TOO_LARGE_MESSAGE)),
    });
  res.write(BODY_TOO_LARGE_MESSAGE);
  req.unpipe();
  req.resume();

  let idle: NodeJS.Timeout | undefined;
  const close = () => {
    clearTimeout(idle);
    clearTimeout(longest);
    req.off("data", stillSending);
    if (!res.writableEnded) res.end();
  };
  const stillSending = () => {
    clearTimeout(idle);
    idle = setTimeout(close, LINGER_IDLE_MS).unref();
  };
  const longest = setTimeout(close, LINGER_MAX_MS).unref();
  req.on("data", stillSending);
  req.once("end", close);
  res.once("close", close);
  stillSending();
}

class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

/** Passes the body through until `limit` bytes, then fails the stream and refuses the request. */
function limitedBody(req: ExpressRequest, res: ExpressResponse, limit: number) {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      received += chunk.byteLength;
      if (received > limit) {
        refuseTooLarge(req, res);
        callback(new BodyTooLargeError(`The request body passed ${limit} bytes`));
        return;
      }
      callback(null, chunk);
    },
  });
  req.pipe(counter);
  req.once("error", (error) => counter.destroy(error));
  req.once("aborted", () => counter.destroy(new Error("The client went away")));
  return createReadableStreamFromReadable(counter);
}

function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request | null {
  // The address the client asked for: a trusted proxy's X-Forwarded-Host and
  // -Proto, else Host. Only its own port: the proxy's public one, not ours.
  const host = (req.host ?? "").split(/[\\/?#@\s]/)[0] || "localhost";
  let url: URL;
  try {
    url = new URL(`${req.protocol}://${host}${req.originalUrl}`);
  } catch {
    res.status(400).type("text/plain").end("Bad request.");
    return null;
  }

  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: webHeaders(req),
    signal: controller.signal,
  };
  res.on("finish", () => {
    controller = null;
  });
  res.on("close", () => controller?.abort());

  if (req.method !== "GET" && req.method !== "HEAD") {
    const limit = bodyLimit(url.pathname);
    if (Number(req.get("content-length") ?? 0) > limit) {
      refuseTooLarge(req, res);
      return null;
    }
    init.body = limitedBody(req, res, limit);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

function webHeaders(req: ExpressRequest) {
  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (values === undefined) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  return headers;
}

/** Every cookie set over HTTPS gets Secure: session, toast, anything added later. */
function secureCookie(cookie: string) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;
}

async function send(req: ExpressRequest, res: ExpressResponse, response: Response) {
  // Already answered: the body was refused while the route read it.
  if (res.headersSent || res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A header the route sets replaces the edge's default of the same name (no "nosniff, nosniff").
  for (const [key, value] of response.headers.entries()) {
    if (key !== "set-cookie") res.setHeader(key, value);
  }
  for (const cookie of response.headers.getSetCookie()) {
    res.append("Set-Cookie", req.secure ? secureCookie(cookie) : cookie);
  }
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
