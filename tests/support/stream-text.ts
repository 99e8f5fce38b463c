/**
 * The raw text of a streamed response (e.g. Server-Sent Events with their
 * retry hints and comments), read as far as a test needs it.
 */
export function streamText(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = "";

  async function readWhile(more: () => boolean) {
    while (more()) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
    return text;
  }

  return {
    /** Reads until the text holds `marker` (or the stream ends); answers all read so far. */
    until: (marker: string) => readWhile(() => !text.includes(marker)),
    /** Reads to the end of the stream; answers all of it. */
    toEnd: () => readWhile(() => true),
    cancel: () => reader.cancel(),
  };
}
