import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { buyArtwork } from "../../tests/support/payments";
import {
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader as earningsLoader } from "./artist-earnings";
import { loader as csvLoader } from "./artist-earnings-csv";
import { loader as transactionLoader } from "./artist-earnings-transaction";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let buyer: SignedIn;
let sale: string;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  buyer = await signedInMember(database.db);
  const work = await insertArtwork(database.db, artist.userId, {
    title: "Harbor",
    salePriceCents: 170_000,
  });
  ({ transactionId: sale } = await buyArtwork(database.db, buyer, work.id));
});
afterAll(async () => {
  await database.drop();
});

function args(request: Request, params: Record<string, string> = {}) {
  return { ...routeArgs(request), params } as never;
}

describe("the earnings pages", () => {
  it("send a signed-out visitor to sign in", async () => {
    const loads: (() => Promise<unknown>)[] = [
      () => earningsLoader(args(signedRequest("/artist/earnings", null))),
      () => csvLoader(args(signedRequest("/artist/earnings.csv", null))),
      () =>
        transactionLoader(
          args(signedRequest(`/artist/earnings/${sale}`, null), { transactionId: sale }),
        ),
    ];
    for (const run of loads) {
      const answer = await settle(run);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(302);
      expect((answer as Response).headers.get("Location")).toMatch(/^\/login\?/);
    }
  });

  it("show the member their own month, its line linked to the transaction", async () => {
    const page = await earningsLoader(args(artist.request("/artist/earnings")));
    expect(page.months).toHaveLength(1);
    expect(page.lines).toEqual([
      expect.objectContaining({
        transactionId: sale,
        role: "sale",
        salesCents: 170_000,
        netCents: 170_000,
      }),
    ]);
    expect(page.total.netCents).toBe(170_000);
    // The buyer was paid nothing: an empty statement.
    const buyers = await earningsLoader(args(buyer.request("/artist/earnings")));
    expect(buyers).toMatchObject({ months: [], lines: [], month: null });
    // A month without lines shows none.
    const empty = await earningsLoader(args(artist.request("/artist/earnings?month=1999-01")));
    expect(empty).toMatchObject({ month: "1999-01", lines: [] });
  });

  it("download as CSV, refusing a month that is not one", async () => {
    const csv = await csvLoader(args(artist.request("/artist/earnings.csv")));
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toBe('attachment; filename="earnings.csv"');
    const text = await csv.text();
    expect(text).toContain(`,${sale},Harbor,Sale,1700.00,`);
    const bad = await csvLoader(args(artist.request("/artist/earnings.csv?month=2026-13")));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe("A month is written YYYY-MM, e.g. 2026-11.");
  });

  it("open a transaction only to a member paid from it", async () => {
    const own = await transactionLoader(
      args(artist.request(`/artist/earnings/${sale}`), { transactionId: sale }),
    );
    expect(own.init?.status ?? 200).toBe(200);
    expect(own.data).toMatchObject({ found: true, transaction: { artworkTitle: "Harbor" } });
    for (const [who, id] of [
      [buyer, sale],
      [artist, randomUUID()],
      [artist, "not-a-transaction"],
    ] as const) {
      const other = await transactionLoader(
        args(who.request(`/artist/earnings/${id}`), { transactionId: id }),
      );
      expect(other.init?.status).toBe(404);
      expect(other.data).toEqual({ found: false });
    }
  });
});
