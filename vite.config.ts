import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shellModules } from "./scripts/shell-chunk.ts";

const root = path.dirname(fileURLToPath(import.meta.url));
// What every page runs: React Router's browser entry (its default one: the app has
// none of its own), the root route and their imports.
const SHELL_ENTRIES = [
  path.join(root, "app/root.tsx"),
  path.join(root, "node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"),
];
// Computed once per build: the graph the bundler passes is the same object within a build.
const shells = new WeakMap<object, Set<string>>();

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
            // One file for the shell every page runs (see scripts/shell-chunk.ts).
            codeSplitting: {
              groups: [
                {
                  debugName: "shell",
                  name(id, graph) {
                    let shell = shells.get(graph);
                    if (!shell) {
                      const missing = SHELL_ENTRIES.filter((entry) => !graph.getModuleInfo(entry));
                      if (missing.length) {
                        console.warn(`No shell chunk: ${missing.join(", ")} not in the build`);
                      }
                      shell = shellModules(graph, SHELL_ENTRIES, path.join(root, "app"));
                      shells.set(graph, shell);
                    }
                    return shell.has(id) ? "shell" : null;
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
  plugins: [reactRouter()],
});
