import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, formatLeasePeriod } from "~/features/commerce";
import {
  checkLeaseDates,
  createTestPaymentProvider,
  galleryToday,
  setPaymentProvider,
} from "~/features/commerce/index.server";
import { formatDate } from "~/lib/format";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { buyArtwork, leaseArtwork } from "../../../../tests/support/payments";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { Purchases } from "./components/purchases";
import { listOwnTransactions } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
});

function text(element: React.ReactElement) {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>).replace(/<[^>]+>/g, "");
}

describe("the member's purchases and leases", () => {
  it("say a lease ends on the day checkout quoted (R-lease-end), not the day after", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const startDate = addDays(galleryToday(), 2);
    const quote = await checkLeaseDates(database.db, artwork.id, member.userId, {
      startDate,
      days: "27",
      durationType: "daily",
    });
    await leaseArtwork(database.db, member, artwork.id, startDate, 27);
    const shown = text(
      <Purchases purchases={await listOwnTransactions(database.db, member.userId)} />,
    );
    expect(shown).toContain(`Leased ${formatLeasePeriod(quote)}`);
    expect(shown).toContain(`– ${formatDate(addDays(startDate, 26))}`);
    expect(shown).not.toContain(formatDate(addDays(startDate, 27)));
  });

  it("say a lease the lessee cancelled by buying the work before it began is over", async () => {
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    await leaseArtwork(database.db, lessee, artwork.id, addDays(galleryToday(), 1), 3);
    await buyArtwork(database.db, lessee, artwork.id);
    const own = await listOwnTransactions(database.db, lessee.userId);
    expect(own.map((row) => [row.type, row.leasePhase])).toEqual([
      ["purchase", null],
      ["lease", "ended"],
    ]);
  });
});
