import type { Server } from "node:http";
import { createRequestHandler } from "react-router";
import { mediaOrigin } from "~/features/media/index.server";
import { env } from "~/lib/env.server";
import { createApp } from "./http";
import { gracefulShutdown } from "./shutdown";
import { closeServices, startServices, stopServices } from "./start-services";

await startServices();

const development = env().NODE_ENV === "development";
// Given the build itself, React Router indexes its routes once; given a function, it
// does so on every request (about 3 % of a member's page), which only the dev server's
// reloading needs.
const build = development
  ? () => import("virtual:react-router/server-build")
  : await import("virtual:react-router/server-build");

export const { app, edgeMiddleware } = createApp({
  handle: createRequestHandler(build, env().NODE_ENV),
  appUrl: env().APP_URL,
  trustProxy: env().TRUST_PROXY,
  dev: development,
  mediaOrigin: mediaOrigin(),
});

/** The origin the app uses in links; the server prints it at start. */
export const publicOrigin = env().APP_URL;

/** The same `trust proxy` for the outer server (server.js), which serves static files first. */
export const trustProxy = env().TRUST_PROXY;

/**
 * Stops this process gracefully once `listener` (the outer server's) is
 * asked to: see gracefulShutdown. Resolves when the process may exit.
 */
export function shutdownFor(listener: Server) {
  return gracefulShutdown(listener, { stop: stopServices, close: closeServices });
}
