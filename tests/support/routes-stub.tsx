import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll } from "vitest";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

/**
 * Renders components under a router of stub routes, for component tests (in a
 * happy-dom file). Called once at the top of a file: each test's page is
 * unmounted and taken off the document after it.
 */
export function stubRouter() {
  let root: Root | null = null;
  let container: HTMLElement | null = null;

  beforeAll(() => {
    // React's act() warns unless told it runs in a test.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  afterEach(async () => {
    await act(async () => root?.unmount());
    root = null;
    container?.remove();
    container = null;
  });

  return {
    /** Renders `routes` opened at `path`; answers the element the page is drawn in. */
    async render(path: string, routes: StubRoutes) {
      const Stub = createRoutesStub(routes);
      const page = document.createElement("div");
      container = page;
      document.body.append(page);
      root = createRoot(page);
      await act(async () => root?.render(<Stub initialEntries={[path]} />));
      return page;
    },
  };
}
