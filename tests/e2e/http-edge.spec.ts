import { streamBody } from "../support/stream-body";
import { DEMO_MEMBER, expect, type Page, signIn, test, waitForHydration } from "./fixtures";

const FOREIGN = "https://evil.example";

function expectSecurityHeaders(response: Response, what: string) {
  const csp = response.headers.get("content-security-policy") ?? "";
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp, what).not.toContain("unsafe-eval");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("permissions-policy"), what).toMatch(/camera=\(\)/);
  // Plain HTTP: no HSTS (see behind-proxy.spec.ts for HTTPS).
  expect(response.headers.get("strict-transport-security"), what).toBeNull();
}

/** Records every CSP violation the page reports. */
async function watchViolations(page: Page) {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|CSP-VIOLATION/.test(message.text())) found.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP-VIOLATION ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return found;
}

test.describe("security headers", () => {
  test("come with every kind of response: page, data, resource, media, 404, static file", async ({
    baseURL,
  }) => {
    const home = await fetch(`${baseURL!}/`);
    expectSecurityHeaders(home, "page");
    const html = await home.text();
    // Every script in the page carries this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(home.headers.get("content-security-policy") ?? "")?.[1];
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    const media = /\/media\/[^"'\s)]+/.exec(html)?.[0];
    const asset = /\/assets\/[^"'\s]+\.js/.exec(html)?.[0];
    expect(media).toBeTruthy();
    expect(asset).toBeTruthy();
    for (const [what, path, status] of [
      ["data", "/search.data", 200],
      ["resource", "/api/featured-artists", 200],
      ["sitemap", "/sitemap.xml", 200],
      ["media", media, 200],
      ["not found", "/no-such-page", 404],
      ["asset", asset, 200],
      ["static file", "/favicon.svg", 200],
    ] as const) {
      const response = await fetch(`${baseURL!}${path}`);
      expect(response.status, what).toBe(status);
      expectSecurityHeaders(response, what);
      await response.arrayBuffer();
    }
  });

  test("let the pages run without a single CSP violation", async ({ page }) => {
    const violations = await watchViolations(page);
    // The page's timers run on a clock the journey can move (and that runs on by itself).
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    await page.goto("/search");
    await waitForHydration(page);
    const artwork = await page.locator('a[href^="/artwork/"]').first().getAttribute("href");
    await page.goto(artwork ?? "/");
    await waitForHydration(page);
    await signIn(page, DEMO_MEMBER);
    await page.goto("/messages");
    await waitForHydration(page);
    const conversation = await page.locator('a[href^="/messages/"]').first().getAttribute("href");
    await page.goto(conversation ?? "/messages");
    await waitForHydration(page);
    await page.goto("/artist/artwork/upload");
    await waitForHydration(page);
    // Whatever the last page's timers start in the next half second has run, and the
    // violations it caused have been reported (their events come a task later).
    await page.clock.runFor(500);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(violations).toEqual([]);
  });
});

test.describe("requests from other sites", () => {
  test("are refused on every route that changes something, and change nothing", async ({
    memberPage: page,
  }) => {
    const forged = (path: string, form: Record<string, string>) =>
      page.request.post(path, { form, headers: { Origin: FOREIGN }, maxRedirects: 0 });

    // An artist-managed artwork this member has not revealed yet.
    await page.goto("/search");
    const paths = await page
      .locator('a[href^="/artwork/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    let artworkPath = "";
    for (const path of new Set(paths)) {
      await page.goto(path);
      await waitForHydration(page);
      if (await page.getByRole("button", { name: "Reveal Contact" }).count()) {
        artworkPath = path;
        break;
      }
    }
    expect(artworkPath).not.toBe("");
    const artworkId = artworkPath.split("/").pop() ?? "";
    const remaining = () =>
      page
        .getByRole("region", { name: "Contact the artist" })
        .getByText(/^\d+ reveals? remaining/)
        .textContent();
    const saveButton = () => page.getByRole("button", { name: /^Saved?$/ });
    const before = await remaining();
    const savedBefore = await saveButton().getAttribute("aria-pressed");

    const reveal = await forged("/api/reveal-contact", { artworkId });
    expect(reveal.status()).toBe(403);
    expect(await reveal.text()).not.toContain("@");
    const favorite = await forged("/api/favorites", {
      artworkId,
      intent: savedBefore === "true" ? "remove" : "add",
    });
    expect(favorite.status()).toBe(403);
    const view = await forged(`/api/artworks/${artworkId}/views`, {});
    expect(view.status()).toBe(403);

    await page.reload();
    await waitForHydration(page);
    expect(await remaining()).toBe(before);
    await expect(page.getByRole("button", { name: "Reveal Contact" })).toHaveCount(1);
    expect(await saveButton().getAttribute("aria-pressed")).toBe(savedBefore);

    await page.goto("/messages");
    const conversation = await page.locator('a[href^="/messages/"]').first().getAttribute("href");
    expect(conversation).toBeTruthy();
    const id = conversation?.split("/").pop() ?? "";
    const message = await forged(`/api/messages/${id}`, {
      intent: "send",
      content: "Sent from another site",
    });
    expect(message.status()).toBe(403);
    await page.goto(`/messages/${id}`);
    await waitForHydration(page);
    await expect(page.getByText("Sent from another site")).toHaveCount(0);

    const logout = await forged("/logout", {});
    expect(logout.status()).toBe(403);
    const profile = await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
    expect(profile?.status()).toBe(200);
  });
});

test.describe("Stripe's webhook", () => {
  test("answers a cross-site POST without cookies by its signature alone: 400, not 403, 500 or a redirect", async ({
    baseURL,
  }) => {
    const response = await fetch(`${baseURL!}/api/webhooks/stripe`, {
      method: "POST",
      headers: {
        Origin: FOREIGN,
        "Content-Type": "application/json",
        "Stripe-Signature": "t=1,v1=forged",
      },
      body: JSON.stringify({ id: "evt_forged", object: "event", type: "charge.refunded" }),
      redirect: "manual",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    await response.arrayBuffer();
  });
});

test.describe("request bodies", () => {
  test("refuses a 300 MB chunked sign-in form with 413 while it streams", async ({ baseURL }) => {
    const { status, sent } = await streamBody(`${baseURL!}/login`, 300 * 1024 * 1024, {
      headers: { Origin: baseURL! },
      chunkBytes: 64 * 1024,
    });
    expect(status).toBe(413);
    // Refused after the first few chunks, not after reading 300 MB.
    expect(sent).toBeLessThan(16 * 1024 * 1024);
    // And the server still answers.
    expect((await fetch(`${baseURL!}/healthz`)).status).toBe(200);
  });
});

test.describe("methods a page does not take", () => {
  test("are a 405 listing the methods it does take", async ({ baseURL }) => {
    for (const [method, path, allow] of [
      ["OPTIONS", "/", "GET, HEAD"],
      ["OPTIONS", "/login", "GET, HEAD, POST"],
      ["POST", "/about", "GET, HEAD"],
    ] as const) {
      const response = await fetch(`${baseURL!}${path}`, {
        method,
        headers: { Origin: baseURL!, "Content-Type": "application/x-www-form-urlencoded" },
        body: method === "POST" ? "a=1" : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get("allow"), `${method} ${path}`).toBe(allow);
      await response.arrayBuffer();
    }
  });
});
