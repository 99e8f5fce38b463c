/** A rendered page as the cache keeps it: the bytes, and what is needed to serve them again. */
export type CachedPage = {
  version: number;
  storedAt: number;
  /** The CSP nonce the page was rendered with; its copies are served with the same one. */
  nonce: string;
  etag: string;
  status: number;
  headers: [string, string][];
  body: Buffer;
  /** Filled in once compressed, shortly after the page is stored. */
  gzip?: Buffer;
  brotli?: Buffer;
};

function sizeOf(page: CachedPage) {
  return page.body.byteLength + (page.gzip?.byteLength ?? 0) + (page.brotli?.byteLength ?? 0);
}

/**
 * The rendered pages, least recently used dropped first once they pass
 * `maxBytes` (a search has endless variations; the memory does not).
 */
export class PageStore {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: CachedPage) {
    this.delete(key);
    if (sizeOf(page) > this.maxBytes) return;
    this.pages.set(key, page);
    this.bytes += sizeOf(page);
    this.evict();
  }

  /** Records the compressed copies of a page still held under `key`. */
  addEncodings(key: string, page: CachedPage, encodings: { gzip: Buffer; brotli: Buffer }) {
    if (this.pages.get(key) !== page) return;
    this.bytes -= sizeOf(page);
    page.gzip = encodings.gzip;
    page.brotli = encodings.brotli;
    this.bytes += sizeOf(page);
    this.evict();
  }

  delete(key: string) {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= sizeOf(page);
  }

  clear() {
    this.pages.clear();
    this.bytes = 0;
  }

  get size() {
    return this.pages.size;
  }

  get totalBytes() {
    return this.bytes;
  }

  private evict() {
    for (const [key, page] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(key);
      this.bytes -= sizeOf(page);
    }
  }
}
