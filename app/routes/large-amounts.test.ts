import { and, desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { artworks, emailOutbox, ledgerEntries, transactions } from "~/db/schema";
import { MAX_PRICE_DOLLARS } from "~/features/catalogue";
import {
  completeCheckout,
  createTestPaymentProvider,
  galleryToday,
  setPaymentProvider,
  statementLines,
} from "~/features/commerce/index.server";
import { logger } from "~/lib/logger.server";
import * as editRoute from "~/routes/artist-artwork-edit";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { loader as searchLoader } from "~/routes/search";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { mailedCheckoutCode } from "../../tests/support/payments";
import {
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";

/**
 * Amounts past a 32-bit integer of cents ($21,474,836.47), up to what the
 * forms take: prices, a long lease's total, the ledger and receipt, and the
 * search's price bounds.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let artist: SignedIn;
let errorsLogged: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
beforeEach(() => {
  errorsLogged = vi.spyOn(logger, "error");
});
afterEach(() => {
  errorsLogged.mockRestore();
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
  await media.remove();
});

describe("an artwork priced at the form's limits", () => {
  it("saves $99,999,999.99 for sale and high lease rates, and reads them back exactly", async () => {
    const request = postForm(
      artist,
      "/artist/artwork/upload",
      artworkForm(
        {
          title: "The Dearest Harbour",
          salePrice: "99999999.99",
          leaseDailyRate: "100000000",
          leaseWeeklyRate: "99999999.99",
          leaseMonthlyRate: "21474836.48",
        },
        [{ file: await jpeg(60, 40) }],
      ),
    );
    const saved = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(saved.status).toBe(302);
    const [row] = await database.db
      .select()
      .from(artworks)
      .where(and(eq(artworks.userId, artist.userId), eq(artworks.title, "The Dearest Harbour")));
    expect(row).toMatchObject({
      salePriceCents: 9_999_999_999,
      leaseDailyRateCents: 10_000_000_000,
      leaseWeeklyRateCents: 9_999_999_999,
      leaseMonthlyRateCents: 2_147_483_648,
    });
    const edit = await editRoute.loader(
      argsWith(artist.request(`/artist/artwork/edit/${row!.id}`), { id: row!.id }),
    );
    expect(edit.values).toMatchObject({
      salePrice: "99999999.99",
      leaseDailyRate: "100000000",
      leaseWeeklyRate: "99999999.99",
      leaseMonthlyRate: "21474836.48",
    });
    expect(errorsLogged).not.toHaveBeenCalled();
  });
});

describe("a long lease of an expensive work", () => {
  it("is charged, recorded in the ledger and receipted to the exact cent", async () => {
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId, {
      title: "The Long Lease",
      leaseDailyRateCents: 9_999_999_999,
    });
    const code = await mailedCheckoutCode(database.db, lessee, artwork.id);

    // 30 days at $99,999,999.99 a day: $2,999,999,999.70.
    const leased = await completeCheckout(database.db, lessee.userId, {
      artworkId: artwork.id,
      type: "lease",
      code,
      card: GOOD_CARD,
      lease: { startDate: galleryToday(), days: "30", durationType: "daily" },
    });
    const total = 299_999_999_970;
    expect(leased.amountCents).toBe(total);

    const [record] = await database.db
      .select({ amountCents: transactions.amountCents })
      .from(transactions)
      .where(eq(transactions.id, leased.transactionId));
    expect(record).toEqual({ amountCents: total });
    const entries = await database.db
      .select({ account: ledgerEntries.account, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, leased.transactionId));
    expect(entries).toContainEqual({ account: "buyer_payments", amountCents: -total });
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(0);
    for (const entry of entries) expect(Number.isSafeInteger(entry.amountCents)).toBe(true);

    // The artist's statement sums the entries (numeric in SQL) back into exact numbers.
    const [line] = await statementLines(database.db, artist.userId);
    expect(line?.transactionId).toBe(leased.transactionId);
    expect(line?.leasesCents).toBe(total);
    expect(line?.netCents).toBe(total + (line?.feesCents ?? 0));

    // The receipt joined the outbox with the lease itself.
    const [receipt] = await database.db
      .select({ text: emailOutbox.textBody })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, lessee.email), eq(emailOutbox.kind, "receipt")))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    expect(receipt?.text).toContain("Amount paid: $2,999,999,999.70");
    expect(errorsLogged).not.toHaveBeenCalled();
  });
});

describe("search price bounds past a 32-bit integer of cents", () => {
  /** Titles of the works a /search query finds, in price order. */
  async function found(query: string) {
    const page = await searchLoader(
      routeArgs(signedRequest(`/search?sort=price_asc&${query}`, null)) as never,
    );
    const cards = page.results?.cards ?? [];
    return {
      state: page.state,
      titles: cards.map((card) => card.title),
      prices: Object.fromEntries(cards.map((card) => [card.title, card.salePriceCents])),
    };
  }

  beforeAll(async () => {
    const priced = [
      ["Bound Modest", 120_000],
      ["Bound Just Below", 2_147_483_600],
      ["Bound Just Above", 2_147_483_800],
      ["Bound Fifty Million", 5_000_000_000],
      ["Bound Dearest", 9_999_999_999],
    ] as const;
    for (const [title, salePriceCents] of priced) {
      await insertArtwork(database.db, artist.userId, { title, salePriceCents });
    }
  });

  const bound = (titles: string[]) => titles.filter((title) => title.startsWith("Bound "));

  it("finds what the bound allows, with no error", async () => {
    // The cards' prices are numbers, read from raw SQL on either database.
    expect((await found("maxPrice=99999999")).prices).toMatchObject({
      "Bound Modest": 120_000,
      "Bound Fifty Million": 5_000_000_000,
    });
    expect(bound((await found("maxPrice=21474836")).titles)).toEqual([
      "Bound Modest",
      "Bound Just Below",
    ]);
    expect(bound((await found("maxPrice=21474837")).titles)).toEqual([
      "Bound Modest",
      "Bound Just Below",
    ]);
    expect(bound((await found("maxPrice=21474838")).titles)).toEqual([
      "Bound Modest",
      "Bound Just Below",
      "Bound Just Above",
    ]);
    expect(bound((await found("maxPrice=99999999")).titles)).toEqual([
      "Bound Modest",
      "Bound Just Below",
      "Bound Just Above",
      "Bound Fifty Million",
    ]);
    expect(bound((await found(`maxPrice=${MAX_PRICE_DOLLARS}`)).titles)).toEqual([
      "Bound Modest",
      "Bound Just Below",
      "Bound Just Above",
      "Bound Fifty Million",
      "Bound Dearest",
    ]);
    expect(bound((await found("minPrice=21474837")).titles)).toEqual([
      "Bound Just Above",
      "Bound Fifty Million",
      "Bound Dearest",
    ]);
    expect(errorsLogged).not.toHaveBeenCalled();
  });

  it("ignores a bound above the highest price a work may ask, like any bad parameter", async () => {
    const unbounded = await found("");
    for (const query of [
      `maxPrice=${MAX_PRICE_DOLLARS + 1}`,
      "maxPrice=99999999999999999999",
      `minPrice=${MAX_PRICE_DOLLARS + 1}`,
      "maxPrice=-5",
      "maxPrice=NaN",
    ]) {
      const result = await found(query);
      expect(result.state, query).toMatchObject({ minPrice: null, maxPrice: null });
      expect(result.titles, query).toEqual(unbounded.titles);
    }
    expect(errorsLogged).not.toHaveBeenCalled();
  });
});
