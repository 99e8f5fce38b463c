import { Transform, type TransformCallback } from "node:stream";

/**
 * Gathers what React writes in one go (4 KB at a time) into one chunk, and
 * passes it on when React says it has written all it has for now (it calls
 * `flush()`, as it would on a compression stream). A page rendered at once is
 * then a few chunks instead of forty, each of which cost its trip through the
 * web stream, Express, compression and a write to the socket; the parts a
 * Suspense boundary holds back still go out as soon as they are ready.
 */
export class RenderedChunks extends Transform {
  #pending: Buffer[] = [];
  readonly #onEnd: () => void;

  /** `onEnd` runs once React has written everything. */
  constructor(onEnd: () => void = () => {}) {
    super();
    this.#onEnd = onEnd;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk);
    callback();
  }

  /** Passes on what was written since the last flush, as one chunk. */
  flush() {
    if (this.#pending.length === 0) return;
    const gathered =
      this.#pending.length === 1 ? (this.#pending[0] as Buffer) : Buffer.concat(this.#pending);
    this.push(gathered);
    this.#pending = [];
  }

  override _flush(callback: TransformCallback) {
    this.flush();
    this.#onEnd();
    callback();
  }
}
