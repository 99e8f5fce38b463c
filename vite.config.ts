import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { shellModules } from "./scripts/shell-chunk.ts";

// What every page runs: React Router's browser entry, the root route and their imports.
const SHELL_ENTRIES = [
  path.resolve("app/root.tsx"),
  path.resolve("node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx"),
];
// Computed once per build: the graph the bundler passes is the same object within a build.
const shells = new WeakMap<object, Set<string>>();

export default defineConfig({
  environments: {
    // The server bundle's entry is our Express app (server/app.ts), which wraps the React Router build.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
    client: {
      build: {
        sourcemap: !!process.env.SOURCEMAP,
        rolldownOptions: {
          output: {
            // One file for the shell every page runs (see scripts/shell-chunk.ts).
            codeSplitting: {
              groups: [
                {
                  name(id, graph) {
                    let shell = shells.get(graph);
                    if (!shell) {
                      shell = shellModules(graph, SHELL_ENTRIES, path.resolve("app"));
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
