import { randomUUID } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider } from "react-router";
import { CLIENT_ADDRESS_HEADER } from "~/features/platform/client-address";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { requestIdContext } from "~/lib/request-context";
import { startServices } from "./start-services";

await startServices();

export const app = express();
app.disable("x-powered-by");
// Only a configured proxy may tell us the protocol and the client's address.
app.set("trust proxy", env().TRUST_PROXY);

/** The origin the app uses in links; the server prints it at start. */
export const publicOrigin = env().APP_URL;

// The client's address as Express resolved it (socket, or a trusted proxy's
// X-Forwarded-For), handed to loaders in a header no client can set.
app.use((req, _res, next) => {
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip || req.socket.remoteAddress || "unknown";
  next();
});

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
