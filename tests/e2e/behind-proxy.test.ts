import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { type Nginx, selfSignedCertificate, startNginx } from "../support/nginx";
import { freePort } from "../support/ports";
import { DEMO_ADMIN, DEMO_MEMBER, setUpBrowser, signIn, waitForHydration } from "./browser";
import { mailedCode, purchaseAnyListedArtwork } from "./checkout-steps";

/**
 * The gallery behind a real nginx that terminates TLS (a certificate made
 * here), with TRUST_PROXY set: sign-in, an upload and a checkout all work,
 * and the browser is told to stay on HTTPS with Secure cookies.
 */

const PHOTO = path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_0.jpg");

let workDir = "";
let app: DemoServer | undefined;
let nginx: Nginx | undefined;
let origin = "";
const browser = setUpBrowser();

beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), "gallery-proxy-"));
  const [appPort, proxyPort] = [await freePort(), await freePort()];
  origin = `https://127.0.0.1:${proxyPort}`;

  nginx = await startNginx({
    workDir,
    port: proxyPort,
    upstreams: [appPort],
    ssl: selfSignedCertificate(workDir),
  });

  // A copy of the demo gallery the run seeded, so this server starts without seeding.
  app = await startSeededCopy(inject("seededGallery"), {
    port: appPort,
    appUrl: origin,
    buildDir: inject("buildDir"),
    dataDir: path.join(workDir, "app"),
    env: { TRUST_PROXY: "loopback" },
    timeoutMs: 240_000,
  });
}, 300_000);

afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A browser context on the proxy, which presents a certificate made for this test. */
function secureContext(): Promise<BrowserContext> {
  return browser.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
}

describe("behind an HTTPS proxy", () => {
  it("signs in, uploads an artwork and completes a checkout, over HTTP/2", async () => {
    const context = await secureContext();
    const page = await context.newPage();

    const home = await page.goto("/");
    expect(home?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(home?.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    // Over HTTPS the browser speaks HTTP/2 to the proxy: a first visit's many scripts share one connection.
    expect(
      await page.evaluate(
        () =>
          (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming)
            .nextHopProtocol,
      ),
    ).toBe("h2");

    await signIn(page, DEMO_MEMBER);
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);

    // An upload with a real photo.
    await page.goto("/artist/artwork/upload");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Upload Artwork", level: 1 }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await page.getByRole("img", { name: "Image 1 (main image)" }).waitFor();
    await page.getByLabel("Artwork Name").fill("Harbor Seen Through the Proxy");
    await page.getByRole("combobox", { name: "Medium" }).selectOption("Acrylic");
    await page.getByLabel("Description").fill("A landscape uploaded over HTTPS.");
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork", { timeout: 60_000 });
    await page.getByText(/^Artwork created successfully/).waitFor();
    const row = page.getByRole("listitem", { name: "Harbor Seen Through the Proxy" });
    await row.waitFor();
    const artworkPath = await row
      .getByRole("link", { name: "Harbor Seen Through the Proxy" })
      .getAttribute("href");
    await page.goto(artworkPath ?? "/");
    const image = page.locator('main img[src^="/media/"]').first();
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A checkout of someone else's artwork; the code comes from the outbox.
    const adminContext = await secureContext();
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);

    await purchaseAnyListedArtwork(page, () => mailedCode(admin, DEMO_MEMBER));

    await adminContext.close();
    await context.close();
  }, 240_000);

  it("refuses a form from another site there too", async () => {
    const context = await secureContext();
    const page = await context.newPage();
    await signIn(page, DEMO_MEMBER);
    const forged = await page.request.post("/logout", {
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
    await context.close();
  });
});
