import { readFile } from "node:fs/promises";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf";
import { seriousA11yViolationsInMain, setUpBrowser, waitForHydration } from "./browser";

const DEMO_ARTIST = "artist@demo.gallery";

const browser = setUpBrowser();

describe("certificate of authenticity and the provenance chain", () => {
  it("the owner downloads the certificate, and anyone can verify the history it points to", async () => {
    const { page } = await browser.signedInPage(DEMO_ARTIST);
    // One of her own works, from her list (the journeys of other files may have sold others).
    await page.goto("/artist/artwork");
    await waitForHydration(page);
    const row = page.getByRole("listitem").first();
    const title = (await row.getAttribute("aria-label")) ?? "";
    expect(title).not.toBe("");
    await row.getByRole("link", { name: title }).click();
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await waitForHydration(page);

    const provenance = page.getByRole("region", { name: "Provenance" });
    const download = page.waitForEvent("download");
    await provenance.getByRole("link", { name: "Download certificate" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^[a-z0-9-]+-certificate\.pdf$/);
    const bytes = new Uint8Array(await readFile((await file.path()) ?? ""));
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Certificate of Authenticity: ${title}`);
    const text = pdfText(bytes);
    expect(text).toContain("Certificate of Authenticity");
    expect(text).toContain("Provenance verified: every entry matches the one before it.");

    // The public page it points to, as a visitor without a session sees it.
    const artworkPath = new URL(page.url()).pathname;
    const visitor = await browser.newPage();
    await visitor.page.goto(artworkPath);
    await waitForHydration(visitor.page);
    const visitorSection = visitor.page.getByRole("region", { name: "Provenance" });
    expect(await visitorSection.getByRole("link", { name: "Download certificate" }).count()).toBe(
      0,
    );
    await visitorSection.getByRole("link", { name: "Verify provenance" }).click();
    await visitor.page.waitForURL(`**${artworkPath}/provenance`);
    await visitor.page.getByRole("heading", { level: 1, name: title }).waitFor();
    expect(await visitor.page.getByTestId("provenance-status").textContent()).toBe(
      "Provenance verified: every entry matches the one before it.",
    );
    await visitor.page.getByText(/^1\.\s*Uploaded by /).waitFor();
    expect(await seriousA11yViolationsInMain(visitor.page)).toEqual([]);
    expect(visitor.page.url()).toContain("/provenance");
    await visitor.context.close();

    // A visitor asking for the PDF itself is sent to sign in.
    const anonymous = await browser.newContext();
    const refused = await anonymous.request.get(`${artworkPath}/certificate.pdf`, {
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(302);
    expect(refused.headers().location).toContain("/login");
    await anonymous.close();
  });
});
