import cluster from "node:cluster";
import pino from "pino";
import { env } from "./env.server";

export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
});

export function configureLogger() {
  logger.level = env().LOG_LEVEL;
  // Several workers write to one output: each line says which one wrote it.
  if (cluster.isWorker) logger.setBindings({ pid: process.pid });
}
