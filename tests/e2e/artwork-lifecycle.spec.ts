import { PDFDocument } from "pdf-lib";
import { pdfText } from "../support/pdf";
import { mailedCode, payAndReview, purchaseArtwork } from "./checkout-steps";
import { expect, seriousA11yViolations, test, waitForHydration } from "./fixtures";

// R-artwork-lifecycle: the artwork page offers only what the server accepts. Each journey
// changes a new artist's work of its own, as new members.

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

test.describe("the artwork page follows the work's lifecycle", () => {
  // Purchases and leases, each with a mailed code.
  test.describe.configure({ timeout: 180_000 });

  test("a work on lease offers others 'Lease from' its first free day and no Purchase; its lessee may still buy it", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    curatorPage: other,
  }) => {
    // A work offered for sale and for a daily lease, with no lease yet.
    const { id, path } = await freshArtwork({ leaseDailyRate: "12" });
    const lessee = await freshMemberPage();

    // Leased from today for three days: the work is free again on the fourth.
    await lessee.page.goto(`/checkout/${id}?type=lease`);
    await waitForHydration(lessee.page);
    await lessee.page.getByLabel("Number of days").fill("3");
    await lessee.page.getByRole("radio", { name: /^Daily/ }).check();
    await payAndReview(lessee.page, () => mailedCode(adminPage, lessee.member.email));
    await lessee.page.getByRole("button", { name: /^Complete Lease/ }).click();
    await expect(lessee.page.getByText("Lease completed successfully")).toBeVisible();

    // Another member (the demo curator, who only looks) sees the work.
    await other.goto(path);
    await waitForHydration(other);
    const leaseFrom = other.getByRole("link", { name: `Lease from ${shown(galleryDate(3))}` });
    await expect(leaseFrom).toBeVisible();
    await expect(other.getByRole("link", { name: "Purchase", exact: true })).toHaveCount(0);
    expect(await seriousA11yViolations(other)).toEqual([]);
    // The offer leads to a lease checkout that works, not to a refusal.
    await leaseFrom.click();
    await other.waitForURL(/\/checkout\/[0-9a-f-]{36}\?type=lease$/);
    // Its start date is that same first free day.
    await expect(other.getByLabel("Start date")).toHaveValue(galleryDate(3));

    // The lessee may still buy it.
    await lessee.page.goto(path);
    await waitForHydration(lessee.page);
    await expect(lessee.page.getByRole("link", { name: "Purchase", exact: true })).toBeVisible();
  });

  test("a buyer sees the work they bought as theirs, with resale and certificate, not as a listing", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
  }) => {
    const path = `/artwork/${(await freshArtwork()).id}`;
    const buyer = await freshMemberPage();
    await purchaseArtwork(buyer.page, path, () => mailedCode(adminPage, buyer.member.email));
    await buyer.page.goto(path);
    await waitForHydration(buyer.page);
    await expect(buyer.page.getByText("You own this artwork")).toBeVisible();
    await expect(buyer.page.getByText(/your listing/i)).toHaveCount(0);
    await expect(buyer.page.getByText("Presented by")).toHaveCount(0);
    await expect(buyer.page.getByRole("link", { name: "Purchase", exact: true })).toHaveCount(0);
    await expect(buyer.page.getByRole("link", { name: "Download certificate" })).toBeVisible();
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);
    // 'Offer for resale' leads to the work in My Artwork, where the resale is offered.
    await buyer.page.getByRole("link", { name: "Offer for resale" }).click();
    await buyer.page.waitForURL(/\/artist\/artwork\?q=/);
    await expect(buyer.page.getByText(/^Resale · first listed by/).first()).toBeVisible();
  });

  test("a buyer cannot change the title of a work they bought, only their offer; a forged save is refused and the work keeps its title", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    baseURL,
    page: visitor,
  }) => {
    const { id, title } = await freshArtwork();
    const path = `/artwork/${id}`;
    const buyer = await freshMemberPage();
    await purchaseArtwork(buyer.page, path, () => mailedCode(adminPage, buyer.member.email));
    await expect(buyer.page.getByRole("heading", { level: 1 })).toHaveText(title);

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
    await expect(buyer.page.getByText("Recorded at its first sale")).toBeVisible();
    const name = buyer.page.getByLabel("Artwork Name");
    await expect(name).toHaveValue(title);
    await expect(name).not.toBeEditable();
    await expect(buyer.page.getByLabel("Description")).not.toBeEditable();
    const price = buyer.page.getByLabel("Sale Price");
    await expect(price).toBeEditable();
    expect(await seriousA11yViolations(buyer.page)).toEqual([]);
    await price.fill("2750");
    const sent = buyer.page.waitForRequest(
      (request) =>
        request.method() === "POST" &&
        new URL(request.url()).pathname === `/artist/artwork/edit/${id}.data`,
    );
    await buyer.page.getByRole("button", { name: "Save Changes" }).click();
    const saved = await sent;
    await expect(buyer.page.getByText("Artwork updated successfully")).toBeVisible();
    await expect(
      buyer.page.getByRole("listitem", { name: title }).getByText("$2,750"),
    ).toBeVisible();

    // The same save sent again by hand with a new title, with the buyer's session: refused.
    const body = saved.postDataBuffer()?.toString("utf8") ?? "";
    const titlePart = `name="title"\r\n\r\n${title}\r\n`;
    expect(body).toContain(titlePart);
    const forged = await buyer.page.request.post(saved.url(), {
      headers: {
        "Content-Type": (await saved.allHeaders())["content-type"] ?? "",
        Origin: baseURL!,
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
    await visitor.goto(path);
    await expect(
      visitor.getByRole("heading", { level: 1, name: title, exact: true }),
    ).toBeVisible();
    await visitor.goto(`${path}/provenance`);
    await expect(
      visitor.getByRole("heading", { level: 1, name: title, exact: true }),
    ).toBeVisible();
    await expect(visitor.getByText("Untitled masterpiece")).toHaveCount(0);
    const certificate = await buyer.page.request.get(`${path}/certificate.pdf`);
    expect(certificate.status()).toBe(200);
    const bytes = new Uint8Array(await certificate.body());
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(
      `Certificate of Authenticity: ${title}`,
    );
    expect(pdfText(bytes)).not.toContain("Untitled masterpiece");
  });
});
