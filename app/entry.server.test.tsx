import {
  createRequestHandler,
  Outlet,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import * as entry from "~/entry.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";

/**
 * A build of three routes around the app's own server entry: a root, a page
 * without an action (/about) and one with (/login). React Router decides the
 * 405s itself; what is under test is what the entry logs and answers.
 */
function stubBuild(): ServerBuild {
  const route = (id: string, path: string | undefined, hasAction: boolean) => ({
    id,
    path,
    parentId: id === "root" ? undefined : "root",
    hasAction,
    hasLoader: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: id === "root",
    module: `/${id}.js`,
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  const modules = {
    root: {
      default: () => (
        <html lang="en">
          <body>
            <Outlet />
          </body>
        </html>
      ),
      ErrorBoundary: () => (
        <html lang="en">
          <body>Something is wrong</body>
        </html>
      ),
    },
    about: { default: () => <p>About</p> },
    login: { default: () => <p>Sign in</p>, action: () => ({ ok: true }) },
  };
  const manifest = {
    root: route("root", "", false),
    about: route("about", "about", false),
    login: route("login", "login", true),
  };
  return {
    entry: { module: entry },
    routes: Object.fromEntries(
      Object.entries(manifest).map(([id, entryRoute]) => [
        id,
        { ...entryRoute, module: modules[id as keyof typeof modules] },
      ]),
    ),
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: manifest,
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

const handle = createRequestHandler(stubBuild(), "production");
const request = (method: string, path: string, body?: string) =>
  handle(
    new Request(`http://localhost:3000${path}`, {
      method,
      body,
      headers: body ? { "Content-Type": "application/x-www-form-urlencoded" } : {},
    }),
  );

let logged: MockInstance[];
beforeEach(() => {
  logged = [
    vi.spyOn(console, "error").mockImplementation(() => {}),
    vi.spyOn(console, "warn").mockImplementation(() => {}),
    vi.spyOn(logger, "error"),
    vi.spyOn(logger, "warn"),
  ];
});
afterEach(() => {
  for (const spy of logged) spy.mockRestore();
});

const anythingLogged = () => logged.flatMap((spy) => spy.mock.calls);

describe("a method the route does not take", () => {
  it("OPTIONS / is a quiet 405 with the methods the page takes", async () => {
    const response = await request("OPTIONS", "/");
    expect(response.status).toBe(405);
    expect(anythingLogged()).toEqual([]);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
  });

  it("OPTIONS on a page with a form lists POST too", async () => {
    const response = await request("OPTIONS", "/login");
    expect(response.status).toBe(405);
    expect(anythingLogged()).toEqual([]);
    expect(response.headers.get("Allow")).toBe("GET, HEAD, POST");
  });

  it("POST /about, a page without an action, is a quiet 405", async () => {
    const response = await request("POST", "/about", "a=1");
    expect(response.status).toBe(405);
    expect(anythingLogged()).toEqual([]);
    expect(response.headers.get("Allow")).toBe("GET, HEAD");
    // The same through the data request the browser makes.
    const data = await request("POST", "/about.data", "a=1");
    expect(data.status).toBe(405);
    expect(anythingLogged()).toEqual([]);
  });

  it("an error nobody expected is still logged, with its request's id", async () => {
    const context = new RouterContextProvider();
    context.set(requestIdContext, "request-7");
    const error = new Error("the database went away");
    entry.handleError(error, {
      request: new Request("http://localhost:3000/"),
      params: {},
      context,
    });
    expect(anythingLogged()).toEqual([[{ err: error, requestId: "request-7" }, "request failed"]]);
  });
});
