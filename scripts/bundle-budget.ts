// The JavaScript budget of the pages a visitor meets first:
// `npx tsx scripts/bundle-budget.ts [BUILD_DIR]` (run by `npm run build`).
// Fails when a page's first visit would download more gzipped JavaScript than
// the budget: the entry, the root route and the page's route with every
// module they import, as the build's manifest lists them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** The pages under budget, by the route module that renders them. */
export const BUDGET_PAGES: Record<string, string> = {
  "/": "routes/home",
  "/search": "routes/search",
  "/artwork/{id}": "routes/artwork",
};

/**
 * Gzipped KB a first visit to each of those pages may download: the goal of
 * 150 KB, which all three meet. A budget only ever goes down, as pages shed
 * weight, so that no change adds to them unnoticed.
 */
export const BUDGET_KB: Record<string, number> = {
  "/": 150,
  "/search": 150,
  "/artwork/{id}": 150,
};

type Manifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};

function readManifest(buildDir: string): Manifest {
  const assets = path.join(buildDir, "client/assets");
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`No route manifest in ${assets}: build the app first`);
  const source = readFileSync(path.join(assets, file), "utf8");
  return JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
}

/** What a first visit to the route downloads: files and their gzipped size. */
export function routeJavaScript(buildDir: string, routeId: string) {
  const manifest = readManifest(buildDir);
  const route = manifest.routes[routeId];
  if (!route) throw new Error(`No route ${routeId} in the build`);
  const files = new Set<string>([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const part of [manifest.routes.root, route]) {
    if (!part) continue;
    files.add(part.module);
    for (const file of part.imports ?? []) files.add(file);
  }
  let gzipBytes = 0;
  for (const file of files) {
    gzipBytes += gzipSync(readFileSync(path.join(buildDir, "client", file)), { level: 9 }).length;
  }
  return { files: files.size, gzipKB: gzipBytes / 1024 };
}

/** Each budgeted page's weight, and whether it is within its budget. */
export function checkBudget(buildDir: string, budgetKB: Record<string, number> = BUDGET_KB) {
  return Object.entries(BUDGET_PAGES).map(([page, routeId]) => {
    const weight = routeJavaScript(buildDir, routeId);
    const budget = budgetKB[page];
    if (budget === undefined) throw new Error(`No JavaScript budget for ${page}`);
    return { page, ...weight, budgetKB: budget, within: weight.gzipKB <= budget };
  });
}

if (import.meta.main) {
  const buildDir = path.resolve(process.argv[2] ?? process.env.BUILD_DIR ?? "build");
  const pages = checkBudget(buildDir);
  for (const page of pages) {
    console.log(
      `${page.within ? "  " : "✗ "}${page.page.padEnd(14)} ${page.gzipKB.toFixed(1).padStart(6)} KB of JavaScript (gzipped, ${page.files} files), budget ${page.budgetKB} KB`,
    );
  }
  const over = pages.filter((page) => !page.within);
  if (over.length) {
    console.error(
      `\nOver the budget: ${over.map((page) => page.page).join(", ")}. Split what these pages do not need at first.`,
    );
    process.exit(1);
  }
  console.log("Every page within its JavaScript budget.");
}
