import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  // The server bundle's entry is our Express app (server/app.ts), which wraps the React Router build.
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  resolve: { tsconfigPaths: true },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer"] },
  plugins: [reactRouter()],
});
