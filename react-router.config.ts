import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDir } from "./scripts/precompress-assets.js";

export default {
  ssr: true,
  // Tests build into a directory of their own so they never clobber a running build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Once every environment is written (the route manifest comes with the server build),
  // brotli and gzip copies of the browser's files for server/static-files.js.
  async buildEnd({ reactRouterConfig }) {
    await precompressDir(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
