import { connect, createServer } from "node:net";

/** A loopback port nothing listens on right now, for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * Resolves once something accepts connections on the loopback `port`; fails
 * as soon as `exited()` says the process meant to listen there is gone, or after
 * `timeoutMs`, with `output()` (its log) in the message.
 */
export async function waitForListening(
  port: number,
  what: string,
  {
    exited,
    output = () => "",
    timeoutMs = 60_000,
  }: {
    exited: () => boolean;
    output?: () => string;
    timeoutMs?: number;
  },
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`${what} exited at start:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not listen on ${port} within ${timeoutMs} ms:\n${output()}`);
}
