import { describe, expect, it } from "vitest";
import { staticFiles, withoutPresentDeps } from "./lazy-import-deps";

const chunks = new Map([
  [
    "assets/route.js",
    { imports: ["assets/shell.js", "assets/shared.js"], css: ["assets/route.css"] },
  ],
  ["assets/shell.js", { imports: ["assets/runtime.js"], css: ["assets/shell.css"] }],
  ["assets/shared.js", { imports: ["assets/shell.js"], css: ["assets/shared.css"] }],
  ["assets/runtime.js", { imports: [], css: [] }],
  [
    "assets/drawer.js",
    { imports: ["assets/shell.js", "assets/focus.js"], css: ["assets/drawer.css"] },
  ],
  ["assets/focus.js", { imports: [], css: [] }],
]);

/** A chunk as the bundler writes it: the file list once, then each lazy import's indexes into it. */
const routeCode = [
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/drawer.js","assets/shell.js","assets/focus.js","assets/runtime.js","assets/shell.css","assets/drawer.css","assets/shared.css"])))=>i.map(i=>d[i]);',
  'const drawer = () => import("./drawer.js").then(...__vite__mapDeps([0,1,2,3,4,5,6]));',
  'const other = () => import("./drawer.js").then(...__vite__mapDeps([4,2]));',
].join("\n");

describe("the files a lazy import asks for first", () => {
  it("counts a chunk's imports to any depth and their stylesheets as present", () => {
    expect([...staticFiles("assets/route.js", chunks)].sort()).toEqual([
      "assets/route.css",
      "assets/route.js",
      "assets/runtime.js",
      "assets/shared.css",
      "assets/shared.js",
      "assets/shell.css",
      "assets/shell.js",
    ]);
  });

  it("leaves out what the importing chunk's static graph brought, and keeps the rest in order", () => {
    const code = withoutPresentDeps(routeCode, staticFiles("assets/route.js", chunks));
    // drawer.js, focus.js and drawer.css are new to the page; the shell's and the shared stylesheets are not.
    expect(code).toContain("__vite__mapDeps([0,2,5])");
    expect(code).toContain("__vite__mapDeps([2])");
    // The file list itself is untouched: indexes keep their meaning.
    expect(code.split("\n")[0]).toBe(routeCode.split("\n")[0]);
  });

  it("keeps every file for a chunk whose static graph holds none of them", () => {
    const code = withoutPresentDeps(routeCode, staticFiles("assets/standalone.js", chunks));
    expect(code).toContain("__vite__mapDeps([0,1,2,3,4,5,6])");
  });

  it("returns code without lazy imports as it is", () => {
    const code = 'export const x = import("./a.js");';
    expect(withoutPresentDeps(code, new Set(["assets/a.js"]))).toBe(code);
  });
});
