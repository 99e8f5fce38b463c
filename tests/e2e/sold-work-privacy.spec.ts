import { mailedCode, purchaseArtwork } from "./checkout-steps";
import { expect, type Page, seriousA11yViolations, test, waitForHydration } from "./fixtures";

// A new member buys a new artist's work; another new member looks at it afterwards.

/** The artist credited and 'Questions about this piece?' as the page shows them. */
async function credits(page: Page) {
  return {
    artist: await page.getByText(/^by /).first().textContent(),
    questions: await page
      .getByRole("link", { name: "Questions about this piece?" })
      .getAttribute("href"),
  };
}

test.describe("a sold work's page", () => {
  test("credits the original artist and reveals nobody's contact after a purchase", async ({
    freshMemberPage,
    freshArtwork,
    adminPage,
    baseURL,
  }) => {
    // An artist-managed work on offer, which members may buy and reveal.
    const { path, artist } = await freshArtwork({ manageOwnSales: true });
    const { page } = await freshMemberPage();
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "Reveal Contact" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Purchase", exact: true })).toBeVisible();
    const before = await credits(page);
    const presenterName =
      (await page.getByText("Presented by").getByRole("link").textContent()) ?? "";
    expect(presenterName).toBe(artist.fullName);
    expect(before.questions).toMatch(/^\/messages\?to=[0-9a-f-]{36}&artwork=/);

    const buyer = await freshMemberPage();
    await purchaseArtwork(buyer.page, path, () => mailedCode(adminPage, buyer.member.email));

    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByText(/has been sold and is part of a private collection/)).toBeVisible();
    // The same artist is credited and asked: never the collector. Nobody offers the
    // work now, so nobody presents it (R-artwork-lifecycle).
    expect(await credits(page)).toEqual(before);
    await expect(page.getByText("Presented by")).toHaveCount(0);
    // No reveal is offered, and the page and its data carry none of the buyer's contact.
    await expect(page.getByRole("region", { name: "Contact the artist" })).toHaveCount(0);
    await expect(page.getByText("Reveal Contact")).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toContain(buyer.member.email);
    // Every new member registers with (410) 555-0177.
    expect(html).not.toContain("5550177");
    expect(html).not.toContain("555-0177");
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Asking the server directly is refused with a clear message, and costs nothing.
    const answer = await page.request.post("/api/reveal-contact", {
      form: { artworkId: path.split("/").pop() ?? "" },
      headers: { Accept: "application/json", Origin: baseURL! },
    });
    expect(answer.status()).toBe(409);
    const body = await answer.text();
    expect(body).toContain("no longer available");
    expect(body).not.toContain(buyer.member.email);

    // 'Questions about this piece?' writes to the original artist.
    await page.getByRole("link", { name: "Questions about this piece?" }).click();
    await page.waitForURL(/\/messages/);
    await expect(page.getByRole("heading", { name: presenterName, level: 2 })).toBeVisible();
    await expect(page.getByRole("textbox", { name: `Message ${presenterName}` })).toBeVisible();
  });
});
