import { describe, expect, it } from "vitest";
import { RenderedChunks } from "./rendered-chunks.server";

function collect(stream: RenderedChunks) {
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return chunks;
}

/** Lets the stream pass on what it was given. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("RenderedChunks", () => {
  it("passes on what React wrote since its last flush as one chunk", async () => {
    const stream = new RenderedChunks();
    const chunks = collect(stream);
    stream.write(new TextEncoder().encode("<html><body>"));
    stream.write("<main>");
    stream.write(Buffer.from("</main>"));
    await tick();
    expect(chunks).toEqual([]);

    stream.flush();
    await tick();
    expect(chunks).toEqual(["<html><body><main></main>"]);
  });

  it("sends a part held back by Suspense on its own, as soon as React flushes it", async () => {
    const stream = new RenderedChunks();
    const chunks = collect(stream);
    stream.write("<main>shell</main>");
    stream.flush();
    stream.flush();
    stream.write("<template>late part</template>");
    stream.flush();
    await tick();
    expect(chunks).toEqual(["<main>shell</main>", "<template>late part</template>"]);
  });

  it("sends what is left when the page ends, then says it has ended", async () => {
    let ended = 0;
    const stream = new RenderedChunks(() => {
      ended += 1;
    });
    const chunks = collect(stream);
    const finished = new Promise((resolve) => stream.on("end", resolve));
    stream.write("</body>");
    stream.end("</html>");
    await finished;
    expect(chunks).toEqual(["</body></html>"]);
    expect(ended).toBe(1);
  });
});
