import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { pdfText } from "../support/pdf";
import { expect, seriousA11yViolationsInMain, test, waitForHydration } from "./fixtures";

test.describe("certificate of authenticity and the provenance chain", () => {
  test("the owner downloads the certificate, and anyone can verify the history it points to", async ({
    freshArtwork,
    signedInPage,
    page: visitor,
    request: anonymous,
  }) => {
    // A new artist's own work, from her list.
    const { artist } = await freshArtwork();
    const page = await signedInPage(artist.email, artist.password);
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const row = page.getByRole("listitem").first();
    const title = (await row.getAttribute("aria-label")) ?? "";
    expect(title).not.toBe("");
    await row.getByRole("link", { name: title }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await waitForHydration(page);

    const provenance = page.getByRole("region", { name: "Provenance" });
    const download = page.waitForEvent("download");
    await provenance.getByRole("link", { name: "Download certificate" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-certificate\.pdf$/);
    const bytes = new Uint8Array(await readFile(await file.path()));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Certificate of Authenticity: ${title}`);
    const text = pdfText(bytes);
    expect(text).toContain("Certificate of Authenticity");
    expect(text).toContain("Provenance verified: every entry matches the one before it.");

    // The public page it points to, as a visitor without a session sees it.
    const artworkPath = new URL(page.url()).pathname;
    await visitor.goto(artworkPath);
    await waitForHydration(visitor);
    const visitorSection = visitor.getByRole("region", { name: "Provenance" });
    await expect(visitorSection.getByRole("link", { name: "Verify provenance" })).toBeVisible();
    await expect(visitorSection.getByRole("link", { name: "Download certificate" })).toHaveCount(0);
    await visitorSection.getByRole("link", { name: "Verify provenance" }).click();
    await visitor.waitForURL(`**${artworkPath}/provenance`);
    await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByTestId("provenance-status")).toHaveText(
      "Provenance verified: every entry matches the one before it.",
    );
    await expect(visitor.getByText(/^1\.\s*Uploaded by /)).toBeVisible();
    expect(await seriousA11yViolationsInMain(visitor)).toEqual([]);
    expect(visitor.url()).toContain("/provenance");

    // A visitor asking for the PDF itself is sent to sign in.
    const refused = await anonymous.get(`${artworkPath}/certificate.pdf`, { maxRedirects: 0 });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toContain("/login");
  });
});
