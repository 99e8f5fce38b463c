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
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const write = () => {
      while (!answered && sent < total) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", write);
          return;
        }
      }
      if (!answered) request.end();
    };
    write();
  });
}
