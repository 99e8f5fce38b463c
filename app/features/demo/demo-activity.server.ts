import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import {
  artworkViewDays,
  discoveryViews,
  leases,
  revealedContacts,
  transactions,
} from "~/db/schema";
import { splitPayment } from "~/features/commerce";
import { paymentEntries, writeEntries } from "~/features/commerce/index.server";
import { seededRandom } from "./seeded-random";

const DAY = 86_400_000;

/** The demo artworks as inserted, with what the activity needs of them. */
export type DemoActivityArtwork = {
  id: string;
  userId: string;
  title: string;
  salePriceCents: number | null;
  leaseDailyRateCents: number | null;
  leaseWeeklyRateCents: number | null;
  leaseMonthlyRateCents: number | null;
  isAvailable: boolean;
  viewCount: number;
  createdAt: Date;
};

type DemoActivityInput = {
  now: Date;
  /** Demo account ids by e-mail. */
  userIds: ReadonlyMap<string, string>;
  artworks: readonly DemoActivityArtwork[];
};

type Sale = { daysAgo: number; title: string; dollars: number; buyer: string };
type Lease = { daysAgo: number; days: number; lessee: string; status?: "pending" };
type ArtistActivity = { artist: string; sales: Sale[]; leases: Lease[] };

const MAYA = "artist@demo.gallery";
const THEO = "theo.vasquez@demo.gallery";
const JORDAN = "member@demo.gallery";
const PRIYA = "priya.natarajan@demo.gallery";
const ELENA = "elena.ruiz@demo.gallery";
const MARCUS = "curator@demo.gallery";

/**
 * Completed sales and leases, more of them lately, so the artist's dashboard
 * shows income growing. Sold works are no longer listed (their transactions
 * keep the title, as after a deletion), so the catalogue stays as planned.
 * Active leases fall on works that are for lease only where possible.
 */
const ACTIVITY: ArtistActivity[] = [
  {
    artist: MAYA,
    sales: [
      { daysAgo: 292, title: "Harbor Study No. 2", dollars: 650, buyer: ELENA },
      { daysAgo: 236, title: "Small Blue Field", dollars: 900, buyer: PRIYA },
      { daysAgo: 181, title: "Fells Point, Dusk", dollars: 1_450, buyer: MARCUS },
      { daysAgo: 131, title: "Waverly Market", dollars: 1_200, buyer: JORDAN },
      { daysAgo: 96, title: "Winter Light on the Falls", dollars: 2_100, buyer: PRIYA },
      { daysAgo: 61, title: "Morning Errands", dollars: 1_750, buyer: ELENA },
      { daysAgo: 39, title: "Canal in Green", dollars: 2_400, buyer: MARCUS },
      { daysAgo: 17, title: "Porch Light, October", dollars: 2_900, buyer: PRIYA },
      { daysAgo: 5, title: "Sketch for a Harbor", dollars: 850, buyer: ELENA },
    ],
    leases: [
      { daysAgo: 200, days: 45, lessee: MARCUS },
      { daysAgo: 140, days: 30, lessee: JORDAN },
      { daysAgo: 120, days: 60, lessee: PRIYA },
      { daysAgo: 90, days: 30, lessee: ELENA },
      { daysAgo: 60, days: 90, lessee: MARCUS },
      { daysAgo: 25, days: 60, lessee: PRIYA },
      { daysAgo: 2, days: 30, lessee: ELENA, status: "pending" },
    ],
  },
  {
    artist: THEO,
    sales: [
      { daysAgo: 170, title: "Pattern Book III", dollars: 450, buyer: PRIYA },
      { daysAgo: 44, title: "Hampden Rooftops", dollars: 800, buyer: MARCUS },
    ],
    leases: [{ daysAgo: 150, days: 30, lessee: ELENA }],
  },
];

/** Contacts revealed more than ten days ago, before the current allowance period began. */
const REVEALS: { by: string; of: string; daysAgo: number }[] = [
  { by: MAYA, of: "grace.adebayo@demo.gallery", daysAgo: 12 },
  { by: MAYA, of: THEO, daysAgo: 26 },
  { by: MAYA, of: "lena.kowalski@demo.gallery", daysAgo: 47 },
  { by: PRIYA, of: MAYA, daysAgo: 15 },
];

function utcDate(time: number) {
  return new Date(time).toISOString().slice(0, 10);
}

function leasePrice(artwork: DemoActivityArtwork, days: number) {
  if (artwork.leaseMonthlyRateCents) return artwork.leaseMonthlyRateCents * Math.ceil(days / 30);
  if (artwork.leaseWeeklyRateCents) return artwork.leaseWeeklyRateCents * Math.ceil(days / 7);
  return (artwork.leaseDailyRateCents ?? 0) * days;
}

function idOf(userIds: ReadonlyMap<string, string>, email: string) {
  const id = userIds.get(email);
  if (!id) throw new Error(`Demo activity for unknown account ${email}`);
  return id;
}

function payment(random: ReturnType<typeof seededRandom>) {
  return {
    paymentProvider: "test",
    paymentReference: `demo_${randomUUID()}`,
    cardBrand: random.pick(["visa", "mastercard", "amex"]),
    cardLast4: String(random.int(1000, 9999)),
  };
}

function plannedTransactions({ now, userIds, artworks }: DemoActivityInput) {
  const random = seededRandom("activity/transactions");
  const transactionRows: (typeof transactions.$inferInsert)[] = [];
  const leaseRows: (typeof leases.$inferInsert)[] = [];
  for (const { artist, sales, leases: planned } of ACTIVITY) {
    const artistId = idOf(userIds, artist);
    for (const sale of sales) {
      transactionRows.push({
        id: randomUUID(),
        userId: idOf(userIds, sale.buyer),
        artworkId: null,
        artistId,
        artworkTitle: sale.title,
        transactionType: "purchase",
        amountCents: sale.dollars * 100,
        status: "completed",
        createdAt: new Date(now.getTime() - sale.daysAgo * DAY),
        ...payment(random),
      });
    }

    // Available works only, lease-only ones first, so leases keep clear of works for sale.
    const candidates = artworks
      .filter(
        (a) =>
          a.userId === artistId &&
          a.isAvailable &&
          (a.leaseDailyRateCents || a.leaseWeeklyRateCents || a.leaseMonthlyRateCents),
      )
      .sort((a, b) => Number(a.salePriceCents !== null) - Number(b.salePriceCents !== null));
    const booked = new Map<string, { start: number; end: number }[]>();
    for (const lease of planned) {
      const paidAt = now.getTime() - lease.daysAgo * DAY;
      // A pending request starts next week; a completed lease starts the day it is paid.
      const start = lease.status === "pending" ? paidAt + 7 * DAY : paidAt;
      const end = start + lease.days * DAY;
      const artwork = candidates.find(
        (a) =>
          a.createdAt.getTime() < paidAt &&
          !(booked.get(a.id) ?? []).some((b) => b.start < end && start < b.end),
      );
      if (!artwork) continue;
      booked.set(artwork.id, [...(booked.get(artwork.id) ?? []), { start, end }]);
      const lesseeId = idOf(userIds, lease.lessee);
      const id = randomUUID();
      const status = lease.status ?? "completed";
      transactionRows.push({
        id,
        userId: lesseeId,
        artworkId: artwork.id,
        artistId,
        artworkTitle: artwork.title,
        transactionType: "lease",
        amountCents: leasePrice(artwork, lease.days),
        status,
        leaseStartDate: utcDate(start),
        leaseEndDate: utcDate(end),
        createdAt: new Date(paidAt),
        ...payment(random),
      });
      if (status === "completed") {
        leaseRows.push({
          transactionId: id,
          artworkId: artwork.id,
          lesseeId,
          startDate: utcDate(start),
          endDate: utcDate(end),
          createdAt: new Date(paidAt),
        });
      }
    }
  }
  return { transactionRows, leaseRows };
}

/**
 * Spreads each artwork's view count over the days since it was listed, with
 * a gentle rise towards today, so the monthly views chart has a history. The
 * days add up exactly to the artwork's view count.
 */
function plannedViewDays({ now, artworks }: DemoActivityInput) {
  const rows: (typeof artworkViewDays.$inferInsert)[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const artwork of artworks) {
    if (artwork.viewCount <= 0) continue;
    const random = seededRandom(`activity/views/${artwork.title}`);
    const listed = Date.UTC(
      artwork.createdAt.getUTCFullYear(),
      artwork.createdAt.getUTCMonth(),
      artwork.createdAt.getUTCDate(),
    );
    const days = Math.max(1, Math.round((today - listed) / DAY));
    const weights = Array.from({ length: days }, (_, index) => {
      const weekend = [0, 6].includes(new Date(listed + index * DAY).getUTCDay()) ? 1.4 : 1;
      return (1 + (2 * index) / days) * weekend * (0.5 + random.next());
    });
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    const shares = weights.map((weight) => (artwork.viewCount * weight) / total);
    const views = shares.map(Math.floor);
    let left = artwork.viewCount - views.reduce((sum, v) => sum + v, 0);
    const byRemainder = shares
      .map((share, index) => ({ index, rest: share - Math.floor(share) }))
      .sort((a, b) => b.rest - a.rest);
    for (const { index } of byRemainder) {
      if (left <= 0) break;
      views[index] = (views[index] ?? 0) + 1;
      left--;
    }
    views.forEach((count, index) => {
      if (count > 0) {
        rows.push({ artworkId: artwork.id, day: utcDate(listed + index * DAY), views: count });
      }
    });
  }
  return rows;
}

function plannedReveals({ now, userIds, artworks }: DemoActivityInput) {
  return REVEALS.flatMap(({ by, of, daysAgo }) => {
    const revealedAt = new Date(now.getTime() - daysAgo * DAY);
    const ownerId = idOf(userIds, of);
    const artwork = artworks.find((a) => a.userId === ownerId && a.createdAt < revealedAt);
    return artwork ? [{ userId: idOf(userIds, by), artworkId: artwork.id, revealedAt }] : [];
  });
}

/** How far back the demo's Discovery Mode views go, and how likely a member saw a work a day. */
const DISCOVERY_DAYS = 21;
const DISCOVERY_CHANCE = 0.12;

/**
 * Members' Discovery Mode views of others' available works over the last three
 * weeks, a third of them with a star spent, so the dashboard's 'Views from
 * Discovery Mode' has figures. None falls on today or yesterday: today's stars
 * are the members' own to spend (and the journeys count on them).
 */
function plannedDiscoveryViews({ now, userIds, artworks }: DemoActivityInput) {
  const random = seededRandom("activity/discovery");
  const members = [...userIds.values()];
  const rows: (typeof discoveryViews.$inferInsert)[] = [];
  for (const artwork of artworks) {
    if (!artwork.isAvailable) continue;
    for (let daysAgo = 2; daysAgo <= DISCOVERY_DAYS; daysAgo++) {
      const shownAt = new Date(now.getTime() - daysAgo * DAY);
      if (shownAt < artwork.createdAt) continue;
      for (const memberId of members) {
        if (memberId === artwork.userId || !random.chance(DISCOVERY_CHANCE)) continue;
        rows.push({
          memberId,
          artworkId: artwork.id,
          day: utcDate(shownAt.getTime()),
          ownerId: artwork.userId,
          shownAt,
          starSpentAt: random.chance(1 / 3) ? new Date(shownAt.getTime() + 4_000) : null,
        });
      }
    }
  }
  return rows;
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += 2000) {
    await insert(rows.slice(start, start + 2000));
  }
}

/** Every row of the demo history, without touching the database. */
export function planDemoActivity(input: DemoActivityInput) {
  return {
    ...plannedTransactions(input),
    reveals: plannedReveals(input),
    viewDays: plannedViewDays(input),
    discoveryViews: plannedDiscoveryViews(input),
  };
}

/**
 * The demo gallery's history: sales and leases (with their lease periods),
 * contacts revealed, and views per day. Runs inside the demo seed's
 * transaction, after the accounts and artworks are in.
 */
export async function seedDemoActivity(db: Database, input: DemoActivityInput) {
  const {
    transactionRows,
    leaseRows,
    reveals,
    viewDays,
    discoveryViews: discovered,
  } = planDemoActivity(input);
  if (transactionRows.length > 0) await db.insert(transactions).values(transactionRows);
  // Each completed sale and lease in the ledger, as checkout writes it: first sales, so
  // the artist is paid in full.
  await writeEntries(
    db,
    transactionRows.flatMap((row) => {
      if (row.status !== "completed" || !row.id) return [];
      const kind = row.transactionType === "lease" ? "lease" : "first-sale";
      return paymentEntries(row.id, kind, splitPayment(row.amountCents, kind), {
        sellerId: row.artistId ?? null,
        artistId: row.artistId ?? null,
      }).map((entry) => ({ ...entry, createdAt: row.createdAt }));
    }),
  );
  if (leaseRows.length > 0) await db.insert(leases).values(leaseRows);
  if (reveals.length > 0) await db.insert(revealedContacts).values(reveals);
  await insertInChunks(viewDays, (chunk) => db.insert(artworkViewDays).values(chunk));
  await insertInChunks(discovered, (chunk) => db.insert(discoveryViews).values(chunk));
  return {
    transactions: transactionRows.length,
    leases: leaseRows.length,
    reveals: reveals.length,
  };
}
