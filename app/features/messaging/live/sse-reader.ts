/** One Server-Sent Event as a reader sees it. */
export type ServerSentEvent = { event: string; data: string; id?: string };

/**
 * Reads Server-Sent Events from a response body, for tests and benchmarks
 * (browsers use EventSource). `next` waits for the next event of a type.
 */
export function readServerSentEvents(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const queue: ServerSentEvent[] = [];
  const waiters: (() => void)[] = [];
  let buffer = "";
  let ended = false;
  let lastId: string | undefined;

  const wake = () => {
    for (const waiter of waiters.splice(0)) waiter();
  };

  const parseBlock = (block: string) => {
    let event = "message";
    const data: string[] = [];
    let id: string | undefined;
    for (const line of block.split("\n")) {
      if (!line || line.startsWith(":")) continue;
      const colon = line.indexOf(":");
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") event = value;
      else if (field === "data") data.push(value);
      else if (field === "id") id = value;
    }
    if (id !== undefined) lastId = id;
    if (data.length > 0) queue.push({ event, data: data.join("\n"), id });
  };

  const pump = (async () => {
    try {
      while (true) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, "\n");
        let end = buffer.indexOf("\n\n");
        while (end !== -1) {
          parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf("\n\n");
        }
        wake();
      }
    } catch {
      // cancelled or dropped
    } finally {
      ended = true;
      wake();
    }
  })();

  /** The next event of `type` (any type when omitted), or an error after `timeoutMs`. */
  async function next(type?: string, timeoutMs = 5_000): Promise<ServerSentEvent> {
    const deadline = Date.now() + timeoutMs;
    while (true) {
      const index = queue.findIndex((e) => !type || e.event === type);
      if (index !== -1) return queue.splice(index, 1)[0] as ServerSentEvent;
      if (ended) throw new Error(`The stream ended before a ${type ?? "new"} event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${type ?? ""} event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Events of `type` that arrive within `ms` (for checking that nothing arrives). */
  async function collect(type: string, ms: number): Promise<ServerSentEvent[]> {
    await new Promise((resolve) => setTimeout(resolve, ms));
    const found = queue.filter((e) => e.event === type);
    for (const event of found) queue.splice(queue.indexOf(event), 1);
    return found;
  }

  async function close() {
    await reader.cancel().catch(() => {});
    await pump;
  }

  return {
    next,
    collect,
    close,
    get lastId() {
      return lastId;
    },
    get ended() {
      return ended;
    },
  };
}
