import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DEMO_MEMBER, seriousA11yViolations, setUpBrowser, waitForHydration } from "./browser";

const DEMO_ARTIST = "artist@demo.gallery";

const browser = setUpBrowser();

/** Opens the conversation with `name` from the list and answers its path. */
async function openConversation(page: Page, name: string) {
  await page.goto("/messages");
  await waitForHydration(page);
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

/** The unread count on the account avatar (0 when there is none). */
async function badgeCount(page: Page) {
  const value = await page
    .getByRole("button", { name: /Account menu/ })
    .locator("[data-count]")
    .getAttribute("data-count", { timeout: 200 })
    .catch(() => null);
  return value ? Number(value) : 0;
}

async function waitForLiveStream(page: Page) {
  await page.locator('html[data-messages-live="open"]').waitFor({ state: "attached" });
}

describe("messages between two members", () => {
  it("delivers a message live to the other's open thread, and to the badge once it is closed", async () => {
    const member = await browser.signedInPage(DEMO_MEMBER);
    const artist = await browser.signedInPage(DEMO_ARTIST);

    const path = await openConversation(member.page, "Maya Robinson");
    await artist.page.goto(path);
    await waitForHydration(artist.page);
    await Promise.all([waitForLiveStream(member.page), waitForLiveStream(artist.page)]);
    expect(await seriousA11yViolations(member.page)).toEqual([]);

    // The artist writes; the member's open thread shows it without a reload. (How
    // fast is the benches' question: on a loaded machine a timed assertion only flakes.)
    const text = `Photos are ready ${Date.now()}`;
    const box = artist.page.getByRole("textbox", { name: /Message/ });
    await box.fill(text);
    await box.press("Enter");
    await member.page.locator('[data-testid="message"]').getByText(text).waitFor();
    // The sender sees it on their side; the send box empties once the send is answered
    // (the live stream can bring the message a moment before that answer).
    await artist.page.locator('[data-testid="message"][data-mine]').getByText(text).waitFor();
    await expect.poll(() => box.inputValue()).toBe("");
    // Read while open: the member's badge stays clear.
    await member.page.waitForTimeout(500);
    expect(await badgeCount(member.page)).toBe(0);

    // With the thread closed, the next message counts on the navigation badge.
    await member.page.goto("/about");
    await waitForHydration(member.page);
    await waitForLiveStream(member.page);
    const before = await badgeCount(member.page);
    const second = `And the framing quote ${Date.now()}`;
    await box.fill(second);
    await box.press("Enter");
    await member.page
      .getByRole("button", { name: new RegExp(`Account menu .*\\(${before + 1} unread`) })
      .waitFor({ timeout: 2_000 });
    expect(await badgeCount(member.page)).toBe(before + 1);
    await member.page.getByRole("button", { name: /Account menu/ }).click();
    const messagesItem = member.page.getByRole("menuitem", { name: /Messages/ });
    expect(await messagesItem.textContent()).toContain(String(before + 1));

    // Opening the thread reads it and clears the badge.
    await messagesItem.click();
    await member.page.waitForURL("/messages");
    await member.page.getByRole("link", { name: /Maya Robinson/ }).click();
    await member.page.locator('[data-testid="message"]').getByText(second).waitFor();
    await member.page.waitForFunction(
      () => !document.querySelector('[aria-label^="Account menu"] [data-count]'),
    );

    // Enter on an empty box refuses with a clear message; Shift+Enter makes a new line.
    await box.fill("   ");
    await box.press("Enter");
    await artist.page.getByText("Please write a message before sending").waitFor();
    await box.fill("first line");
    await box.press("Shift+Enter");
    await box.pressSequentially("second line");
    expect(await box.inputValue()).toBe("first line\nsecond line");

    await member.context.close();
    await artist.context.close();
  });

  it("renders links safely: only http(s), in a new tab, nofollow", async () => {
    const member = await browser.signedInPage(DEMO_MEMBER);
    const artist = await browser.signedInPage(DEMO_ARTIST);
    const path = await openConversation(member.page, "Maya Robinson");
    await artist.page.goto(path);
    await waitForHydration(artist.page);
    await waitForLiveStream(member.page);
    const box = artist.page.getByRole("textbox", { name: /Message/ });
    const marker = Date.now();
    await box.fill(
      `See https://example.com/${marker} or javascript:alert(1) <img src=x onerror=alert(1)>`,
    );
    await box.press("Enter");
    const link = member.page
      .locator('[data-testid="message"]')
      .getByRole("link", { name: `https://example.com/${marker}` });
    await link.waitFor({ timeout: 2_000 });
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    const bubble = member.page.locator('[data-testid="message"]').last();
    expect(await bubble.locator('img[src="x"]').count()).toBe(0);
    expect(await bubble.textContent()).toContain("<img src=x onerror=alert(1)>");
    expect(await bubble.locator('a[href^="javascript"]').count()).toBe(0);
    await member.context.close();
    await artist.context.close();
  });
});

describe("starting a conversation", () => {
  it("sends a visitor to sign in with a toast and back into the conversation", async () => {
    const member = await browser.signedInPage(DEMO_MEMBER);
    await openConversation(member.page, "Maya Robinson");
    const profile = await member.page
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .getAttribute("href");
    const artistId = profile?.split("/").pop();
    expect(artistId).toMatch(/^[0-9a-f-]{36}$/);
    await member.context.close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/messages?to=${artistId}`);
    await page.waitForURL(/\/login\?redirectTo=/);
    await page.getByText("Please sign in to message the artist").waitFor();
    await waitForHydration(page);
    await page.locator('input[name="email"]').fill(DEMO_MEMBER);
    await page.locator('input[name="password"]').fill("gallery-demo-2026");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { name: "Maya Robinson" }).waitFor();
    await context.close();
  });

  it("opens an empty thread about a piece, and the first message starts the conversation", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    // A work by an artist this member has not written to yet.
    await page.goto("/search?sort=newest");
    const hrefs = await page
      .locator('a[href^="/artwork/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    let artist = "";
    let title = "";
    for (const href of [...new Set(hrefs)]) {
      await page.goto(href);
      const name = await page
        .getByText(/^Presented by/)
        .locator("a")
        .first()
        .textContent();
      if (name && !["Maya Robinson", "Theo Vasquez", "Jordan Ellis"].includes(name)) {
        artist = name;
        title = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
        break;
      }
    }
    expect(artist).not.toBe("");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Questions about this piece?" }).click();
    await page.waitForURL(/\/messages\?to=[0-9a-f-]{36}&artwork=/);
    const draftUrl = page.url();
    await waitForHydration(page);
    await page.getByRole("heading", { name: artist, level: 2 }).waitFor();
    await page.getByText("No messages yet").waitFor();
    await page.getByRole("link", { name: `About this piece ${title}` }).waitFor();
    const list = page.getByRole("list", { name: "Conversations" });
    expect(await list.getByRole("link", { name: artist }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Opening it again stores nothing: still no conversation in the list.
    await page.reload();
    await waitForHydration(page);
    expect(page.url()).toBe(draftUrl);
    expect(await list.getByRole("link", { name: artist }).count()).toBe(0);

    const text = `Is this piece still available? ${Date.now()}`;
    const box = page.getByRole("textbox", { name: `Message ${artist}` });
    await box.fill(text);
    await box.press("Enter");
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    const mine = page.locator('[data-testid="message"][data-mine]');
    await mine.getByText(text).waitFor();
    expect(await mine.getByRole("link", { name: title }).count()).toBe(1);
    await list.getByRole("link", { name: artist }).waitFor();
    await context.close();
  });

  it("refuses to start a conversation with yourself", async () => {
    // The artist's view of the conversation links to the member's profile, with the member's id.
    const artist = await browser.signedInPage(DEMO_ARTIST);
    await openConversation(artist.page, "Jordan Ellis");
    const other = await artist.page
      .getByRole("heading", { level: 2 })
      .getByRole("link")
      .getAttribute("href");
    const member = await browser.signedInPage(DEMO_MEMBER);
    await member.page.goto(`/messages?to=${other?.split("/").pop()}`);
    await member.page.waitForURL("/messages");
    await member.page.getByText("You can't send a message to yourself").waitFor();
    await member.context.close();
    await artist.context.close();
  });
});

describe("on a phone", () => {
  it("filters the conversation list by name, and says when nothing matches", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER);
    await page.goto("/messages");
    await waitForHydration(page);
    const list = page.getByRole("list", { name: "Conversations" });
    const maya = list.getByRole("link", { name: /Maya Robinson/ });
    const theo = list.getByRole("link", { name: /Theo Vasquez/ });
    await maya.waitFor();
    await theo.waitFor();

    const search = page.getByRole("searchbox", { name: "Search conversations" });
    await search.fill("Theo");
    await page.waitForURL(/[?&]q=Theo/);
    await maya.waitFor({ state: "detached" });
    expect(await theo.isVisible()).toBe(true);

    await search.fill("no conversation says this");
    await page.getByText("No conversations match your search").waitFor();

    await search.fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await maya.waitFor();
    await theo.waitFor();
    await context.close();
  });

  it("shows the list and the thread as separate views", async () => {
    const { context, page } = await browser.signedInPage(DEMO_MEMBER, {
      viewport: { width: 390, height: 844 },
    });
    await page.goto("/messages");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Messages", level: 1 }).waitFor();
    await page.getByRole("link", { name: /Theo Vasquez/ }).click();
    await page.waitForURL(/\/messages\/.+/);
    await page.getByRole("textbox", { name: /Message/ }).waitFor();
    expect(await page.getByRole("list", { name: "Conversations" }).isVisible()).toBe(false);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "All conversations" }).click();
    await page.waitForURL("/messages");
    await page.getByRole("list", { name: "Conversations" }).waitFor();
    expect(await page.getByRole("textbox", { name: /Message/ }).count()).toBe(0);
    await context.close();
  });
});
