import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { type Nginx, selfSignedCertificate, startNginx } from "../support/nginx";
import { freePort } from "../support/ports";
import { mailedCode, purchaseAnyListedArtwork } from "./checkout-steps";
import {
  type BrowserContext,
  DEMO_ADMIN,
  DEMO_MEMBER,
  expect,
  signIn,
  test,
  waitForHydration,
} from "./fixtures";

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

test.beforeAll(async ({ gallery }) => {
  // Copying the demo data and starting a server takes a while on a busy machine.
  test.setTimeout(300_000);
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
  app = await startSeededCopy(gallery.seeded, {
    port: appPort,
    appUrl: origin,
    buildDir: gallery.buildDir,
    dataDir: path.join(workDir, "app"),
    env: { TRUST_PROXY: "loopback" },
    timeoutMs: 240_000,
  });
});

test.afterAll(async () => {
  await nginx?.stop();
  await app?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

/** A browser context on the proxy, which presents a certificate made for this test. */
function secureContext(newContext: (options: object) => Promise<BrowserContext>) {
  return newContext({ baseURL: origin, ignoreHTTPSErrors: true });
}

test.describe("behind an HTTPS proxy", () => {
  test("signs in, uploads an artwork and completes a checkout, over HTTP/2", async ({
    newContext,
  }) => {
    test.setTimeout(240_000);
    const context = await secureContext(newContext);
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
    await expect(page.getByRole("heading", { name: "Upload Artwork", level: 1 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(page.getByRole("img", { name: "Image 1 (main image)" })).toBeVisible();
    await page.getByLabel("Artwork Name").fill("Harbor Seen Through the Proxy");
    await page.getByRole("combobox", { name: "Medium" }).selectOption("Acrylic");
    await page.getByLabel("Description").fill("A landscape uploaded over HTTPS.");
    await page.getByRole("button", { name: "Upload Artwork" }).click();
    await page.waitForURL((url) => url.pathname === "/artist/artwork");
    await expect(page.getByText(/^Artwork created successfully/)).toBeVisible();
    const row = page.getByRole("listitem", { name: "Harbor Seen Through the Proxy" });
    await expect(row).toBeVisible();
    const artworkPath = await row
      .getByRole("link", { name: "Harbor Seen Through the Proxy" })
      .getAttribute("href");
    await page.goto(artworkPath ?? "/");
    const image = page.locator('main img[src^="/media/"]').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // A checkout of someone else's artwork; the code comes from the outbox.
    const adminContext = await secureContext(newContext);
    const admin = await adminContext.newPage();
    await signIn(admin, DEMO_ADMIN);

    await purchaseAnyListedArtwork(page, () => mailedCode(admin, DEMO_MEMBER));
  });

  test("refuses a form from another site there too", async ({ newContext }) => {
    const context = await secureContext(newContext);
    const page = await context.newPage();
    await signIn(page, DEMO_MEMBER);
    const forged = await page.request.post("/logout", {
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    await page.goto("/profile");
    expect(new URL(page.url()).pathname).toBe("/profile");
  });
});
