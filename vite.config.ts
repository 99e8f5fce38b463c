import path from "node:path";
import { fileURLToPath } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import routes from "./app/routes.ts";
import { lazyImportsSkipPresentFiles } from "./scripts/lazy-import-deps.ts";
import { chunkNamer } from "./scripts/shell-chunk.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
// What every page runs: React Router's browser entry (its default one: the app has
// none of its own), the root route and their imports.
const SHELL_ENTRIES = [
  path.join(root, "app/root.tsx"),
  path.join(root, "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"),
];
// The pages a visitor meets first: each gets one file of its own besides the shell.
const FIRST_VISIT_PAGES = {
  home: path.join(root, "app/routes/home.tsx"),
  search: path.join(root, "app/routes/search.tsx"),
  artwork: path.join(root, "app/routes/artwork.tsx"),
};
// Every route module, as app/routes.ts lists them.
const routeFiles = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [
    path.join(root, "app", entry.file),
    ...routeFiles(entry.children ?? []),
  ]);
const ROUTES = routeFiles(await routes);
// Computed once per build: the graph the bundler passes is the same object within a build.
const namers = new WeakMap<object, (id: string) => string | null>();

export default defineConfig({
  environments: {
    // The server bundle's entry is our Express app (server/app.ts), which wraps the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        // SOURCEMAP=1 npm run build: source maps, to see what makes up a chunk.
        sourcemap: !!process.env.SOURCEMAP,
        rolldownOptions: {
          output: {
            // One file for the shell every page runs, one for each first-visit page
            // and one they share (see scripts/shell-chunk.ts). Each group holds exactly
            // the modules named for it, not also what those import.
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  debugName: "shell and first-visit pages",
                  name(id, graph) {
                    let nameOf = namers.get(graph);
                    if (!nameOf) {
                      nameOf = chunkNamer(graph, {
                        shellEntries: SHELL_ENTRIES,
                        firstVisitPages: FIRST_VISIT_PAGES,
                        routes: ROUTES,
                        appDir: path.join(root, "app"),
                      });
                      namers.set(graph, nameOf);
                    }
                    return nameOf(id);
                  },
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: { tsconfigPaths: true },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"] },
  plugins: [
    reactRouter(),
    {
      // React Router asks for "exports-only"; chunks grouped without their
      // dependencies need entries that may export more than they declare.
      name: "route-chunks-may-export-more",
      applyToEnvironment: (environment) => environment.name === "client",
      options: (options) => ({ ...options, preserveEntrySignatures: "allow-extension" }),
    },
    lazyImportsSkipPresentFiles(),
  ],
});
