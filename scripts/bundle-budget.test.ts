import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { fakeBrowserBuild } from "../tests/support/browser-build";
import { checkBudget } from "./bundle-budget";

/** A build with the three budgeted routes; the search route imports a chunk of `searchBytes` random bytes. */
function fakeBuild(searchBytes: number) {
  const route = (module: string, imports: string[] = []) => ({ module, imports });
  const manifest = {
    entry: { module: "/assets/entry.js", imports: [] },
    routes: {
      root: route("/assets/root.js"),
      "routes/home": route("/assets/home.js"),
      "routes/search": route("/assets/search.js", ["/assets/bloat.js"]),
      "routes/artwork": route("/assets/artwork.js"),
    },
  };
  const modules = ["entry.js", "root.js", "home.js", "search.js", "artwork.js"].map((name) => [
    name,
    `export const name = ${JSON.stringify(name)};`,
  ]);
  return fakeBrowserBuild({
    ...Object.fromEntries(modules),
    // Random bytes do not compress: the chunk weighs what it says once gzipped.
    "bloat.js": randomBytes(searchBytes),
    "manifest-test.js": `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  });
}

describe("the JavaScript budget", () => {
  it("passes pages within it and fails a page whose bundle grew past it", () => {
    const budget = { "/": 150, "/search": 150, "/artwork/{id}": 150 };
    const lean = checkBudget(fakeBuild(10 * 1024), budget);
    expect(lean.every((page) => page.within)).toBe(true);

    const bloated = checkBudget(fakeBuild(200 * 1024), budget);
    const search = bloated.find((page) => page.page === "/search");
    expect(search?.within).toBe(false);
    expect(search?.gzipKB).toBeGreaterThan(150);
    expect(bloated.filter((page) => page.page !== "/search").every((page) => page.within)).toBe(
      true,
    );
  });
});
