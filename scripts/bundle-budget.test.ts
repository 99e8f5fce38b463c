import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkBudget } from "./bundle-budget";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build with the three budgeted routes; the search route imports a chunk of `searchBytes` random bytes. */
function fakeBuild(searchBytes: number) {
  const dir = mkdtempSync(path.join(tmpdir(), "gallery-budget-"));
  dirs.push(dir);
  const assets = path.join(dir, "client/assets");
  mkdirSync(assets, { recursive: true });
  const write = (name: string, content: Buffer | string) =>
    writeFileSync(path.join(assets, name), content);
  for (const name of ["entry.js", "root.js", "home.js", "search.js", "artwork.js"]) {
    write(name, `export const name = ${JSON.stringify(name)};`);
  }
  // Random bytes do not compress: the chunk weighs what it says once gzipped.
  write("bloat.js", randomBytes(searchBytes));
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
  write("manifest-test.js", `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  return dir;
}

describe("the JavaScript budget", () => {
  it("passes pages within it and fails a page whose bundle grew past it", () => {
    const lean = checkBudget(fakeBuild(10 * 1024), 150);
    expect(lean.every((page) => page.within)).toBe(true);

    const bloated = checkBudget(fakeBuild(200 * 1024), 150);
    const search = bloated.find((page) => page.page === "/search");
    expect(search?.within).toBe(false);
    expect(search?.gzipKB).toBeGreaterThan(150);
    expect(bloated.filter((page) => page.page !== "/search").every((page) => page.within)).toBe(
      true,
    );
  });
});
