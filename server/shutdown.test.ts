import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { drainServer, gracefulShutdown } from "./shutdown";

const servers: http.Server[] = [];

afterEach(() => {
  for (const server of servers.splice(0)) server.closeAllConnections();
});

/** A server whose /slow answers after `slowMs` and whose /hang never answers. */
async function startServer(slowMs = 300, onSlowAnswered = () => {}) {
  const server = http.createServer((req, res) => {
    if (req.url === "/slow") setTimeout(() => res.end("done", onSlowAnswered), slowMs);
    else if (req.url !== "/hang") res.end("ok");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** One request on `agent`, answering the status and body, or the error it met. */
function get(port: number, path: string, agent: http.Agent) {
  return new Promise<{ status: number; body: string } | Error>((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (res) => {
        let body = "";
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        res.on("error", resolve);
      })
      .on("error", resolve);
  });
}

describe("draining the server on stop", () => {
  it("lets requests under way finish, closes idle keep-alive connections, and takes no new ones", async () => {
    const { server, port } = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    // An idle keep-alive connection, which would otherwise hold the server open.
    expect(await get(port, "/", agent)).toEqual({ status: 200, body: "ok" });
    const slow = get(port, "/slow", new http.Agent({ keepAlive: true }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    const started = Date.now();
    const drained = drainServer(server, 5_000);
    const refused = await get(port, "/", new http.Agent());
    expect(refused).toBeInstanceOf(Error);
    expect(await slow).toEqual({ status: 200, body: "done" });
    expect(await drained).toEqual({ forced: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    agent.destroy();
  });

  it("ends requests still running at the deadline", async () => {
    const { server, port } = await startServer();
    const hung = get(port, "/hang", new http.Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await drainServer(server, 300)).toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await hung).toBeInstanceOf(Error);
  });

  it("stops services first, closes them after the requests, and only once", async () => {
    const steps: string[] = [];
    const { server, port } = await startServer(200, () => steps.push("request answered"));
    const shutdown = gracefulShutdown(
      server,
      {
        stop: () => steps.push("stop"),
        close: async () => {
          steps.push("close");
        },
      },
      5_000,
    );
    const slow = get(port, "/slow", new http.Agent());
    await new Promise((resolve) => setTimeout(resolve, 50));
    const first = shutdown();
    expect(shutdown()).toBe(first);
    await first;
    await slow;
    expect(steps).toEqual(["stop", "request answered", "close"]);
  });
});
