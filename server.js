// Entry point: `node server.js` serves the production build, `node server.js --dev` runs Vite in middleware mode.
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

async function main() {
  const server = express();
  let origin = "";
  server.disable("x-powered-by");
  server.use(compression());

  if (dev) {
    const vite = await import("vite");
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    server.use(viteDevServer.middlewares);
    const { app, publicOrigin } = await viteDevServer.ssrLoadModule("./server/app.ts");
    origin = publicOrigin;
    server.use((req, res, next) => app(req, res, next));
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const { app, publicOrigin, trustProxy, edgeMiddleware } = await import(
      pathToFileURL(path.join(buildDir, "server/index.js")).href
    );
    origin = publicOrigin;
    // Static files get the security headers too, and see the protocol a trusted proxy reports.
    server.set("trust proxy", trustProxy);
    server.use(edgeMiddleware);
    // Fingerprinted build assets never change.
    server.use(
      "/assets",
      express.static(path.join(buildDir, "client/assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
      }),
    );
    server.use(express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false }));
    server.use(app);
  }

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || "127.0.0.1";
  const listener = server.listen(port, host, () => {
    // The same origin as e-mailed links and QR codes (APP_URL).
    console.log(`\nThe Fair Trade Art Gallery is open at ${origin}\n`);
  });
  const stop = () => listener.close(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => {
  if (error?.name === "EnvError") {
    // A bad setting: say which, without a stack trace.
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
