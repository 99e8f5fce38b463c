import { describe, expect, it } from "vitest";
import { chunkNamer, type ModuleGraph, resolveRequest, shellModules } from "./shell-chunk";

/** A module graph as the bundler describes it: each module's code and the ids it imports. */
function graphOf(
  modules: Record<string, { code: string | null; imports?: string[]; lazy?: string[] }>,
): ModuleGraph {
  return {
    getModuleInfo(id) {
      const found = modules[id];
      if (!found) return null;
      const { code, imports = [], lazy = [] } = found;
      return { code, importedIds: imports, dynamicallyImportedIds: lazy };
    },
  };
}

const APP = "/p/app";
const KIT = "/p/node_modules/kit/esm";

const gallery = graphOf({
  [`${APP}/root.tsx`]: {
    code: `import { Button, helperOfKit } from "kit"; import { greet } from "~/lib/greet"; import "./root.css";
export default function Root() { return Button(greet(helperOfKit)); }`,
    imports: [`${KIT}/index.mjs`, `${APP}/lib/greet.ts`, `${APP}/root.css`],
  },
  [`${APP}/root.css`]: { code: "export default {}" },
  // A non-barrel module whose code shows no import of what it depends on (a transform added it).
  [`${APP}/lib/greet.ts`]: {
    code: 'export const greet = (name) => "hello " + name;',
    imports: ["/p/node_modules/react/index.js"],
  },
  // CommonJS: the dependency is a require().
  "/p/node_modules/react/index.js": {
    code: `module.exports = require("./cjs/react.js");`,
    imports: ["/p/node_modules/react/cjs/react.js"],
  },
  "/p/node_modules/react/cjs/react.js": { code: "exports.x = 1;" },
  // The kit's index re-exports every component; the root uses one of them.
  [`${KIT}/index.mjs`]: {
    code: `export { Button } from "./components/Button.mjs";
export { Slider } from "./components/Slider.mjs";
export * from "./core/index.mjs";`,
    imports: [
      `${KIT}/components/Button.mjs`,
      `${KIT}/components/Slider.mjs`,
      `${KIT}/core/index.mjs`,
    ],
  },
  [`${KIT}/components/Button.mjs`]: {
    code: `import { box } from "../core/index.mjs"; export function Button(child) { return box(child); }`,
    imports: [`${KIT}/core/index.mjs`],
  },
  [`${KIT}/components/Slider.mjs`]: {
    code: `import { track } from "../core/index.mjs"; export function Slider() { return track(); }`,
    imports: [`${KIT}/core/index.mjs`],
  },
  // A barrel inside the kit, reached both directly and through the index's `export *`.
  [`${KIT}/core/index.mjs`]: {
    code: `import { box } from "./box.mjs"; export { box };
export { track } from "./track.mjs";
export { helper as helperOfKit } from "./helper.mjs";`,
    imports: [`${KIT}/core/box.mjs`, `${KIT}/core/track.mjs`, `${KIT}/core/helper.mjs`],
  },
  [`${KIT}/core/box.mjs`]: { code: "export const box = (c) => c;" },
  [`${KIT}/core/track.mjs`]: { code: "export const track = () => 1;" },
  [`${KIT}/core/helper.mjs`]: { code: "export const helper = 2;" },
});

describe("the modules every page runs", () => {
  const shell = shellModules(gallery, [`${APP}/root.tsx`], APP);

  it("follows a package's index only for the names the root imports from it", () => {
    expect(shell).toContain(`${KIT}/components/Button.mjs`);
    expect(shell).toContain(`${KIT}/core/box.mjs`);
    // Reached through the index's `export *`, under the name the barrel gives it.
    expect(shell).toContain(`${KIT}/core/helper.mjs`);
    expect(shell).not.toContain(`${KIT}/components/Slider.mjs`);
    expect(shell).not.toContain(`${KIT}/core/track.mjs`);
  });

  it("takes the whole of what ordinary modules import, stylesheets and requires included", () => {
    expect(shell).toContain(`${APP}/lib/greet.ts`);
    expect(shell).toContain(`${APP}/root.css`);
    expect(shell).toContain("/p/node_modules/react/index.js");
    expect(shell).toContain("/p/node_modules/react/cjs/react.js");
  });

  it("leaves out the entries themselves and the pure re-export modules", () => {
    expect(shell).not.toContain(`${APP}/root.tsx`);
    expect(shell).not.toContain(`${KIT}/index.mjs`);
    expect(shell).not.toContain(`${KIT}/core/index.mjs`);
  });

  it("reads a barrel that starts with a directive as a barrel", () => {
    const graph = graphOf({
      [`${APP}/root.tsx`]: {
        code: `import { Link } from "kit";`,
        imports: [`${KIT}/index.mjs`],
      },
      [`${KIT}/index.mjs`]: {
        code: `"use client";\nexport { Link } from "./link.mjs";\nexport { Server } from "./server.mjs";`,
        imports: [`${KIT}/link.mjs`, `${KIT}/server.mjs`],
      },
      [`${KIT}/link.mjs`]: { code: "export function Link() {}" },
      [`${KIT}/server.mjs`]: { code: "export function Server() {}" },
    });
    expect(shellModules(graph, [`${APP}/root.tsx`], APP)).toEqual(new Set([`${KIT}/link.mjs`]));
  });

  it("takes, of a barrel's `export *` modules, only those that export a name it is asked for", () => {
    const graph = graphOf({
      // No module passes a default on through `export *`: beta's is not the kit's.
      [`${APP}/root.tsx`]: {
        code: `import kit, { alpha } from "kit";`,
        imports: [`${KIT}/index.mjs`],
      },
      [`${KIT}/index.mjs`]: {
        code: `export * from "./alpha.mjs";\nexport * from "./beta.mjs";\nexport * from "./legacy.cjs";`,
        imports: [`${KIT}/alpha.mjs`, `${KIT}/beta.mjs`, `${KIT}/legacy.cjs`],
      },
      [`${KIT}/alpha.mjs`]: { code: "export const alpha = 1;" },
      [`${KIT}/beta.mjs`]: { code: "export const beta = 2; export default beta;" },
      // No export statement to read: it might have it.
      [`${KIT}/legacy.cjs`]: { code: "module.exports.gamma = 3;" },
    });
    expect(shellModules(graph, [`${APP}/root.tsx`], APP)).toEqual(
      new Set([`${KIT}/alpha.mjs`, `${KIT}/legacy.cjs`]),
    );
  });

  it("takes a whole barrel when a module imports it as a namespace", () => {
    const graph = graphOf({
      [`${APP}/root.tsx`]: {
        code: `import * as kit from "kit"; kit.Slider();`,
        imports: [`${KIT}/index.mjs`],
      },
      [`${KIT}/index.mjs`]: {
        code: `export { Slider } from "./components/Slider.mjs";`,
        imports: [`${KIT}/components/Slider.mjs`],
      },
      [`${KIT}/components/Slider.mjs`]: { code: "export function Slider() {}" },
    });
    expect(shellModules(graph, [`${APP}/root.tsx`], APP)).toEqual(
      new Set([`${KIT}/index.mjs`, `${KIT}/components/Slider.mjs`]),
    );
  });
});

describe("the chunk of each module", () => {
  const routes = `${APP}/routes`;
  const graph = graphOf({
    [`${APP}/root.tsx`]: { code: `import "./frame.tsx";`, imports: [`${APP}/frame.tsx`] },
    [`${APP}/frame.tsx`]: { code: "export const frame = 1;" },
    [`${routes}/home.tsx`]: {
      code: `import "../frame.tsx"; import "../hero.tsx"; import "../banner.tsx"; import "../card.tsx"; import "../legend.tsx"; const later = () => import("../map.tsx");`,
      imports: [
        `${APP}/frame.tsx`,
        `${APP}/hero.tsx`,
        `${APP}/banner.tsx`,
        `${APP}/card.tsx`,
        `${APP}/legend.tsx`,
      ],
      lazy: [`${APP}/map.tsx`],
    },
    [`${routes}/search.tsx`]: {
      code: `import "../card.tsx"; import "../filters.tsx"; import "../results.tsx";`,
      imports: [`${APP}/card.tsx`, `${APP}/filters.tsx`, `${APP}/results.tsx`],
    },
    [`${routes}/studio.tsx`]: {
      code: `import "../hero.tsx"; import "../editor.tsx"; const later = () => import("../preview.tsx");`,
      imports: [`${APP}/hero.tsx`, `${APP}/editor.tsx`],
      lazy: [`${APP}/preview.tsx`],
    },
    [`${APP}/hero.tsx`]: { code: "export const hero = 1;" },
    [`${APP}/banner.tsx`]: { code: "export const banner = 1;" },
    [`${APP}/card.tsx`]: { code: `import "./price.ts";`, imports: [`${APP}/price.ts`] },
    [`${APP}/price.ts`]: { code: "export const price = 1;" },
    [`${APP}/filters.tsx`]: { code: "export const filters = 1;" },
    [`${APP}/results.tsx`]: { code: "export const results = 1;" },
    [`${APP}/editor.tsx`]: { code: "export const editor = 1;" },
    [`${APP}/map.tsx`]: { code: "export const map = 1;" },
    // Loaded later by another route, and imported at once by search.
    [`${APP}/preview.tsx`]: {
      code: `import "./results.tsx"; const later = () => import("./chart.tsx");`,
      imports: [`${APP}/results.tsx`],
      lazy: [`${APP}/chart.tsx`],
    },
    // Loaded later by what another route loads later, and imported at once by home.
    [`${APP}/chart.tsx`]: { code: `import "./legend.tsx";`, imports: [`${APP}/legend.tsx`] },
    [`${APP}/legend.tsx`]: { code: "export const legend = 1;" },
  });
  const nameOf = chunkNamer(graph, {
    shellEntries: [`${APP}/root.tsx`],
    firstVisitPages: { home: `${routes}/home.tsx`, search: `${routes}/search.tsx` },
    routes: [`${routes}/home.tsx`, `${routes}/search.tsx`, `${routes}/studio.tsx`],
    appDir: APP,
  });

  it("puts what every page runs in the shell, even where a first-visit page imports it too", () => {
    expect(nameOf(`${APP}/frame.tsx`)).toBe("shell");
  });

  it("groups what a first-visit page shares with other routes, alone or with the other such pages", () => {
    // Home's, and a studio page's.
    expect(nameOf(`${APP}/hero.tsx`)).toBe("page-home");
    // Search's, and what another route loads later, or later still.
    expect(nameOf(`${APP}/results.tsx`)).toBe("page-search");
    expect(nameOf(`${APP}/legend.tsx`)).toBe("page-home");
    expect(nameOf(`${APP}/card.tsx`)).toBe("pages-shared");
    // Imported by a shared module, so needed by both pages.
    expect(nameOf(`${APP}/price.ts`)).toBe("pages-shared");
  });

  it("leaves to the bundler what one page alone loads, other routes' modules and the routes", () => {
    expect(nameOf(`${APP}/banner.tsx`)).toBeNull();
    expect(nameOf(`${APP}/filters.tsx`)).toBeNull();
    expect(nameOf(`${APP}/map.tsx`)).toBeNull();
    expect(nameOf(`${APP}/editor.tsx`)).toBeNull();
    expect(nameOf(`${APP}/preview.tsx`)).toBeNull();
    expect(nameOf(`${APP}/chart.tsx`)).toBeNull();
    expect(nameOf(`${routes}/home.tsx`)).toBeNull();
    expect(nameOf(`${routes}/studio.tsx`)).toBeNull();
  });
});

describe("resolving an import to the bundler's module id", () => {
  const ids = [
    "/p/app/components/card.tsx",
    "/p/app/components/card.module.css",
    "/p/app/lib/dates/index.ts",
    "/p/node_modules/react/index.js",
    "/p/node_modules/react/jsx-runtime.js",
    "/p/node_modules/@mantine/notifications/esm/index.mjs",
    "/p/node_modules/@mantine/notifications/styles.css",
  ];

  it("finds relative and aliased modules by their extension or index file", () => {
    expect(resolveRequest("./card", "/p/app/components/list.tsx", ids, APP)).toEqual([
      "/p/app/components/card.tsx",
    ]);
    expect(resolveRequest("./card.module.css", "/p/app/components/list.tsx", ids, APP)).toEqual([
      "/p/app/components/card.module.css",
    ]);
    expect(resolveRequest("~/lib/dates", "/p/app/root.tsx", ids, APP)).toEqual([
      "/p/app/lib/dates/index.ts",
    ]);
  });

  it("finds a package by its name, a subpath by its file, and no stylesheet for the bare name", () => {
    expect(resolveRequest("react/jsx-runtime", "/p/app/root.tsx", ids, APP)).toEqual([
      "/p/node_modules/react/jsx-runtime.js",
    ]);
    expect(resolveRequest("@mantine/notifications", "/p/app/root.tsx", ids, APP)).toEqual([
      "/p/node_modules/@mantine/notifications/esm/index.mjs",
    ]);
    expect(
      resolveRequest("@mantine/notifications/styles.css", "/p/app/root.tsx", ids, APP),
    ).toEqual(["/p/node_modules/@mantine/notifications/styles.css"]);
    expect(resolveRequest("left-pad", "/p/app/root.tsx", ids, APP)).toEqual([]);
    // A subpath is looked for inside the package, not in the folders around it.
    const checkout = [
      "/srv/client/node_modules/react-dom/index.js",
      "/srv/client/node_modules/react-dom/client.js",
    ];
    expect(resolveRequest("react-dom/client", "/srv/client/app/x.tsx", checkout, APP)).toEqual([
      "/srv/client/node_modules/react-dom/client.js",
    ]);
  });
});
