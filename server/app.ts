import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { logger } from "~/lib/logger.server";
import { requestIdContext } from "~/lib/request-context";
import { startServices } from "./start-services";

await startServices();

export const app = express();
app.disable("x-powered-by");

// Structured access log with a request id that the error page can show.
app.use((req, res, next) => {
  const requestId = req.get("x-request-id")?.slice(0, 64) || randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("x-request-id", requestId);
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    if (req.path.startsWith("/assets/")) return;
    logger.info(
      {
        requestId,
        method: req.method,
        path: req.originalUrl.slice(0, 300),
        status: res.statusCode,
        ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      },
      "request",
    );
  });
  next();
});

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext(_req, res) {
      const context = new RouterContextProvider();
      context.set(requestIdContext, res.locals.requestId as string);
      return context;
    },
  }),
);
