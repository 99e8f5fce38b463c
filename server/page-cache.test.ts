import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks } from "~/db/schema";
import { nonceContext } from "~/lib/http/csp-nonce";
import { insertArtwork } from "../tests/support/artwork-fixtures";
import { createTestDatabase } from "../tests/support/database";
import { type HttpApp, startHttpApp } from "../tests/support/http-app";
import { signedInMember } from "../tests/support/sessions";
import type { Handle } from "./http";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artworkId: string;
let renders = 0;
let httpApp: HttpApp;
let base: string;

/** A page that shows an artwork's title, with an inline script carrying the request's nonce. */
const page: Handle = async (request, context) => {
  renders += 1;
  const url = new URL(request.url);
  if (url.pathname === "/about") {
    return new Response("<p>Sorry</p>", { status: 500, headers: { "Content-Type": "text/html" } });
  }
  const [row] = await database.db
    .select({ title: artworks.title })
    .from(artworks)
    .where(eq(artworks.id, artworkId));
  const nonce = context.get(nonceContext);
  const html = `<!doctype html><h1>${row?.title}</h1><script nonce="${nonce}">1</script>${"<p>art</p>".repeat(200)}`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
};

beforeAll(async () => {
  database = await createTestDatabase();
  const artist = await signedInMember(database.db);
  artworkId = (await insertArtwork(database.db, artist.userId, { title: "Harbour at Dusk" })).id;
  httpApp = await startHttpApp(page, { appUrl: "http://127.0.0.1" });
  base = httpApp.base;
});
afterAll(async () => {
  await httpApp.close();
  await database.drop();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers });
  return { response, body: await response.text() };
}

function nonceOf(response: Response) {
  return response.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}

describe("the visitor page cache (R-page-cache)", () => {
  it("serves a visitor the same page twice from one render, with its nonce, ETag and 304", async () => {
    const before = renders;
    const first = await get(`/artwork/${artworkId}`);
    const second = await get(`/artwork/${artworkId}`);
    expect(renders - before).toBe(1);
    expect(first.response.headers.get("x-page-cache")).toBe("miss");
    expect(second.response.headers.get("x-page-cache")).toBe("hit");
    expect(second.body).toBe(first.body);
    expect(second.body).toContain("<h1>Harbour at Dusk</h1>");
    // The copy's scripts run: the policy names the nonce the page was rendered with.
    expect(nonceOf(second.response)).toBe(nonceOf(first.response));
    expect(second.body).toContain(`nonce="${nonceOf(second.response)}"`);
    expect(second.response.headers.get("cache-control")).toBe("public, no-cache");
    expect(second.response.headers.get("vary")).toMatch(/Cookie/);
    const etag = second.response.headers.get("etag") as string;
    expect(etag).toBe(first.response.headers.get("etag"));
    const revalidated = await get(`/artwork/${artworkId}`, { "If-None-Match": etag });
    expect(revalidated.response.status).toBe(304);
    expect(revalidated.body).toBe("");
    expect(renders - before).toBe(1);
  });

  it("never answers a member from it", async () => {
    const member = await signedInMember(database.db);
    await get("/search");
    const before = renders;
    const mine = await get("/search", { Cookie: member.cookie });
    const again = await get("/search", { Cookie: member.cookie });
    expect(renders - before).toBe(2);
    expect(mine.response.headers.get("x-page-cache")).toBeNull();
    expect(again.response.headers.get("cache-control")).toBe("private, no-cache");
    expect(again.response.headers.get("etag")).toBeNull();
  });

  it("shows a change at the next request after the write", async () => {
    await get("/search?q=harbour");
    await database.db
      .update(artworks)
      .set({ title: "Harbour at Dawn" })
      .where(eq(artworks.id, artworkId));
    const after = await get("/search?q=harbour");
    expect(after.response.headers.get("x-page-cache")).toBe("miss");
    expect(after.body).toContain("<h1>Harbour at Dawn</h1>");
    expect((await get("/search?q=harbour")).response.headers.get("x-page-cache")).toBe("hit");
  });

  it("keeps no error page, and renders a crowd's first visit once", async () => {
    const before = renders;
    await get("/about");
    await get("/about");
    expect(renders - before).toBe(2);

    const crowd = await Promise.all(Array.from({ length: 8 }, () => get("/subscribe")));
    expect(renders - before).toBe(3);
    expect(new Set(crowd.map((c) => c.body)).size).toBe(1);
  });

  /** The home page once the cache holds its compressed copies (made after the first render). */
  async function keptCompressedCopy(acceptEncoding: string) {
    await get("/");
    for (let i = 0; ; i++) {
      const response = await fetch(`${base}/`, { headers: { "Accept-Encoding": acceptEncoding } });
      const ready =
        response.headers.get("x-page-cache") === "hit" && response.headers.get("content-encoding");
      if (ready || i === 49) return response;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it("sends its compressed copy to a browser that takes gzip", async () => {
    const response = await keptCompressedCopy("gzip");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    // fetch decodes it back into the page.
    expect(await response.text()).toContain("<h1>Harbour");
  });

  it("sends brotli to a browser that lists gzip first, as browsers do", async () => {
    const response = await keptCompressedCopy("gzip, deflate, br");
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await response.text()).toContain("<h1>Harbour");
  });
});
