import http from "node:http";
import type { AddressInfo } from "node:net";
import { createApp, type Handle } from "../../server/http";

/**
 * The app's HTTP stack (client address, access log, edge, page cache, body
 * caps) in front of `handle` instead of the routes, on a free loopback port.
 * Answers its base URL and `close`, which drops open connections too.
 */
export async function startHttpApp(
  handle: Handle,
  { appUrl = "https://gallery.example", trustProxy = false as false | number | string } = {},
) {
  const { app } = createApp({ handle, appUrl, trustProxy, dev: false });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export type HttpApp = Awaited<ReturnType<typeof startHttpApp>>;
