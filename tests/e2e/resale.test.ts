import { describe, expect, it } from "vitest";
import {
  DEMO_ADMIN,
  DEMO_MEMBER,
  seriousA11yViolations,
  setUpBrowser,
  waitForHydration,
} from "./browser";
import { mailedCode, purchaseAnyListedArtwork } from "./checkout-steps";

const DEMO_ARTIST = "artist@demo.gallery";
const DEMO_CURATOR = "curator@demo.gallery";

const browser = setUpBrowser();

describe("resale", () => {
  it("a collector resells a work and its first artist is paid the royalty, on her statement too", async () => {
    const admin = await browser.signedInPage(DEMO_ADMIN);
    const collector = await browser.signedInPage(DEMO_MEMBER);
    // A work by Maya Robinson, bought from her through the gallery.
    const path = await purchaseAnyListedArtwork(
      collector.page,
      () => mailedCode(admin.page, DEMO_MEMBER),
      { from: "/search?q=Maya+Robinson", last: true },
    );
    const title = (await collector.page.getByRole("heading", { level: 1 }).textContent()) ?? "";

    // In My Artwork it is a resale of hers; the collector offers it again at $2,000.
    await collector.page.goto(`/artist/artwork?q=${encodeURIComponent(title)}`);
    await waitForHydration(collector.page);
    const row = collector.page.getByRole("listitem", { name: title });
    await row.getByText("Resale · first listed by Maya Robinson").waitFor();
    await row.getByRole("button", { name: `Actions for ${title}` }).click();
    await collector.page.getByRole("menuitem", { name: "Offer for resale" }).click();
    const dialog = collector.page.getByRole("dialog", { name: "Offer for resale" });
    // Available without a price: the server says so on the field.
    await dialog.getByLabel("Sale price").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.getByText("Please enter a sale price to offer it for sale.").waitFor();
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByLabel("Sale price").fill("2000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await collector.page.getByText("Offered for resale").waitFor();

    // Another member sees where the money goes and buys it.
    const buyer = await browser.signedInPage(DEMO_CURATOR);
    await buyer.page.goto(path);
    await waitForHydration(buyer.page);
    await buyer.page.getByText("Resale · first listed by Maya Robinson").waitFor();
    expect(await buyer.page.getByTestId("money-split").textContent()).toBe(
      "Of $2,000: $1,800 to the seller, $100 resale royalty to Maya Robinson (the artist), $100 gallery fee",
    );
    await purchaseAnyListedArtwork(buyer.page, () => mailedCode(admin.page, DEMO_CURATOR), {
      from: path,
    });

    // The first artist sees the royalty on her dashboard.
    const artist = await browser.signedInPage(DEMO_ARTIST);
    await artist.page.goto("/artist/dashboard");
    const royalties = artist.page.getByTestId("resale-royalties").filter({ visible: true });
    await royalties.waitFor();
    expect(await royalties.textContent()).toMatch(
      /^Resale royalties: \$[\d,]+ from \d+ resales? of your work$/,
    );
    expect(await royalties.textContent()).toContain("$100");

    // Her earnings statement shows it as this month's line, opening onto the transaction.
    await artist.page.getByRole("link", { name: "Earnings" }).click();
    await artist.page.getByRole("heading", { level: 1, name: "Earnings" }).waitFor();
    const line = artist.page
      .getByTestId("earnings-lines")
      .getByRole("row")
      .filter({ hasText: `Resale royalty: ${title}` });
    await line.waitFor();
    // Date, transaction, sales, leases, rent credits, royalties received, …
    expect(await line.getByRole("cell").nth(5).textContent()).toBe("$100");
    expect(await seriousA11yViolations(artist.page)).toEqual([]);
    await line.getByRole("link", { name: `Resale royalty: ${title}` }).click();
    const entries = artist.page.getByTestId("statement-entries");
    await entries.waitFor();
    expect(
      await entries
        .getByRole("row")
        .filter({ hasText: "Resale royalty to you (the artist)" })
        .textContent(),
    ).toBe("Resale royalty to you (the artist)$100");
    expect(await entries.getByRole("row", { name: /^Balance/ }).textContent()).toBe("Balance$0");
    expect(await seriousA11yViolations(artist.page)).toEqual([]);

    for (const opened of [admin, collector, buyer, artist]) await opened.context.close();
  }, 180_000);
});
