import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type {
  EntryContext,
  HandleErrorFunction,
  RouteObject,
  RouterContextProvider,
} from "react-router";
import { isRouteErrorResponse, matchRoutes, ServerRouter } from "react-router";
import { NonceProvider, nonceContext } from "~/lib/http/csp-nonce";
import { RenderedChunks } from "~/lib/http/rendered-chunks.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";

export const streamTimeout = 5_000;

/**
 * React Router's default Node entry, plus the request's CSP nonce on every
 * script it renders (the router's own, and ours through NonceProvider), and
 * React's output gathered into chunks (RenderedChunks).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  if (responseStatusCode === 405 && !responseHeaders.has("Allow")) {
    responseHeaders.set("Allow", allowedMethods(routerContext, new URL(request.url).pathname));
  }
  const nonce = loadContext.get(nonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let body: RenderedChunks | undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell first, then the streamed parts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          body = new RenderedChunks(() => {
            // Clear the timeout so the closure is not retained.
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while rendering the shell reject and are logged by React Router. A
          // reader who went away mid-page ("The destination stream closed early") is no error.
          const readerLeft = request.signal.aborted && body?.destroyed === true;
          if (shellRendered && !readerLeft) console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's default, except that a 4xx it answers itself (a method no
 * route takes: OPTIONS, or a POST where there is no action) is the client's
 * mistake, answered in full by its status: no stack trace in the log.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // React Router's own error responses carry the Error behind them.
  const cause = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  const requestId = (context as RouterContextProvider).get(requestIdContext);
  logger.error({ err: cause ?? error, requestId }, "request failed");
};

/** The methods the route at `pathname` takes, for a 405's Allow header: POST where it has an action. */
function allowedMethods(context: EntryContext, pathname: string) {
  const routes = Object.values(context.manifest.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId?: string): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(
        (route) =>
          ({
            id: route.id,
            path: route.path,
            index: route.index,
            caseSensitive: route.caseSensitive,
            children: route.index ? undefined : childrenOf(route.id),
          }) as RouteObject,
      );
  const target = matchRoutes(childrenOf(undefined), pathname)?.at(-1)?.route.id;
  return target && context.manifest.routes[target]?.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
}
