import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  DEMO_ADMIN,
  DEMO_ARTIST,
  DEMO_CURATOR,
  DEMO_MEMBER,
  DEMO_PASSWORD,
  expect,
  test,
} from "./fixtures";

// The W3C Nu HTML checker, from the vnu-jar package; it runs on the machine's Java.
const require = createRequire(import.meta.url);
const VNU_JAR = path.join(
  path.dirname(require.resolve("vnu-jar/package.json")),
  "build/dist/vnu.jar",
);

// What a person's browser sends: crawlers are given the page whole, people get it streamed
// (placeholders first, the rest as it arrives), and it is people's HTML that is checked.
const USER_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

/** A session cookie for `email`, from the sign-in form as the browser posts it. */
async function signIn(baseURL: string, email: string) {
  const response = await fetch(`${baseURL}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: baseURL, "User-Agent": USER_AGENT },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD, redirectTo: "/" }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) {
    throw new Error(`Signing in ${email} failed: ${response.status}`);
  }
  return cookie;
}

type Fetched = { who: string; path: string; file: string; html: string };

/**
 * Fetches the pages of `baseURL` as `who` (signed in with `cookie`, if given), keeping each
 * in a file in `dir`.
 */
function pagesAs(where: { baseURL: string; dir: string }, who: string, cookie?: string) {
  const { baseURL, dir } = where;
  const fetched: Fetched[] = [];
  return {
    fetched,
    async get(pagePath: string, status = 200) {
      const response = await fetch(`${baseURL}${pagePath}`, {
        redirect: "manual",
        headers: { "User-Agent": USER_AGENT, ...(cookie ? { Cookie: cookie } : {}) },
      });
      const html = await response.text();
      expect(response.status, `${who} ${pagePath}`).toBe(status);
      const file = path.join(dir, `${who}${pagePath.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, html);
      fetched.push({ who, path: pagePath, file, html });
      return html;
    },
  };
}

/** The first id in `html` after `prefix` (e.g. `/artwork/`) in a link. */
function firstId(html: string, prefix: string) {
  const match = html.match(new RegExp(`href="${prefix}([0-9a-f-]{36})"`));
  if (!match?.[1]) throw new Error(`No link to ${prefix}… on the page`);
  return match[1];
}

type VnuMessage = {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

/** The checker's errors for `files`, in one run of it (Java starts once). */
function htmlErrors(files: string[]) {
  const run = spawnSync("java", ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  // The report goes to standard error; the exit code says only whether it has errors.
  const report = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  return report.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
}

let dir = "";
test.beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "valid-html-"));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

test.describe("the HTML the server sends", () => {
  test("is valid on every page, for visitors, members, artists, curators and admins", async ({
    baseURL,
  }) => {
    // Some forty pages, then one run of the checker.
    test.setTimeout(240_000);
    const site = { baseURL: baseURL!, dir };
    const as = async (who: string, email: string) =>
      pagesAs(site, who, await signIn(site.baseURL, email));

    const visitor = pagesAs(site, "visitor");
    const search = await visitor.get("/search");
    const artwork = firstId(search, "/artwork/");
    const artworkPage = await visitor.get(`/artwork/${artwork}`);
    const profile = artworkPage.match(/href="\/profile\/([^"/]+)"/)?.[1];
    if (!profile) throw new Error("No link to the artist's profile on the artwork page");
    for (const page of [
      "/",
      "/search?style=Contemporary&sort=newest",
      "/search?q=no-such-artwork-anywhere",
      `/artwork/${artwork}/provenance`,
      `/profile/${profile}`,
      "/about",
      "/login",
      "/register",
      "/forgot-password",
      "/reset-password",
      "/verify-email",
      "/subscribe",
      "/coming-soon",
    ]) {
      await visitor.get(page);
    }
    await visitor.get("/no-such-page", 404);

    const member = await as("member", DEMO_MEMBER);
    for (const page of [
      "/",
      "/search",
      `/artwork/${artwork}`,
      "/profile",
      "/messages",
      "/discovery-mode",
      `/checkout/${artwork}?type=purchase`,
      `/checkout/${artwork}?type=lease`,
      "/subscribe",
    ]) {
      await member.get(page);
    }

    const artist = await as("artist", DEMO_ARTIST);
    const ownArtworks = await artist.get("/artist/artwork");
    const earnings = await artist.get("/artist/earnings");
    const messages = await artist.get("/messages");
    for (const page of [
      "/artist/dashboard",
      "/artist/artwork/upload",
      `/artist/artwork/edit/${firstId(ownArtworks, "/artwork/")}`,
      `/artist/earnings/${firstId(earnings, "/artist/earnings/")}`,
      `/messages/${firstId(messages, "/messages/")}`,
      "/profile",
    ]) {
      await artist.get(page);
    }

    const curator = await as("curator", DEMO_CURATOR);
    const spaces = await curator.get("/curator/spaces");
    const space = firstId(spaces, "/curator/spaces/gallery/");
    for (const page of [
      "/curator/spaces/upload",
      `/curator/spaces/edit/${space}`,
      `/curator/spaces/gallery/${space}`,
    ]) {
      await curator.get(page);
    }

    const admin = await as("admin", DEMO_ADMIN);
    for (const page of [
      "/admin/dashboard",
      "/admin/invitations",
      "/admin/subscriptions",
      "/admin/outbox",
      "/admin/plans",
      "/admin/audit",
      "/admin/payments",
    ]) {
      await admin.get(page);
    }

    const pages = [visitor, member, artist, curator, admin].flatMap((as) => as.fetched);
    const byFile = new Map(pages.map((page) => [path.basename(page.file), page]));
    const errors = htmlErrors(pages.map((page) => page.file)).map((error) => {
      const page = byFile.get(path.basename(decodeURIComponent(error.url)));
      const where = page ? `${page.who} ${page.path}` : error.url;
      const extract = error.extract ? `\n    …${error.extract.replace(/\s+/g, " ")}…` : "";
      return `${where}, line ${error.lastLine ?? "?"}: ${error.message}${extract}`;
    });
    expect(errors.join("\n")).toBe("");
    expect(pages.length).toBeGreaterThanOrEqual(40);
  });
});
