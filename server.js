// Entry point: `node server.js` serves the production build, `node server.js --dev` runs Vite in middleware mode.
// With WEB_CONCURRENCY above 1 (production only) it starts that many workers on one port.
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { staticFiles } from "./server/static-files.js";

const dev = process.argv.includes("--dev");
process.env.NODE_ENV ??= dev ? "development" : "production";

/**
 * How many workers to fork: a well-formed WEB_CONCURRENCY in range, else one.
 * A bad value starts one process, whose configuration check then names it.
 */
function workerCount() {
  const value = (process.env.WEB_CONCURRENCY ?? "").trim();
  if (!/^\d+$/.test(value)) return 1;
  const count = Number(value);
  return count >= 2 && count <= 64 ? count : 1;
}

async function main() {
  const server = express();
  let origin = "";
  let shutdownFor;
  server.disable("x-powered-by");
  server.use(compression());

  if (dev) {
    const vite = await import("vite");
    const before = new Set(process.listeners("SIGTERM"));
    const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
    // Vite's own SIGTERM handler exits at once (code 143); the graceful stop below exits instead.
    for (const listener of process.listeners("SIGTERM")) {
      if (!before.has(listener)) process.off("SIGTERM", listener);
    }
    server.use(viteDevServer.middlewares);
    const built = await viteDevServer.ssrLoadModule("./server/app.ts");
    origin = built.publicOrigin;
    shutdownFor = built.shutdownFor;
    server.use((req, res, next) => built.app(req, res, next));
  } else {
    const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
    const built = await import(pathToFileURL(path.join(buildDir, "server/index.js")).href);
    const { app, publicOrigin, trustProxy, edgeMiddleware } = built;
    origin = publicOrigin;
    shutdownFor = built.shutdownFor;
    // Static files get the security headers too, and see the protocol a trusted proxy reports.
    server.set("trust proxy", trustProxy);
    server.use(edgeMiddleware);
    // The browser build from memory, with its precompressed copies (server/static-files.js).
    server.use(staticFiles(path.join(buildDir, "client")));
    server.use(app);
  }

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || "127.0.0.1";
  const listener = server.listen(port, host, () => {
    // The same origin as e-mailed links and QR codes (APP_URL); said once, not by every worker.
    if (!cluster.isWorker || cluster.worker.id === 1) {
      console.log(`\nThe Fair Trade Art Gallery is open at ${origin}\n`);
    }
  });
  // An idle connection stays open longer than the idle timeout of a load
  // balancer or client in front (often 60 s): with Node's 5 s, one of them
  // could send a request on a connection the server was closing that moment.
  listener.keepAliveTimeout = 65_000;
  listener.headersTimeout = 66_000;
  // Finish what is under way, end live streams, close the database, then exit.
  const shutdown = shutdownFor(listener);
  const stop = () =>
    shutdown().then(
      () => process.exit(0),
      (error) => {
        console.error(error);
        process.exit(1);
      },
    );
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (!dev && cluster.isPrimary && workerCount() > 1) {
  const { runPrimary } = await import("./server/primary.js");
  runPrimary(workerCount());
} else {
  main().catch((error) => {
    if (error?.name === "EnvError") {
      // A bad setting: say which, without a stack trace.
      console.error(error.message);
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}
