import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./module-preloads.server";

const text = (html: string) => lowPriorityModulePreloads(Buffer.from(html)).toString();

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest as it was", () => {
    expect(
      text(
        '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/a.js"/>' +
          '<link rel="modulepreload" href="/b.js" nonce="n"/></head><p>é</p>',
      ),
    ).toBe(
      '<head><link rel="stylesheet" href="/a.css"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js" nonce="n"/></head><p>é</p>',
    );
  });

  it("passes a part without preloads on untouched", () => {
    const part = Buffer.from("<template>late part</template>");
    expect(lowPriorityModulePreloads(part)).toBe(part);
  });

  it("leaves a preload that already has a priority as it is", () => {
    const html =
      '<link rel="modulepreload" fetchPriority="high" href="/a.js"/><link rel="modulepreload" href="/b.js"/>';
    expect(text(html)).toBe(
      '<link rel="modulepreload" fetchPriority="high" href="/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/b.js"/>',
    );
  });
});
