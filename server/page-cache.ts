import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from "express";
import { createContext, type RouterContextProvider } from "react-router";
import {
  type CachedPage,
  isCacheablePath,
  MEMBER_CACHE_CONTROL,
  PAGE_CACHE_MAX_AGE_MS,
  PAGE_VARY,
  PageStore,
  pageCacheKey,
  VISITOR_CACHE_CONTROL,
} from "~/features/site/index.server";
import { securityHeaders } from "~/lib/http/security-headers";
import { logger } from "~/lib/logger.server";
import { currentPageVersion } from "~/services/page-version.server";
import type { Handle } from "./request-handler";
import { preferredEncoding } from "./static-files.js";

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** A page still rendering longer than this may hold a streamed part that gave up: not kept. */
const SLOW_RENDER_MS = 4_000;
/** Headers of a rendered page that belong to that one response only. */
const NOT_KEPT = new Set(["set-cookie", "date", "content-length", "content-security-policy"]);

/** If-None-Match holds the page's ETag (compared weakly, as RFC 9110 asks for this header). */
function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some(
      (candidate) => candidate.trim() === "*" || candidate.trim().replace(/^W\//, "") === opaque,
    );
}

/** The render a request may store: where, under which version, and with which nonce. */
type Slot = { key: string; version: number; nonce: string; started: number };

const slotContext = createContext<Slot | null>(null);

/**
 * The visitor page cache (R-page-cache): pages that look the same for every
 * visitor, kept as rendered HTML per address and data version, with gzip and
 * brotli copies, an ETag, and the nonce they were rendered with.
 */
export function createPageCache(options: {
  maxBytes: number;
  https?: boolean;
  mediaOrigin?: string;
}) {
  const store = new PageStore(options.maxBytes);
  /** Renders under way, so that a crowd arriving at once waits for one render. */
  const rendering = new Map<string, { version: number; done: Promise<CachedPage | null> }>();

  function serve(req: ExpressRequest, res: ExpressResponse, page: CachedPage) {
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // The page's scripts carry the nonce it was rendered with (see README, "Page cache").
    res.setHeader(
      "Content-Security-Policy",
      securityHeaders({
        nonce: page.nonce,
        dev: false,
        https: req.secure,
        mediaOrigin: options.mediaOrigin,
      })["Content-Security-Policy"] as string,
    );
    res.setHeader("ETag", page.etag);
    res.setHeader("Cache-Control", VISITOR_CACHE_CONTROL);
    res.setHeader("Vary", PAGE_VARY);
    res.setHeader("X-Page-Cache", "hit");
    if (etagMatches(req.get("if-none-match"), page.etag)) {
      res.status(304).end();
      return;
    }
    const bodies = { br: page.brotli, gzip: page.gzip, identity: page.body };
    const encoding = preferredEncoding(req, bodies);
    const body = bodies[encoding] ?? page.body;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", String(body.byteLength));
    res.end(body);
  }

  /** Express middleware: answers a visitor from the cache, or marks the request for the render to store. */
  async function middleware(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const key = pageCacheKey({
      method: req.method,
      path: req.path,
      url: req.originalUrl,
      cookie: req.headers.cookie,
    });
    if (!key) {
      if (req.method === "GET" && isCacheablePath(req.path)) {
        res.setHeader("Cache-Control", MEMBER_CACHE_CONTROL);
        res.setHeader("Vary", PAGE_VARY);
      }
      return next();
    }
    let version: number;
    try {
      version = await currentPageVersion();
    } catch (error) {
      logger.warn({ err: error }, "page cache version unreadable; rendering");
      return next();
    }
    const page = store.get(key);
    if (page && page.version === version && Date.now() - page.storedAt < PAGE_CACHE_MAX_AGE_MS) {
      return serve(req, res, page);
    }
    const pending = rendering.get(key);
    if (pending && pending.version === version) {
      const rendered = await pending.done;
      if (rendered) return serve(req, res, rendered);
      return next();
    }
    res.locals.pageCacheSlot = {
      key,
      version,
      nonce: res.locals.nonce as string,
      started: Date.now(),
    } satisfies Slot;
    return next();
  }

  function compress(key: string, page: CachedPage) {
    Promise.all([
      gzipAsync(page.body, { level: 9 }),
      brotliAsync(page.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }),
    ])
      .then(([gzipped, brotli]) => store.addEncodings(key, page, { gzip: gzipped, brotli }))
      .catch((error) => logger.warn({ err: error }, "page cache compression failed"));
  }

  /** Wraps the app's handler: a marked request's page is kept once it is complete. */
  function wrap(handle: Handle): Handle {
    return async (request, context) => {
      const slot = context.get(slotContext);
      if (!slot) return handle(request, context);
      let settle: (page: CachedPage | null) => void = () => {};
      const done = new Promise<CachedPage | null>((resolve) => {
        settle = resolve;
      });
      rendering.set(slot.key, { version: slot.version, done });
      try {
        const response = await handle(request, context);
        const kept = await keep(slot, response);
        settle(kept?.page ?? null);
        return kept?.response ?? response;
      } catch (error) {
        settle(null);
        throw error;
      } finally {
        if (rendering.get(slot.key)?.done === done) rendering.delete(slot.key);
      }
    };
  }

  async function keep(slot: Slot, response: Response) {
    const type = response.headers.get("Content-Type") ?? "";
    const cacheable =
      response.status === 200 &&
      response.body !== null &&
      response.headers.getSetCookie().length === 0 &&
      !/no-store|private/i.test(response.headers.get("Cache-Control") ?? "") &&
      /^(text\/html|application\/xml)/i.test(type);
    if (!cacheable) return null;
    const body = Buffer.from(await response.arrayBuffer());
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!NOT_KEPT.has(name)) headers.push([name, value]);
    }
    const page: CachedPage = {
      version: slot.version,
      storedAt: Date.now(),
      nonce: slot.nonce,
      etag: `W/"${createHash("sha1").update(body).digest("base64url")}"`,
      status: 200,
      headers,
      body,
    };
    if (Date.now() - slot.started < SLOW_RENDER_MS) {
      store.set(slot.key, page);
      compress(slot.key, page);
    }
    const served = new Headers(response.headers);
    served.set("ETag", page.etag);
    served.set("Cache-Control", VISITOR_CACHE_CONTROL);
    served.set("Vary", PAGE_VARY);
    served.set("X-Page-Cache", "miss");
    served.delete("Content-Length");
    return { page, response: new Response(body, { status: 200, headers: served }) };
  }

  return {
    middleware,
    wrap,
    /** Puts the request's mark where the wrapped handler finds it. */
    mark(context: RouterContextProvider, res: ExpressResponse) {
      const slot = res.locals.pageCacheSlot as Slot | undefined;
      if (slot) context.set(slotContext, slot);
    },
    store,
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
