import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

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
            // The app's own components (app/components), the page frame (app/shell) and the
            // artwork cards, which every page draws with, in one file instead of one per set
            // of pages that share them (see bench/README.md).
            codeSplitting: {
              groups: [
                {
                  name: "components",
                  test: /[\\/]app[\\/](components|shell|features[\\/]catalogue[\\/]cards)[\\/]/,
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
