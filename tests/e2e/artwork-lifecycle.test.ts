import { PDFDocument } from "pdf-lib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf";
import {
  baseURL,
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";
import { mailedCode, purchaseAnyListedArtwork, typeCode } from "./checkout-steps";

// R-artwork-lifecycle: the artwork page offers only what the server accepts.

const DEMO_CURATOR = "curator@demo.gallery";

const browser = setUpBrowser();

/** The gallery's date (America/New_York by default) `days` from today, as yyyy-mm-dd. */
function galleryDate(days = 0) {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A yyyy-mm-dd day as the pages write it: 'Dec 1, 2026'. */
function shown(day: string) {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/** A work on /search that offers both Purchase and a daily Lease and has no lease yet. */
async function forSaleAndLease(page: Page) {
  await page.goto("/search");
  const paths = [
    ...new Set(
      await page
        .locator('a[href^="/artwork/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? "")),
    ),
  ].filter((href) => /^\/artwork\/[0-9a-f-]{36}$/.test(href));
  for (const path of paths) {
    await page.goto(path);
    if ((await page.getByRole("link", { name: "Purchase", exact: true }).count()) === 0) continue;
    if ((await page.getByRole("link", { name: "Lease", exact: true }).count()) === 0) continue;
    await page.goto(`/checkout/${path.split("/").pop()}?type=lease`);
    if ((await page.getByText(/^Already leased:/).count()) > 0) continue;
    if ((await page.getByRole("radio", { name: /^Daily/ }).count()) === 0) continue;
    return path;
  }
  throw new Error("No work offers both a purchase and a daily lease");
}

describe("the artwork page follows the work's lifecycle", () => {
  it("a work on lease offers others 'Lease from' its first free day and no Purchase; its lessee may still buy it", async () => {
    const admin = await browser.signedInPage(DEMO_ADMIN);
    const lessee = await browser.signedInPage(DEMO_MEMBER);
    const path = await forSaleAndLease(lessee.page);

    // Leased from today for three days: the work is free again on the fourth.
    await lessee.page.goto(`/checkout/${path.split("/").pop()}?type=lease`);
    await waitForHydration(lessee.page);
    await lessee.page.getByLabel("Number of days").fill("3");
    await lessee.page.getByRole("radio", { name: /^Daily/ }).check();
    await lessee.page.getByRole("button", { name: "Continue" }).click();
    await lessee.page.getByLabel("Name on card").fill("Jordan Member");
    await lessee.page.getByLabel("Card number").fill("4242 4242 4242 4242");
    await lessee.page.getByLabel("Expiry (MM/YY)").fill("12/40");
    await lessee.page.getByLabel("Security code (CVC)").fill("123");
    await lessee.page.getByRole("button", { name: "Continue" }).click();
    await lessee.page.getByText(/We sent a 6-digit confirmation code/).waitFor();
    await typeCode(lessee.page, await mailedCode(admin.page, DEMO_MEMBER));
    await lessee.page.getByRole("button", { name: "Continue" }).click();
    await lessee.page.getByRole("button", { name: /^Complete Lease/ }).click();
    await lessee.page.getByText("Lease completed successfully").waitFor();

    const other = await browser.signedInPage(DEMO_CURATOR);
    await other.page.goto(path);
    await waitForHydration(other.page);
    const leaseFrom = other.page.getByRole("link", {
      name: `Lease from ${shown(galleryDate(3))}`,
    });
    await leaseFrom.waitFor();
    expect(await other.page.getByRole("link", { name: "Purchase", exact: true }).count()).toBe(0);
    expect(await seriousA11yViolations(other.page)).toEqual([]);
    // The offer leads to a lease checkout that works, not to a refusal.
    await leaseFrom.click();
    await other.page.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=lease$/);
    // Its start date is that same first free day.
    expect(await other.page.getByLabel("Start date").inputValue()).toBe(galleryDate(3));

    // The lessee may still buy it.
    await lessee.page.goto(path);
    await waitForHydration(lessee.page);
    await lessee.page.getByRole("link", { name: "Purchase", exact: true }).waitFor();

    await other.context.close();
    await lessee.context.close();
    await admin.context.close();
  }, 180_000);

  it("a buyer sees the work they bought as theirs, with resale and certificate, not as a listing", async () => {
    const admin = await browser.signedInPage(DEMO_ADMIN);
    const buyer = await browser.signedInPage(DEMO_MEMBER);
    const path = await purchaseAnyListedArtwork(buyer.page, () =>
      mailedCode(admin.page, DEMO_MEMBER),
    );
    await buyer.page.goto(path);
    await waitForHydration(buyer.page);
    await buyer.page.getByText("You own this artwork").waitFor();
    expect(await buyer.page.getByText(/your listing/i).count()).toBe(0);
    expect(await buyer.page.getByText("Presented by").count()).toBe(0);
    expect(await buyer.page.getByRole("link", { name: "Purchase", exact: true }).count()).toBe(0);
    await buyer.page.getByRole("link", { name: "Download certificate" }).waitFor();
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);
    // 'Offer for resale' leads to the work in My Artwork, where the resale is offered.
    await buyer.page.getByRole("link", { name: "Offer for resale" }).click();
    await buyer.page.waitForURL(/\/artist\/artwork\?q=/);
    await buyer.page
      .getByText(/^Resale · first listed by/)
      .first()
      .waitFor();

    await buyer.context.close();
    await admin.context.close();
  }, 180_000);

  it("a buyer cannot change the title of a work they bought, only their offer; a forged save is refused and the work keeps its title", async () => {
    const admin = await browser.signedInPage(DEMO_ADMIN);
    const buyer = await browser.signedInPage(DEMO_MEMBER);
    const path = await purchaseAnyListedArtwork(buyer.page, () =>
      mailedCode(admin.page, DEMO_MEMBER),
    );
    const id = path.split("/").pop() ?? "";
    const title = (await buyer.page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(title).not.toBe("");

    // The way the page leads them: 'Offer for resale', then Edit in My Artwork.
    await waitForHydration(buyer.page);
    await buyer.page.getByRole("link", { name: "Offer for resale" }).click();
    await buyer.page.waitForURL(/\/artist\/artwork\?q=/);
    await waitForHydration(buyer.page);
    const row = buyer.page.getByRole("listitem", { name: title });
    await row.getByRole("button", { name: `Actions for ${title}` }).click();
    await buyer.page.getByRole("menuitem", { name: "Edit" }).click();
    await buyer.page.waitForURL((url) => url.pathname === `/artist/artwork/edit/${id}`);
    await waitForHydration(buyer.page);

    // The facts read as recorded, and cannot be typed into; the offer can.
    await buyer.page.getByText("Recorded at its first sale").waitFor();
    const name = buyer.page.getByLabel("Artwork Name");
    expect(await name.inputValue()).toBe(title);
    expect(await name.isEditable()).toBe(false);
    expect(await buyer.page.getByLabel("Description").isEditable()).toBe(false);
    const price = buyer.page.getByLabel("Sale Price");
    expect(await price.isEditable()).toBe(true);
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);
    await price.fill("2750");
    const sent = buyer.page.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        new URL(request.url()).pathname === `/artist/artwork/edit/${id}.data`,
    );
    await buyer.page.getByRole("button", { name: "Save Changes" }).click();
    const saved = await sent;
    await buyer.page.getByText("Artwork updated successfully").waitFor();
    await buyer.page.getByRole("listitem", { name: title }).getByText("$2,750").waitFor();

    // The same save sent again by hand with a new title, with the buyer's session: refused.
    const body = saved.postDataBuffer()?.toString("utf8") ?? "";
    const titlePart = `name="title"\r\n\r\n${title}\r\n`;
    expect(body).toContain(titlePart);
    const forged = await buyer.page.request.post(saved.url(), {
      headers: {
        "Content-Type": (await saved.allHeaders())["content-type"] ?? "",
        Origin: baseURL(),
      },
      data: Buffer.from(
        body.replace(titlePart, `name="title"\r\n\r\nUntitled masterpiece\r\n`),
        "utf8",
      ),
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(409);
    expect(await forged.text()).toContain(
      "This work has been sold, so its title, medium, dimensions, description and images stay as they were recorded.",
    );

    // The work, its provenance and its certificate keep the title it was sold with.
    const visitor = await browser.newPage();
    await visitor.page.goto(path);
    await visitor.page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
    await visitor.page.goto(`${path}/provenance`);
    await visitor.page.getByRole("heading", { level: 1, name: title, exact: true }).waitFor();
    expect(await visitor.page.getByText("Untitled masterpiece").count()).toBe(0);
    const certificate = await buyer.page.request.get(`${path}/certificate.pdf`);
    expect(certificate.status()).toBe(200);
    const bytes = new Uint8Array(await certificate.body());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      `Certificate of Authenticity: ${title}`,
    );
    expect(pdfText(bytes)).not.toContain("Untitled masterpiece");

    await visitor.context.close();
    await buyer.context.close();
    await admin.context.close();
  }, 180_000);
});
