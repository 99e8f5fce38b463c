import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Tests build into a directory of their own so they never clobber a running build.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
