import { randomUUID } from "node:crypto";
import express from "express";
import { RouterContextProvider } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { nonceContext } from "~/lib/http/csp-nonce";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import { edge } from "./edge";
import { createPageCache } from "./page-cache";
import { createHandler, type Handle } from "./request-handler";

export type { Handle };

/** What the visitor page cache may hold, compressed copies included. */
const PAGE_CACHE_MAX_BYTES = 48 * 1024 * 1024;

/**
 * The Express app around a React Router handler: the client's address,
 * the access log, the edge (headers, same-origin check) and the handler
 * with its body caps and Secure cookies.
 */
export function createApp(options: {
  handle: Handle;
  appUrl: string;
  trustProxy: false | number | string;
  dev: boolean;
  /** Where images come from besides this origin (a public media bucket), for the CSP. */
  mediaOrigin?: string;
}) {
  const app = express();
  app.disable("x-powered-by");
  // Only a configured proxy may tell us the protocol and the client's address.
  app.set("trust proxy", options.trustProxy);

  // The client's address as Express resolved it (socket, or a trusted proxy's
  // X-Forwarded-For), handed to loaders in a header no client can set.
  app.use((req, _res, next) => {
    req.headers[CLIENT_ADDRESS_HEADER] = req.ip || req.socket.remoteAddress || "unknown";
    next();
  });

  // Structured access log with a request id that the error page can show.
  app.use((req, res, next) => {
    const requestId = req.get("x-request-id")?.slice(0, 64) || randomUUID();
    res.locals.requestId = requestId;
    res.setHeader("x-request-id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      if (req.path.startsWith("/assets/")) return;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.originalUrl.slice(0, 300),
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
        },
        "request",
      );
    });
    next();
  });

  /**
   * Security headers and the same-origin check. server.js mounts this before
   * the static files too; here it covers development, where Vite serves them.
   */
  const edgeMiddleware = edge({
    appUrl: options.appUrl,
    dev: options.dev,
    mediaOrigin: options.mediaOrigin,
  });
  app.use(edgeMiddleware);

  // Visitors' pages from memory; in development every page is rendered fresh.
  const pageCache = options.dev
    ? null
    : createPageCache({ maxBytes: PAGE_CACHE_MAX_BYTES, mediaOrigin: options.mediaOrigin });
  if (pageCache) app.use(pageCache.middleware);

  app.use(
    createHandler(pageCache ? pageCache.wrap(options.handle) : options.handle, (_req, res) => {
      const context = new RouterContextProvider();
      context.set(requestIdContext, res.locals.requestId as string);
      context.set(nonceContext, res.locals.nonce as string);
      pageCache?.mark(context, res);
      return context;
    }),
  );
  return { app, edgeMiddleware, pageCache };
}
