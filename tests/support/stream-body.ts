import http from "node:http";

/**
 * Streams a chunked form body (no Content-Length) of up to `total` bytes to
 * `url` and reports the answer's status and how much was sent before it came.
 */
export function streamBody(
  url: string,
  total: number,
  {
    headers = {},
    chunkBytes = 16 * 1024,
  }: { headers?: Record<string, string>; chunkBytes?: number } = {},
): Promise<{ status: number; sent: number }> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(chunkBytes, "a");
    let sent = 0;
    let answered = false;
    const request = http.request(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    });
    request.on("response", (response) => {
      answered = true;
      response.resume();
      resolve({ status: response.statusCode ?? 0, sent });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (answered) return;
      // A server that refused the body closes the connection after answering;
      // a write racing that close fails, while the answer may still be parsed.
      if (error.code === "EPIPE" || error.code === "ECONNRESET") {
        setTimeout(() => {
          if (!answered) reject(error);
        }, 500);
        return;
      }
      reject(error);
    });
    // One chunk per turn of the event loop (as a real upload goes), so an early
    // answer is read before the next chunk is written.
    const write = () => {
      if (answered) return;
      if (sent >= total) {
        request.end();
        return;
      }
      sent += chunk.byteLength;
      if (request.write(chunk)) setImmediate(write);
      else request.once("drain", () => setImmediate(write));
    };
    write();
  });
}
