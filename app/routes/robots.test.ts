import { describe, expect, it } from "vitest";
import { loader as robotsRoute } from "./robots";

describe("/robots.txt", () => {
  it("is served as plain text from the configured origin", async () => {
    const response = robotsRoute();
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/sitemap\.xml$/m);
    expect(text).toContain("Disallow: /profile$");
  });
});
