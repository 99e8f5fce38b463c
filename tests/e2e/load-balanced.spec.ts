import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { copyLocalMedia, S3MediaStorage } from "~/features/media/index.server";
import { type DemoServer, startDemoServer } from "../support/demo-server";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { type Nginx, nginxMissing, startNginx } from "../support/nginx";
import { freePort } from "../support/ports";
import { createDatabase, queryRows, uniqueDatabaseName } from "../support/postgres";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { mailedCode, purchaseAnyListedArtwork } from "./checkout-steps";
import {
  DEMO_ADMIN,
  DEMO_ARTIST,
  DEMO_MEMBER,
  expect,
  type Page,
  signIn,
  test,
  waitForHydration,
} from "./fixtures";

/**
 * Two app servers behind nginx, round robin and no sticky sessions, on one
 * PostgreSQL database and one S3-compatible media store: a member's journey
 * through nginx goes on while first one server and then the other is killed,
 * and live messages reach a stream wherever it reconnects, missing nothing.
 */

const PHOTO = path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_0.jpg");

const missing = !process.env.TEST_DATABASE_URL
  ? "TEST_DATABASE_URL is not set (two servers share one PostgreSQL database)"
  : nginxMissing();
if (missing) console.log(`Skipping the load-balanced journey: ${missing}`);

let workDir = "";
let buildDir = "";
let s3: S3TestServer | undefined;
let nginx: Nginx | undefined;
let origin = "";
let databaseUrl = "";
let dropDatabase: (() => Promise<void>) | undefined;
const servers: { port: number; dataDir: string; running?: DemoServer }[] = [];

/** Starts (or starts again) app server `index` on its port, behind nginx. */
async function startApp(index: number) {
  const server = servers[index]!;
  server.running = await startDemoServer({
    port: server.port,
    appUrl: origin,
    buildDir,
    dataDir: server.dataDir,
    databaseUrl,
    env: { TRUST_PROXY: "loopback", DEMO_DATA: "false", ...s3!.env() },
    timeoutMs: 120_000,
  });
}

/** Kills app server `index` at once, as a crash would: no graceful goodbye to its streams. */
async function killApp(index: number) {
  const child = servers[index]?.running?.process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGKILL");
  await exited;
}

async function waitForLiveStream(page: Page) {
  await expect(page.locator('html[data-messages-live="open"]')).toBeAttached({ timeout: 20_000 });
}

test.describe("two app servers behind nginx", () => {
  test.skip(missing !== null, missing ?? "");

  test.beforeAll(async ({ gallery }) => {
    // Starting two servers on a copy of the gallery takes a while on a busy machine.
    test.setTimeout(300_000);
    buildDir = gallery.buildDir;
    workDir = mkdtempSync(path.join(tmpdir(), "gallery-balanced-"));
    const proxyPort = await freePort();
    origin = `http://127.0.0.1:${proxyPort}`;

    // One database for both, made from the run's seeded gallery, and its media in a bucket.
    const seeded = gallery.seeded;
    const serverUrl = seeded.postgres?.serverUrl ?? process.env.TEST_DATABASE_URL!;
    const database = await createDatabase(serverUrl, uniqueDatabaseName("gallery_balanced"), {
      template: seeded.postgres?.database,
    });
    databaseUrl = database.url;
    dropDatabase = database.drop;
    s3 = await startS3Server();
    const copied = await copyLocalMedia(
      path.join(seeded.dataDir, "media"),
      new S3MediaStorage(s3.config()),
    );
    expect(copied.failed).toEqual([]);

    for (const name of ["a", "b"]) {
      servers.push({ port: await freePort(), dataDir: path.join(workDir, name) });
    }

    // Round robin, no stickiness. With max_fails=0 nginx never benches a server that
    // refused a request, so one that starts again is used at once.
    nginx = await startNginx({
      workDir,
      port: proxyPort,
      upstreams: servers.map(({ port }) => port),
      upstreamOptions: "max_fails=0",
    });
    await Promise.all([startApp(0), startApp(1)]);
  });

  test.afterAll(async () => {
    for (const index of servers.keys()) await servers[index]?.running?.stop();
    await nginx?.stop();
    await dropDatabase?.();
    await s3?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  test("two servers starting at once on a new database apply each migration once", async ({
    gallery,
  }) => {
    test.setTimeout(180_000);
    const seeded = gallery.seeded;
    const serverUrl = seeded.postgres?.serverUrl ?? process.env.TEST_DATABASE_URL!;
    const fresh = await createDatabase(serverUrl, uniqueDatabaseName("gallery_migrate_twice"));
    const started: DemoServer[] = [];
    try {
      const starting = ["first", "second"].map((name) =>
        startDemoServer({
          buildDir,
          dataDir: path.join(workDir, `fresh-${name}`),
          databaseUrl: fresh.url,
          env: { DEMO_DATA: "false" },
          timeoutMs: 120_000,
        }).then((server) => started.push(server)),
      );
      await Promise.all(starting);
      const applied = await queryRows<{ hash: string; n: number }>(
        fresh.url,
        "select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash",
      );
      expect(applied.length).toBeGreaterThan(10);
      expect(applied.every((row) => row.n === 1)).toBe(true);
      for (const server of started) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await Promise.all(started.map((server) => server.stop()));
      await fresh.drop();
    }
  });

  test("a member's journey goes on through crashes of either server", async ({ newContext }) => {
    test.setTimeout(300_000);
    const onProxy = async () => {
      const context = await newContext({ baseURL: origin });
      return { context, page: await context.newPage() };
    };
    const member = await onProxy();
    const artist = await onProxy();
    const admin = await onProxy();
    await signIn(member.page, DEMO_MEMBER);
    await signIn(artist.page, DEMO_ARTIST);
    await signIn(admin.page, DEMO_ADMIN);

    // A visitor's search, rendered and cached by each server before the upload.
    const search = "/search?q=Harbor+Seen+From+Two+Servers";
    const visitorSearch = () =>
      Promise.all(
        servers.map(async ({ port }) => {
          const response = await fetch(`http://127.0.0.1:${port}${search}`);
          return { cache: response.headers.get("x-page-cache"), html: await response.text() };
        }),
      );
    await visitorSearch();
    const cached = await visitorSearch();
    expect(cached.map((page) => page.cache)).toEqual(["hit", "hit"]);
    // (The search box repeats the words; an artwork link means a result.)
    const results = (html: string) => html.match(/href="\/artwork\/[0-9a-f-]{36}"/g)?.length ?? 0;
    expect(cached.map((page) => results(page.html))).toEqual([0, 0]);

    // An upload through nginx lands in the shared store: both servers serve it.
    await member.page.goto("/artist/artwork/upload");
    await waitForHydration(member.page);
    await member.page.locator('input[type="file"]').setInputFiles(PHOTO);
    await expect(member.page.getByRole("img", { name: "Image 1 (main image)" })).toBeVisible();
    await member.page.getByLabel("Artwork Name").fill("Harbor Seen From Two Servers");
    await member.page.getByRole("combobox", { name: "Medium" }).selectOption("Acrylic");
    await member.page.getByLabel("Description").fill("Uploaded through a load balancer.");
    await member.page.getByRole("button", { name: "Upload Artwork" }).click();
    await member.page.waitForURL((url) => url.pathname === "/artist/artwork");
    const row = member.page.getByRole("listitem", { name: "Harbor Seen From Two Servers" });
    const artworkPath = await row
      .getByRole("link", { name: "Harbor Seen From Two Servers" })
      .getAttribute("href");
    await member.page.goto(artworkPath ?? "/");
    const image = member.page.locator('main img[src^="/media/"]').first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const mediaPath = await image.getAttribute("src");
    const served = await Promise.all(
      servers.map(async ({ port }) => {
        const response = await fetch(`http://127.0.0.1:${port}${mediaPath}`);
        return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    expect(served.map((file) => file.status)).toEqual([200, 200]);
    expect(served[0]?.bytes.equals(served[1]!.bytes)).toBe(true);
    // Whichever server took the upload, each one's cached search knows of it at once.
    const after = await visitorSearch();
    expect(after.map((page) => results(page.html) > 0)).toEqual([true, true]);

    // Nothing on either server's own disk: the store holds it.
    for (const { dataDir } of servers) {
      const media = path.join(dataDir, "media");
      expect(existsSync(media) ? readdirSync(media, { recursive: true }) : []).toEqual([]);
    }

    // The artist holds the conversation open: a live stream on one server or the other.
    await member.page.goto("/messages");
    await waitForHydration(member.page);
    await member.page.getByRole("link", { name: /Maya Robinson/ }).click();
    await member.page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const conversation = new URL(member.page.url()).pathname;
    await artist.page.goto(conversation);
    await waitForHydration(artist.page);
    await waitForLiveStream(artist.page);
    await waitForHydration(member.page);

    const send = async (text: string) => {
      const box = member.page.getByRole("textbox", { name: /Message/ });
      await box.fill(text);
      await box.press("Enter");
      await expect(
        member.page.locator('[data-testid="message"][data-mine]').getByText(text),
      ).toBeVisible();
    };
    const arrives = (text: string) =>
      expect(artist.page.locator('[data-testid="message"]').getByText(text)).toBeVisible({
        timeout: 20_000,
      });

    const first = `Before any crash ${Date.now()}`;
    await send(first);
    await arrives(first);

    // Kill each server in turn, so the artist's stream is cut whichever held it; each
    // message sent while a server is down still arrives on the open page.
    for (const index of [0, 1]) {
      await killApp(index);
      const text = `While server ${index === 0 ? "A" : "B"} is down ${Date.now()}`;
      await send(text);
      await arrives(text);
      await startApp(index);
    }
    // The artist's stream now sits on server A: it reconnected there while B was down,
    // or never left it. A message posted to B alone arrives on it.
    const viaB = `Sent through server B ${Date.now()}`;
    const posted = await member.context.request.post(
      `http://127.0.0.1:${servers[1]!.port}/api/messages/${conversation.split("/").pop()}`,
      { form: { intent: "send", content: viaB }, headers: { Origin: origin } },
    );
    expect(posted.status()).toBe(200);
    await arrives(viaB);

    // Every message once, on the artist's page (nothing lost, nothing twice).
    const shown = await artist.page.locator('[data-testid="message"]').allTextContents();
    const ours = shown.filter((text) => /Before any crash|is down|through server B/.test(text));
    expect(ours).toHaveLength(4);

    // A purchase, its steps spread over both servers.
    await purchaseAnyListedArtwork(member.page, () => mailedCode(admin.page, DEMO_MEMBER));

    // No stickiness: requests of the journey reached both servers.
    expect([...(nginx?.upstreamsUsed() ?? [])].sort()).toEqual(
      servers.map(({ port }) => String(port)).sort(),
    );
  });
});
