import { mailedCode, purchaseArtwork } from "./checkout-steps";
import { expect, seriousA11yViolations, test, waitForHydration } from "./fixtures";

test.describe("resale", () => {
  test("a collector resells a work and its first artist is paid the royalty, on her statement too", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    signedInPage,
  }) => {
    // Two purchases, each with a mailed code, and three members' pages.
    test.setTimeout(180_000);
    const collector = await freshMemberPage();
    // A work of a new artist, bought from her through the gallery.
    const { id, title, artist } = await freshArtwork();
    const path = `/artwork/${id}`;
    await purchaseArtwork(collector.page, path, () =>
      mailedCode(adminPage, collector.member.email),
    );
    const firstListed = `Resale · first listed by ${artist.fullName}`;

    // In My Artwork it is a resale of hers; the collector offers it again at $2,000.
    await collector.page.goto(`/artist/artwork?q=${encodeURIComponent(title)}`);
    await waitForHydration(collector.page);
    const row = collector.page.getByRole("listitem", { name: title });
    await expect(row.getByText(firstListed)).toBeVisible();
    await row.getByRole("button", { name: `Actions for ${title}` }).click();
    await collector.page.getByRole("menuitem", { name: "Offer for resale" }).click();
    const dialog = collector.page.getByRole("dialog", { name: "Offer for resale" });
    // Available without a price: the server says so on the field.
    await dialog.getByLabel("Sale price").fill("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("Please enter a sale price to offer it for sale.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await dialog.getByLabel("Sale price").fill("2000");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(collector.page.getByText("Offered for resale")).toBeVisible();

    // Another member sees where the money goes and buys it.
    const buyer = await freshMemberPage();
    await buyer.page.goto(path);
    await waitForHydration(buyer.page);
    await expect(buyer.page.getByText(firstListed)).toBeVisible();
    await expect(buyer.page.getByTestId("money-split")).toHaveText(
      `Of $2,000: $1,800 to the seller, $100 resale royalty to ${artist.fullName} (the artist), $100 gallery fee`,
    );
    await purchaseArtwork(buyer.page, path, () => mailedCode(adminPage, buyer.member.email));

    // The first artist sees the royalty on her dashboard.
    const artistPage = await signedInPage(artist.email, artist.password);
    await artistPage.goto("/artist/dashboard");
    await expect(artistPage.getByTestId("resale-royalties").filter({ visible: true })).toHaveText(
      "Resale royalties: $100 from 1 resale of your work",
    );

    // Her earnings statement shows it as this month's line, opening onto the transaction.
    await artistPage.getByRole("link", { name: "Earnings" }).click();
    await expect(artistPage.getByRole("heading", { level: 1, name: "Earnings" })).toBeVisible();
    const line = artistPage
      .getByTestId("earnings-lines")
      .getByRole("row")
      .filter({ hasText: `Resale royalty: ${title}` });
    // Date, transaction, sales, leases, rent credits, royalties received, …
    await expect(line.getByRole("cell").nth(5)).toHaveText("$100");
    expect(await seriousA11yViolations(artistPage)).toEqual([]);
    await line.getByRole("link", { name: `Resale royalty: ${title}` }).click();
    const entries = artistPage.getByTestId("statement-entries");
    await expect(
      entries.getByRole("row").filter({ hasText: "Resale royalty to you (the artist)" }),
    ).toHaveText("Resale royalty to you (the artist)$100");
    await expect(entries.getByRole("row", { name: /^Balance/ })).toHaveText("Balance$0");
    expect(await seriousA11yViolations(artistPage)).toEqual([]);
  });
});
