import { type AnyColumn, asc, eq, inArray, or, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  artworkImages,
  artworks,
  leases,
  ledgerEntries,
  provenance,
  revealedContacts,
  transactions,
} from "~/db/schema";
import { ARTWORK_MEDIUMS, type LifecycleAction } from "~/features/catalogue";
import { addDays, type RecordedFacts, recordedFacts } from "~/features/commerce";
import {
  createTestPaymentProvider,
  galleryToday,
  provenanceChain,
  setPaymentProvider,
  verifyProvenance,
} from "~/features/commerce/index.server";
import { env } from "~/lib/env.server";
import { GOOD_CARD } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  type FormImage,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { latestCheckoutCode } from "../../tests/support/payments";
import { revealsLeft } from "../../tests/support/reveals";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import * as revealRoute from "./api.reveal-contact";
import * as listRoute from "./artist-artwork";
import * as editRoute from "./artist-artwork-edit";
import * as uploadRoute from "./artist-artwork-upload";
import * as earningsRoute from "./artist-earnings";
import * as pageRoute from "./artwork";
import * as certificateRoute from "./artwork-certificate";
import * as checkoutRoute from "./checkout";
import * as profileRoute from "./profile";

// Model-based test of one artwork's whole life (R-artwork-lifecycle, ADR 0016):
// random sequences of what its artist, two members and an admin do to it
// (list, withdraw, edit its facts or its offer, lease, extend, buy with or
// without rent credit, offer it for resale, delete it, reveal its artist's
// contact, download its certificate) and of days passing, each through the
// routes the app uses. A plain model predicts, step by step, whether the
// server accepts each action and what it then holds; after every step the
// database is compared with the model, and the invariants of the money, the
// leases, the provenance and the pages are checked.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
/** Photos the steps upload: made once, so a step is the same whenever it runs. */
let photos: Uint8Array[];

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  setPaymentProvider(createTestPaymentProvider());
  photos = await Promise.all([jpeg(64, 48, "#3a6ea5"), jpeg(48, 64, "#a53a6e")]);
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await database.drop();
  await media.remove();
});

// ---- The model -------------------------------------------------------------

/** Who acts: 0 the original artist, 1 and 2 members, 3 an admin (a member here). */
type Who = 0 | 1 | 2 | 3;
const ARTIST: Who = 0;
const NAMES = ["artist", "member A", "member B", "admin"] as const;
/** Who a step names: one of them, or whoever owns the work or holds a lease of it when it runs. */
type Actor = Who | "owner" | "lessee";
const nameOf = (actor: Actor) => (typeof actor === "number" ? NAMES[actor] : `the ${actor}`);

/** The work's facts, the artist's: frozen from its first sale. */
type Facts = {
  title: string;
  medium: string;
  description: string;
  width: number | null;
  height: number | null;
  unit: string | null;
  /** Not on the form: it stays as uploaded. */
  year: number | null;
  images: number;
};

type Lease = {
  lessee: Who;
  /** Who was paid its rent: the owner when it was leased. */
  payee: Who;
  paidCents: number;
  /** The period paid for, [start, end). */
  paidStart: string;
  paidEnd: string;
  /**
   * The lease row's (exclusive) end: the paid end, or the day its lessee bought
   * the work; null once the row is gone (cancelled by that purchase, or the work deleted).
   */
  heldUntil: string | null;
  /** Its place among the sequence's payments. */
  order: number;
};

type Model = {
  deleted: boolean;
  owner: Who;
  /** Bought at least once. */
  sold: boolean;
  offered: boolean;
  salePriceCents: number | null;
  leaseRateCents: number | null;
  manageOwnSales: boolean;
  facts: Facts;
  /** The facts as they were when it was first bought. */
  factsAtFirstSale: Facts | null;
  leases: Lease[];
  /** Completed purchases and leases, in order. */
  payments: { payer: Who; type: "purchase" | "lease"; amountCents: number }[];
  /** Each member's ledger sum (what the gallery owes them). */
  balances: number[];
  revealsLeft: number[];
  revealed: boolean[];
};

const overlaps = (aStart: string, aEnd: string, bStart: string, bEnd: string) =>
  aStart < bEnd && bStart < aEnd;

/** Leases whose rows still hold the work on `today` or later: active or upcoming. */
function held(model: Model, today: string) {
  return model.leases
    .filter((lease) => lease.heldUntil !== null && lease.heldUntil > today)
    .sort((a, b) => a.paidStart.localeCompare(b.paidStart));
}

const isActive = (lease: Lease, today: string) =>
  lease.heldUntil !== null && lease.paidStart <= today && today < lease.heldUntil;

/** Who someone is to the work: its owner, a lessee, its artist (no longer owning it), or another member. */
function partOf(model: Model, who: Who, today: string) {
  if (who === model.owner) return "owner";
  if (held(model, today).some((lease) => lease.lessee === who)) return "lessee";
  return who === ARTIST ? "artist" : "member";
}

/** The member an actor names when the step runs (the lessee: of the first lease holding it, else the last). */
function whoIs(model: Model, actor: Actor, today: string): Who {
  if (actor === "owner") return model.owner;
  if (actor === "lessee") return held(model, today)[0]?.lessee ?? model.leases.at(-1)?.lessee ?? 1;
  return actor;
}

/** Lease rows taking any day of [start, end). */
function leaseRowOver(model: Model, start: string, end: string) {
  return model.leases.some(
    (lease) => lease.heldUntil !== null && overlaps(lease.paidStart, lease.heldUntil, start, end),
  );
}

/** The first day from `today` no lease holds, when a lease holds today. */
function leaseFrom(model: Model, today: string): string | null {
  let free = today;
  for (const lease of held(model, today)) {
    if (lease.paidStart > free) break;
    if ((lease.heldUntil as string) > free) free = lease.heldUntil as string;
  }
  return free > today ? free : null;
}

/**
 * ADR 0016's table, as the model reads it: what `who` (null: a member with no
 * part in the work, as a visitor is offered) may do to the work now.
 */
function allowedFor(model: Model, who: Who | null, today: string): Set<LifecycleAction> {
  const may = new Set<LifecycleAction>();
  if (model.deleted) return may;
  const running = held(model, today);
  if (who === model.owner) {
    may.add("edit-offer").add("list").add("withdraw").add("download-certificate");
    if (who !== ARTIST) may.add("resell");
    // The facts are the artist's until the first sale; only then, and unleased, may it go.
    if (who === ARTIST && !model.sold) {
      may.add("edit-facts");
      if (running.length === 0) may.add("delete");
    }
    return may;
  }
  if (model.offered && model.leaseRateCents) may.add("lease");
  // Nobody buys a work from under someone else's lease.
  if (model.offered && model.salePriceCents && running.every((lease) => lease.lessee === who)) {
    may.add("buy");
  }
  // An extension is a lease: on offer, at its lease rate, from the lessee's active lease.
  if (
    model.offered &&
    model.leaseRateCents &&
    running.some((lease) => lease.lessee === who && isActive(lease, today))
  ) {
    may.add("extend");
  }
  // The artist's contact, while they sell it themselves.
  if (model.offered && model.manageOwnSales && model.owner === ARTIST) may.add("reveal-contact");
  return may;
}

/** The gallery's rates (its settings), in basis points. */
function rates() {
  const config = env();
  return {
    sale: config.GALLERY_FEE_BPS,
    lease: config.LEASE_FEE_BPS,
    resale: config.RESALE_FEE_BPS,
    royalty: config.RESALE_ROYALTY_BPS,
    rentCredit: config.RENT_CREDIT_BPS,
  };
}
const part = (cents: number, bps: number) => Math.floor((cents * bps) / 10_000);

/** What the seller (or lessor) keeps of a payment, and the original artist's royalty. */
function shares(cents: number, kind: "sale" | "lease" | "resale") {
  const rate = rates();
  const royalty = kind === "resale" ? part(cents, rate.royalty) : 0;
  const fee = part(cents, rate[kind]);
  return { seller: cents - royalty - fee, royalty };
}

const daysFrom = (from: string, to: string) =>
  Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));

/** R-rent-to-own: what a lease's days not yet used on `today` were paid, rounded up. */
function unusedCents(lease: Lease, today: string) {
  const paidDays = daysFrom(lease.paidStart, lease.paidEnd);
  const from = today > lease.paidStart ? today : lease.paidStart;
  return Math.ceil(
    (lease.paidCents * Math.min(paidDays, daysFrom(from, lease.paidEnd))) / paidDays,
  );
}

/**
 * R-rent-to-own: what `buyer` pays for the work today. Their leases of it end:
 * the unused days come back in full; half the rent of the days used since
 * they last bought it, paid to its owner, comes off too, at most half the
 * price and at most what the unused days leave of it.
 */
function purchaseQuote(model: Model, buyer: Who, today: string) {
  const price = model.salePriceCents ?? 0;
  const ending = held(model, today)
    .filter((lease) => lease.lessee === buyer)
    .map((lease) => ({ lease, unused: unusedCents(lease, today) }));
  const unused = ending.reduce((total, { unused }) => total + unused, 0);
  const unusedFromOwner = ending
    .filter(({ lease }) => lease.payee === model.owner)
    .reduce((total, { unused }) => total + unused, 0);
  const lastBought = model.payments.findLastIndex(
    (payment) => payment.type === "purchase" && payment.payer === buyer,
  );
  const rentPaid = model.leases
    .filter((lease) => lease.lessee === buyer && lease.payee === model.owner)
    .filter((lease) => lease.order > lastBought)
    .reduce((total, lease) => total + lease.paidCents, 0);
  const usedRent = Math.max(0, rentPaid - unusedFromOwner);
  const share =
    usedRent > 0 && price > 0
      ? Math.min(part(usedRent, rates().rentCredit), Math.floor(price / 2))
      : 0;
  const rentCredit = Math.min(share, Math.max(0, price - unused));
  return {
    price,
    ending,
    credit: rentCredit + unused,
    rentCredit,
    amount: price - rentCredit - unused,
  };
}

/** What a step is expected to answer: accepted (200 or a redirect), or refused with its code. */
type Expected = { status: number; code?: string };
const accepted = (status = 302): Expected => ({ status });
const refused = (status: number, code?: string): Expected => ({ status, code });

/**
 * A save on a work that is not the member's: a former owner (its artist, or
 * a buyer it was sold on from) is told it was sold from under them (409),
 * anyone else that it was not found (404).
 */
function notYours(model: Model, who: Who, soldCode: string, notFoundCode: string) {
  const former =
    !model.deleted &&
    (who === ARTIST ||
      model.payments.some((payment) => payment.type === "purchase" && payment.payer === who));
  return former ? refused(409, soldCode) : refused(404, notFoundCode);
}

// ---- The app -----------------------------------------------------------------

type Real = {
  who: SignedIn[];
  artworkId: string;
  /** Per model lease: its transaction and its lease row. */
  leaseTransactions: string[];
  leaseRows: string[];
  /** The work's images, in order, as last saved. */
  imageIds: string[];
  /** The images when it was first bought. */
  imageIdsAtFirstSale: string[] | null;
  /** The ledger the statements were last read against. */
  statementsOf: string;
};

type Answer = { status: number; body: unknown };

/** The status of an answer and, when it refuses, its code and message. */
function expectAnswer(step: string, answer: Answer, expected: Expected) {
  const body = (answer.body ?? {}) as { code?: string; error?: string };
  const refusal = expected.status >= 400;
  expect({ step, status: answer.status, code: body.code, error: body.error }).toEqual({
    step,
    status: expected.status,
    code: expected.code,
    // Every refusal says why (a 404 of a download is the plain not-found page).
    error: refusal && expected.code ? expect.stringMatching(/\w/) : undefined,
  });
}

async function checkoutStep(
  who: SignedIn,
  artworkId: string,
  query: string,
  fields: Record<string, string>,
) {
  const path = `/checkout/${artworkId}?${query}`;
  return outcome(
    await settle(() =>
      checkoutRoute.action({
        ...routeArgs(formPost(path, fields, who.cookie)),
        params: { artworkId },
      } as never),
    ),
  );
}

/**
 * The checkout as the page runs it: each step in turn (the dates, then the
 * e-mailed code, then the card), until one refuses; answers the last.
 */
async function checkout(
  who: SignedIn,
  artworkId: string,
  query: string,
  lease: Record<string, string> | null,
  expectedTotal?: number,
): Promise<Answer> {
  if (lease) {
    const dates = await checkoutStep(who, artworkId, query, { intent: "check-lease", ...lease });
    if (dates.status !== 200) return dates;
  }
  const sent = await checkoutStep(who, artworkId, query, { intent: "send-code" });
  if (sent.status !== 200) return sent;
  const code = await latestCheckoutCode(database.db, who);
  return checkoutStep(who, artworkId, query, {
    intent: "complete",
    code,
    ...GOOD_CARD,
    ...(lease ?? {}),
    ...(expectedTotal === undefined ? {} : { expectedTotal: String(expectedTotal) }),
  });
}

type EditPage = Awaited<ReturnType<typeof editRoute.loader>>;

/** The edit page as `who` opens it: its data, or the status it answered. */
async function editPage(who: SignedIn, id: string): Promise<EditPage | number> {
  const loaded = await settle(() =>
    editRoute.loader(argsWith(who.request(`/artist/artwork/edit/${id}`), { id })),
  );
  return loaded instanceof Response ? loaded.status : loaded;
}

/**
 * Saves the edit form with `changes`, as loaded by the owner; anyone else
 * cannot load it and sends the fields as they see them on the artwork page.
 */
async function saveEdit(
  model: Model,
  real: Real,
  who: Who,
  changes: Record<string, string>,
  images: "keep" | "add" | "replace" = "keep",
): Promise<Answer> {
  const member = real.who[who] as SignedIn;
  const page = await editPage(member, real.artworkId);
  expect(typeof page === "number" ? page : 200, "only its owner opens the editor").toBe(
    !model.deleted && who === model.owner ? 200 : 404,
  );
  const fields =
    typeof page === "number"
      ? {
          title: model.facts.title,
          medium: model.facts.medium,
          description: model.facts.description,
          width: String(model.facts.width ?? ""),
          height: String(model.facts.height ?? ""),
        }
      : Object.fromEntries(Object.entries(page.values).map(([key, value]) => [key, String(value)]));
  const kept: FormImage[] = (
    typeof page === "number" ? real.imageIds : page.images.map((image) => image.imageId)
  ).map((id) => ({ existing: id }));
  const sent: FormImage[] =
    images === "keep"
      ? kept
      : images === "add"
        ? [...kept, { file: photos[0] as Uint8Array, name: "another-view.jpg" }]
        : [{ file: photos[1] as Uint8Array, name: "new-photo.jpg" }];
  const request = postForm(
    member,
    `/artist/artwork/edit/${real.artworkId}`,
    artworkForm({ ...fields, ...changes }, sent),
  );
  return outcome(await settle(() => editRoute.action(argsWith(request, { id: real.artworkId }))));
}

async function listAction(who: SignedIn, fields: Record<string, string>) {
  const request = formPost("/artist/artwork", fields, who.cookie);
  return outcome(await settle(() => listRoute.action(argsWith(request))));
}

const dollars = (cents: number | null) => (cents === null ? "" : String(cents / 100));

/** The work's image ids in order. */
async function imageIdsOf(artworkId: string) {
  const rows = await database.db
    .select({ id: artworkImages.id })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position));
  return rows.map((row) => row.id);
}

// ---- What the database holds, against the model --------------------------------

async function readWorld(real: Real) {
  const { db } = database;
  const ids = real.who.map((member) => member.userId);
  const indexOf = (id: string | null) => (id === null ? null : ids.indexOf(id));
  const [work] = await db
    .select({
      ownerId: artworks.userId,
      artistId: artworks.artistId,
      isAvailable: artworks.isAvailable,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      manageOwnSales: artworks.manageOwnSales,
      title: artworks.title,
      medium: artworks.medium,
      description: artworks.description,
      width: artworks.width,
      height: artworks.height,
      dimensionUnit: artworks.dimensionUnit,
      creationYear: artworks.creationYear,
    })
    .from(artworks)
    .where(eq(artworks.id, real.artworkId));
  const paid = await db
    .select({
      id: transactions.id,
      userId: transactions.userId,
      artworkId: transactions.artworkId,
      type: transactions.transactionType,
      amountCents: transactions.amountCents,
      status: transactions.status,
      startDate: transactions.leaseStartDate,
      endDate: transactions.leaseEndDate,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(inArray(transactions.userId, ids))
    .orderBy(asc(transactions.createdAt), asc(transactions.id));
  const paidIds = paid.map((row) => row.id);
  const entries =
    paidIds.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerEntries.transactionId,
            account: ledgerEntries.account,
            memberId: ledgerEntries.memberId,
            kind: ledgerEntries.kind,
            amountCents: ledgerEntries.amountCents,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.transactionId, paidIds));
  const owed = await db
    .select({ memberId: ledgerEntries.memberId, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.memberId, ids));
  const rows = await db
    .select({
      id: leases.id,
      transactionId: leases.transactionId,
      artworkId: leases.artworkId,
      lesseeId: leases.lesseeId,
      startDate: leases.startDate,
      endDate: leases.endDate,
    })
    .from(leases)
    .where(
      paidIds.length === 0
        ? eq(leases.artworkId, real.artworkId)
        : or(eq(leases.artworkId, real.artworkId), inArray(leases.transactionId, paidIds)),
    );
  const entriesOfChain = await db
    .select({
      event: provenance.event,
      ownerId: provenance.ownerId,
      transactionId: provenance.transactionId,
    })
    .from(provenance)
    .where(eq(provenance.artworkId, real.artworkId))
    .orderBy(asc(provenance.position));
  const revealed = await db
    .select({ userId: revealedContacts.userId })
    .from(revealedContacts)
    .where(eq(revealedContacts.artworkId, real.artworkId));
  return {
    work: work ?? null,
    images: await imageIdsOf(real.artworkId),
    paid,
    entries,
    owed: ids.map((id) =>
      owed.filter((row) => row.memberId === id).reduce((total, row) => total + row.amountCents, 0),
    ),
    rows,
    chain: entriesOfChain,
    revealed: revealed.map((row) => indexOf(row.userId)).sort(),
    indexOf,
  };
}

type World = Awaited<ReturnType<typeof readWorld>>;

/** The work's facts as stored. */
function factsOf({ work, images }: World): Facts | null {
  if (!work) return null;
  const { title, medium, description, width, height, dimensionUnit: unit } = work;
  return {
    title,
    medium,
    description,
    width,
    height,
    unit,
    year: work.creationYear,
    images: images.length,
  };
}

/** The database holds what the model says: the work, its leases, the money, the reveals. */
function expectWorldIsModel(model: Model, real: Real, world: World) {
  const { work } = world;
  if (model.deleted) {
    expect(work, "the work is gone").toBeNull();
  } else {
    expect(work, "the work is there").not.toBeNull();
    expect({
      owner: world.indexOf(work?.ownerId ?? null),
      offered: work?.isAvailable,
      salePriceCents: work?.salePriceCents,
      leaseRateCents: work?.leaseDailyRateCents,
      manageOwnSales: work?.manageOwnSales,
      facts: factsOf(world),
      sold: world.chain.some((entry) => entry.event === "purchase"),
    }).toEqual({
      owner: model.owner,
      offered: model.offered,
      salePriceCents: model.salePriceCents,
      leaseRateCents: model.leaseRateCents,
      manageOwnSales: model.manageOwnSales,
      facts: model.facts,
      sold: model.sold,
    });
  }
  expect(
    world.paid.map((row) => ({
      payer: world.indexOf(row.userId),
      type: row.type,
      amountCents: row.amountCents,
      status: row.status,
    })),
    "the purchases and leases paid",
  ).toEqual(model.payments.map((payment) => ({ ...payment, status: "completed" })));
  expect(
    model.leases.map((_, index) => {
      const transaction = world.paid.find((row) => row.id === real.leaseTransactions[index]);
      const row = world.rows.find((lease) => lease.transactionId === real.leaseTransactions[index]);
      return {
        lessee: world.indexOf(transaction?.userId ?? null),
        paidCents: transaction?.amountCents,
        paid: [transaction?.startDate, transaction?.endDate],
        row: row ? [world.indexOf(row.lesseeId), row.startDate, row.endDate] : null,
      };
    }),
    "the leases",
  ).toEqual(
    model.leases.map((lease) => ({
      lessee: lease.lessee,
      paidCents: lease.paidCents,
      paid: [lease.paidStart, lease.paidEnd],
      row: lease.heldUntil === null ? null : [lease.lessee, lease.paidStart, lease.heldUntil],
    })),
  );
  expect(world.rows.filter((row) => row.artworkId === real.artworkId)).toHaveLength(
    model.leases.filter((lease) => lease.heldUntil !== null).length,
  );
  expect(world.owed, "what the gallery owes each of them").toEqual(model.balances);
  expect(world.revealed, "who revealed the artist's contact").toEqual(
    model.revealed.flatMap((yes, who) => (yes ? [who] : [])),
  );
}

/** The invariants, whatever the model says, read from the database. */
function expectInvariants(model: Model, real: Real, world: World, today: string) {
  // Every transaction's ledger entries sum to zero, and every payment has them.
  for (const row of world.paid) {
    const own = world.entries.filter((entry) => entry.transactionId === row.id);
    expect(own.length, `entries of ${row.type} ${row.id}`).toBeGreaterThan(0);
    expect(
      own.reduce((total, entry) => total + entry.amountCents, 0),
      `balance of ${row.id}`,
    ).toBe(0);
  }
  // No two leases of the work share a day.
  const rows = world.rows.filter((row) => row.artworkId === real.artworkId);
  for (const [i, a] of rows.entries()) {
    for (const b of rows.slice(i + 1)) {
      expect(
        overlaps(a.startDate, a.endDate, b.startDate, b.endDate),
        `leases ${a.startDate}–${a.endDate} and ${b.startDate}–${b.endDate} overlap`,
      ).toBe(false);
    }
  }
  // No paid lease is left without its work or its refund: its row holds the period
  // paid for, or it ended (or never began) because its lessee bought the work, whose
  // purchase gave the unused days back; a deleted work's leases had all ended.
  for (const lease of world.paid.filter((row) => row.type === "lease")) {
    const row = world.rows.find((held) => held.transactionId === lease.id);
    if (row && row.startDate === lease.startDate && row.endDate === lease.endDate) continue;
    if (lease.artworkId === null) {
      expect(lease.endDate! <= today, `a lease of a deleted work ended (${lease.endDate})`).toBe(
        true,
      );
      continue;
    }
    const credited = world.paid.some(
      (purchase) =>
        purchase.type === "purchase" &&
        purchase.userId === lease.userId &&
        purchase.artworkId === lease.artworkId &&
        purchase.createdAt > lease.createdAt &&
        world.entries.some(
          (entry) =>
            entry.transactionId === purchase.id && entry.kind === "refund" && entry.amountCents < 0,
        ),
    );
    expect(credited, `lease ${lease.id} cut short without its lessee's purchase crediting it`).toBe(
      true,
    );
    if (row) expect(row.startDate === lease.startDate && row.endDate < lease.endDate!).toBe(true);
  }
  if (!world.work) return;
  // One owner at a time: the chain's last entry, each purchase recorded once, by its buyer.
  const purchases = world.paid.filter(
    (row) => row.type === "purchase" && row.artworkId === real.artworkId,
  );
  expect(world.chain[0]).toMatchObject({ event: "upload", ownerId: real.who[ARTIST]?.userId });
  expect(world.chain.at(-1)?.ownerId, "the last provenance entry names the owner").toBe(
    world.work.ownerId,
  );
  expect(
    world.chain
      .filter((entry) => entry.event === "purchase")
      .map((entry) => [entry.transactionId, entry.ownerId]),
  ).toEqual(purchases.map((row) => [row.id, row.userId]));
  // The work's facts never change after its first sale: as they were then, the same images.
  if (model.factsAtFirstSale) {
    expect(
      { ...factsOf(world), images: world.images },
      "the facts recorded at the first sale",
    ).toEqual({ ...model.factsAtFirstSale, images: real.imageIdsAtFirstSale });
  }
}

/** What each of them is shown: the offer on the artwork page, My Artwork, the editor, the statement, the profile. */
async function expectPagesAsModelled(model: Model, real: Real, world: World, today: string) {
  const id = real.artworkId;
  for (const who of [null, 0, 1, 2, 3] as const) {
    const label = who === null ? "a visitor" : NAMES[who];
    const request =
      who === null
        ? signedRequest(`/artwork/${id}`, null)
        : (real.who[who] as SignedIn).request(`/artwork/${id}`);
    const loaded = await pageRoute.loader({ ...routeArgs(request), params: { id } } as never);
    const answered = await outcome(loaded);
    if (model.deleted) {
      expect(answered.status, `${label}'s page of a deleted work`).toBe(404);
      continue;
    }
    const page = answered.body as Extract<
      Awaited<ReturnType<typeof pageRoute.loader>>,
      { found: true }
    >;
    void page.comments.catch(() => undefined);
    const offered = (actions: readonly LifecycleAction[]) => [...actions].sort();
    const presenter = model.offered || !model.sold ? real.who[model.owner]?.userId : undefined;
    expect(
      {
        who: label,
        actions: offered(page.offer.actions),
        signInActions: offered(page.offer.signInActions),
        leaseFrom: page.offer.leaseFrom,
        presenter: page.artwork.presenter?.id,
      },
      "the artwork page offers what the model allows",
    ).toEqual({
      who: label,
      actions: who === null ? [] : offered([...allowedFor(model, who, today)]),
      signInActions: who === null ? offered([...allowedFor(model, null, today)]) : [],
      leaseFrom: leaseFrom(model, today),
      presenter,
    });
  }
  if (!model.deleted) {
    const owner = real.who[model.owner] as SignedIn;
    const mine = await listRoute.loader(argsWith(owner.request("/artist/artwork")));
    const listed = mine.artworks.find((row) => row.id === id);
    const edit = await editPage(owner, id);
    const may = allowedFor(model, model.owner, today);
    expect({
      canDelete: listed?.canDelete,
      factsLocked: typeof edit === "number" ? edit : edit.factsLocked,
    }).toEqual({ canDelete: may.has("delete"), factsLocked: !may.has("edit-facts") });
  }
  // The member's own leases offer an extension exactly when one would be accepted.
  for (const who of [0, 1, 2, 3] as const) {
    const own = model.leases.flatMap((lease, index) => (lease.lessee === who ? [index] : []));
    if (own.length === 0) continue;
    const member = real.who[who] as SignedIn;
    const profile = (await profileRoute.loader(argsWith(member.request("/profile")))) as {
      purchases: { id: string; extendLeaseId: string | null }[];
    };
    expect(
      own.map(
        (index) =>
          profile.purchases.find((row) => row.id === real.leaseTransactions[index])
            ?.extendLeaseId ?? null,
      ),
      `${NAMES[who]}'s leases offer an extension`,
    ).toEqual(
      own.map((index) =>
        extensionRefusal(model, who, model.leases[index] as Lease, today)
          ? null
          : real.leaseRows[index],
      ),
    );
  }
  // Each member's statement is their ledger sum: read again whenever the ledger
  // or the work's existence changed since it was last read.
  const ledger = `${world.entries.length} ${world.owed.join(" ")} ${model.deleted}`;
  if (ledger === real.statementsOf) return;
  real.statementsOf = ledger;
  for (const [who, member] of real.who.entries()) {
    const statement = await earningsRoute.loader(argsWith(member.request("/artist/earnings")));
    expect(statement.total.netCents, `${NAMES[who]}'s statement`).toBe(world.owed[who]);
  }
}

/**
 * What the certificate states (the chain's latest facts) is the work's facts:
 * as the artist last corrected them, and from the first sale on those of the
 * first sale, in every entry since.
 */
async function expectRecordedFacts(model: Model, real: Real) {
  const chain = await provenanceChain(database.db, real.artworkId);
  const asModel = (facts: RecordedFacts | null | undefined): Facts | null =>
    facts
      ? {
          title: facts.title,
          medium: facts.medium,
          description: facts.description,
          width: facts.width,
          height: facts.height,
          unit: facts.unit,
          year: facts.year,
          images: facts.images.length,
        }
      : null;
  expect(asModel(recordedFacts(chain)), "the certificate's facts").toEqual(
    model.factsAtFirstSale ?? model.facts,
  );
  const firstSale = chain.entries.findIndex((entry) => entry.event === "purchase");
  if (firstSale >= 0) {
    const atSale = chain.entries[firstSale]?.facts;
    for (const entry of chain.entries.slice(firstSale)) {
      expect(entry.facts, `entry ${entry.position} repeats the first sale's facts`).toEqual(atSale);
    }
  }
}

/** After every step: the database is the model, the invariants hold, the pages offer what is allowed. */
async function expectAsModelled(model: Model, real: Real, changed = true) {
  const today = galleryToday();
  const world = await readWorld(real);
  expectWorldIsModel(model, real, world);
  expectInvariants(model, real, world, today);
  if (!model.deleted) {
    expect(await verifyProvenance(database.db, real.artworkId), "the provenance chain").toEqual({
      verifies: true,
    });
    await expectRecordedFacts(model, real);
  }
  // A refused step wrote nothing (the world is the model's still): its pages are the step before's.
  if (changed) await expectPagesAsModelled(model, real, world, today);
}

/**
 * Why extending `lease` by at least a day is refused (its refusal), or null:
 * the checkout's answer, in its order.
 */
function extensionRefusal(
  model: Model,
  who: Who,
  lease: Lease | undefined,
  today: string,
): Expected | null {
  if (model.deleted) return refused(404, "checkout.not-found");
  if (!allowedFor(model, who, today).has("lease")) return refused(409, "checkout.unavailable");
  if (!lease || lease.lessee !== who || lease.heldUntil === null) {
    return refused(404, "checkout.lease-not-found");
  }
  if (!isActive(lease, today)) return refused(409, "checkout.extension-not-active");
  const start = lease.heldUntil;
  if (leaseRowOver(model, start, addDays(start, 1)))
    return refused(409, "checkout.extension-overlap");
  return null;
}

// ---- Commands ----------------------------------------------------------------

type Command = fc.AsyncCommand<Model, Real>;

abstract class Step implements Command {
  check = () => true;
  abstract run(model: Model, real: Real): Promise<void>;
  abstract toString(): string;
}

/** Leases the work from `startIn` days on for `days` days, through the lease checkout. */
class LeaseIt extends Step {
  constructor(
    readonly actor: Actor,
    readonly startIn: number,
    readonly days: number,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const start = addDays(today, this.startIn);
    const end = addDays(start, this.days);
    const expected = model.deleted
      ? refused(404, "checkout.not-found")
      : !allowedFor(model, who, today).has("lease")
        ? refused(409, "checkout.unavailable")
        : leaseRowOver(model, start, end)
          ? refused(409, "checkout.lease-overlap")
          : accepted();
    const answer = await checkout(real.who[who] as SignedIn, real.artworkId, "type=lease", {
      startDate: start,
      days: String(this.days),
      durationType: "daily",
    });
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, expected);
    if (answer.status === 302) await leased(model, real, who, start, end);
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `lease(${nameOf(this.actor)}, from today+${this.startIn}, ${this.days} days)`;
  }
}

/** The model and the test's handles after a completed lease of [start, end). */
async function leased(model: Model, real: Real, who: Who, start: string, end: string) {
  const paidCents = (model.leaseRateCents as number) * daysFrom(start, end);
  model.leases.push({
    lessee: who,
    payee: model.owner,
    paidCents,
    paidStart: start,
    paidEnd: end,
    heldUntil: end,
    order: model.payments.length,
  });
  model.payments.push({ payer: who, type: "lease", amountCents: paidCents });
  (model.balances[model.owner] as number) += shares(paidCents, "lease").seller;
  const [row] = await database.db
    .select({ id: leases.id, transactionId: leases.transactionId })
    .from(leases)
    .where(eq(leases.artworkId, real.artworkId))
    .orderBy(sql`${leases.createdAt} desc`)
    .limit(1);
  real.leaseTransactions.push(row?.transactionId as string);
  real.leaseRows.push(row?.id as string);
}

/**
 * The member extends their active lease by `days` days from its end (their
 * latest lease when none is active, someone else's when they have none).
 */
class Extend extends Step {
  constructor(
    readonly actor: Actor,
    readonly days: number,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const mine = model.leases.filter((lease) => lease.lessee === who);
    const lease =
      mine.find((held) => isActive(held, today)) ??
      mine.at(-1) ??
      model.leases.find((held) => isActive(held, today));
    const index = lease ? model.leases.indexOf(lease) : -1;
    const leaseId = real.leaseRows[index] ?? "00000000-0000-4000-8000-000000000000";
    let expected = extensionRefusal(model, who, lease, today);
    const start = lease?.heldUntil ?? today;
    const end = addDays(start, this.days);
    if (!expected && leaseRowOver(model, start, end)) {
      expected = refused(409, "checkout.extension-overlap");
    }
    if (!expected) expect(allowedFor(model, who, today).has("extend")).toBe(true);
    const answer = await checkout(
      real.who[who] as SignedIn,
      real.artworkId,
      `type=lease&extend=${leaseId}`,
      { startDate: start, days: String(this.days), durationType: "daily" },
    );
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, expected ?? accepted());
    if (answer.status === 302) await leased(model, real, who, start, end);
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `extend(${nameOf(this.actor)}, ${this.days} days)`;
  }
}

/** Buys the work through checkout, at the total its checkout page shows. */
class Buy extends Step {
  constructor(readonly actor: Actor) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const member = real.who[who] as SignedIn;
    const may = allowedFor(model, who, today).has("buy");
    const quote = purchaseQuote(model, who, today);
    // The checkout page: whether it lets them buy, and the credit it shows.
    const loaded = await outcome(
      await settle(() =>
        checkoutRoute.loader({
          ...routeArgs(member.request(`/checkout/${real.artworkId}?type=purchase`)),
          params: { artworkId: real.artworkId },
        } as never),
      ),
    );
    const view = (loaded.body as { view: { status: string; rentCreditCents?: number } }).view;
    expect({ status: view.status, credit: may ? view.rentCreditCents : undefined }).toEqual({
      status: model.deleted ? "not-found" : may ? "ready" : "not-for-purchase",
      credit: may ? quote.credit : undefined,
    });
    const expected = model.deleted
      ? refused(404, "checkout.not-found")
      : !may
        ? refused(409, "checkout.unavailable")
        : quote.amount < 0
          ? refused(409, "checkout.credit-over-price")
          : accepted();
    const answer = await checkout(
      member,
      real.artworkId,
      "type=purchase",
      null,
      may ? quote.price - (view.rentCreditCents ?? 0) : undefined,
    );
    expectAnswer(
      `${this.toString()} by ${NAMES[who]} (price ${quote.price}, credit ${quote.credit})`,
      answer,
      expected,
    );
    if (answer.status === 302) {
      const seller = model.owner;
      const kind = seller === ARTIST ? "sale" : "resale";
      const split = shares(quote.price, kind);
      (model.balances[seller] as number) += split.seller - quote.rentCredit;
      (model.balances[ARTIST] as number) += split.royalty;
      // R-rent-to-own: the buyer's leases end today; one not yet begun is cancelled.
      for (const { lease, unused } of quote.ending) {
        (model.balances[lease.payee] as number) -= shares(unused, "lease").seller;
        lease.heldUntil = lease.paidStart < today ? today : null;
      }
      model.payments.push({ payer: who, type: "purchase", amountCents: quote.amount });
      if (!model.sold) {
        model.factsAtFirstSale = { ...model.facts };
        real.imageIdsAtFirstSale = [...real.imageIds];
      }
      Object.assign(model, {
        owner: who,
        sold: true,
        offered: false,
        manageOwnSales: false,
      });
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `buy(${nameOf(this.actor)})`;
  }
}

const SALE_PRICES = [null, 50_000, 120_000] as const;
const LEASE_RATES = [null, 1_500, 4_000] as const;

/** The editor, changing only the offer: the price, the lease rate, who manages sales. */
class EditOffer extends Step {
  constructor(
    readonly actor: Actor,
    readonly salePriceCents: number | null,
    readonly leaseRateCents: number | null,
    readonly manageOwnSales: boolean,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const owner = !model.deleted && who === model.owner;
    if (owner) expect(allowedFor(model, who, today).has("edit-offer")).toBe(true);
    const answer = await saveEdit(model, real, who, {
      salePrice: dollars(this.salePriceCents),
      leaseDailyRate: dollars(this.leaseRateCents),
      manageOwnSales: String(this.manageOwnSales),
    });
    expectAnswer(
      `${this.toString()} by ${NAMES[who]}`,
      answer,
      owner ? accepted() : notYours(model, who, "editor.sold-meanwhile", "editor.not-found"),
    );
    if (owner) {
      Object.assign(model, {
        salePriceCents: this.salePriceCents,
        leaseRateCents: this.leaseRateCents,
        manageOwnSales: this.manageOwnSales,
      });
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `editOffer(${nameOf(this.actor)}, price ${this.salePriceCents}, daily rate ${this.leaseRateCents}, manages own sales ${this.manageOwnSales})`;
  }
}

/** The editor's availability: listed (on offer) or withdrawn. */
class SetAvailable extends Step {
  constructor(
    readonly actor: Actor,
    readonly available: boolean,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const owner = !model.deleted && who === model.owner;
    if (owner) {
      expect(allowedFor(model, who, today).has(this.available ? "list" : "withdraw")).toBe(true);
    }
    const answer = await saveEdit(model, real, who, { isAvailable: String(this.available) });
    expectAnswer(
      `${this.toString()} by ${NAMES[who]}`,
      answer,
      owner ? accepted() : notYours(model, who, "editor.sold-meanwhile", "editor.not-found"),
    );
    if (owner) model.offered = this.available;
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `${this.available ? "list" : "withdraw"}(${nameOf(this.actor)})`;
  }
}

const FACT_CHANGES = [
  "title",
  "medium",
  "dimensions",
  "description",
  "add image",
  "new image",
] as const;
type FactChange = (typeof FACT_CHANGES)[number];

/** The editor, changing one of the work's facts. */
class EditFacts extends Step {
  constructor(
    readonly actor: Actor,
    readonly change: FactChange,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const { facts } = model;
    const next = { ...facts };
    let fields: Record<string, string> = {};
    let images: "add" | "replace" | "keep" = "keep";
    switch (this.change) {
      case "title":
        next.title = `${facts.title} II`;
        fields = { title: next.title };
        break;
      case "medium":
        next.medium = ARTWORK_MEDIUMS[
          (ARTWORK_MEDIUMS.indexOf(facts.medium as never) + 1) % ARTWORK_MEDIUMS.length
        ] as string;
        fields = { medium: next.medium };
        break;
      case "dimensions":
        next.width = (facts.width ?? 0) + 1;
        fields = { width: String(next.width) };
        break;
      case "description":
        next.description = `${facts.description} Revised.`;
        fields = { description: next.description };
        break;
      default:
        // Five images at most: a sixth replaces them.
        images = this.change === "add image" && facts.images < 5 ? "add" : "replace";
        next.images = images === "add" ? facts.images + 1 : 1;
    }
    const owner = !model.deleted && who === model.owner;
    const may = allowedFor(model, who, today).has("edit-facts");
    const answer = await saveEdit(model, real, who, fields, images);
    expectAnswer(
      `${this.toString()} by ${NAMES[who]}`,
      answer,
      !owner
        ? notYours(model, who, "editor.sold-meanwhile", "editor.not-found")
        : may
          ? accepted()
          : refused(409, "editor.facts-locked"),
    );
    if (answer.status === 302) {
      model.facts = next;
      real.imageIds = await imageIdsOf(real.artworkId);
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `editFacts(${nameOf(this.actor)}, ${this.change})`;
  }
}

/** My Artwork → Offer for resale, at a price (or none), available or not. */
class Resell extends Step {
  constructor(
    readonly actor: Actor,
    readonly salePriceCents: number | null,
    readonly available: boolean,
  ) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const expected =
      this.available && this.salePriceCents === null
        ? refused(400, "artworks.resale-price")
        : model.deleted || who !== model.owner
          ? refused(404, "artworks.not-found")
          : allowedFor(model, who, today).has("resell")
            ? accepted(200)
            : refused(409, "artworks.not-resold");
    const answer = await listAction(real.who[who] as SignedIn, {
      intent: "offer-resale",
      id: real.artworkId,
      salePrice: dollars(this.salePriceCents),
      available: String(this.available),
    });
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, expected);
    if (answer.status === 200) {
      Object.assign(model, {
        salePriceCents: this.salePriceCents,
        offered: this.available,
        manageOwnSales: false,
      });
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `resell(${nameOf(this.actor)}, price ${this.salePriceCents}, available ${this.available})`;
  }
}

/** My Artwork → Delete. */
class Delete extends Step {
  constructor(readonly actor: Actor) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const owner = !model.deleted && who === model.owner;
    const expected = !owner
      ? notYours(model, who, "artworks.sold", "artworks.not-found")
      : who !== ARTIST || model.sold
        ? refused(409, "artworks.sold")
        : held(model, today).length > 0
          ? refused(409, "artworks.leased")
          : accepted(200);
    if (expected.status === 200) expect(allowedFor(model, who, today).has("delete")).toBe(true);
    const answer = await listAction(real.who[who] as SignedIn, {
      intent: "delete",
      id: real.artworkId,
    });
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, expected);
    if (answer.status === 200) {
      model.deleted = true;
      // Its lease rows go with it: every one of them has ended.
      for (const lease of model.leases) lease.heldUntil = null;
      model.revealed = model.revealed.map(() => false);
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `delete(${nameOf(this.actor)})`;
  }
}

/** The artwork page's Reveal contact. */
class Reveal extends Step {
  constructor(readonly actor: Actor) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const part = partOf(model, who, today);
    const expected = model.deleted
      ? refused(404, "reveals.not-found")
      : part === "owner" || part === "artist"
        ? refused(403, "reveals.own-artwork")
        : !model.offered
          ? refused(409, "reveals.not-available")
          : !(model.manageOwnSales && model.owner === ARTIST)
            ? refused(403, "reveals.not-offered")
            : model.revealed[who] || (model.revealsLeft[who] as number) > 0
              ? accepted(200)
              : refused(403, "reveals.none-left");
    if (expected.status === 200) {
      expect(allowedFor(model, who, today).has("reveal-contact")).toBe(true);
    }
    const request = formPost(
      "/api/reveal-contact",
      { artworkId: real.artworkId },
      (real.who[who] as SignedIn).cookie,
    );
    const answer = await outcome(
      await settle(() => revealRoute.action(routeArgs(request) as never)),
    );
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, expected);
    if (answer.status === 200) {
      const charged = !model.revealed[who];
      expect((answer.body as { charged: boolean }).charged).toBe(charged);
      if (charged) (model.revealsLeft[who] as number) -= 1;
      model.revealed[who] = true;
    }
    await expectAsModelled(model, real, answer.status < 400);
  }
  toString() {
    return `reveal(${nameOf(this.actor)})`;
  }
}

/** The owner's certificate of authenticity, downloaded. */
class Certificate extends Step {
  constructor(readonly actor: Actor) {
    super();
  }
  async run(model: Model, real: Real) {
    const today = galleryToday();
    const who = whoIs(model, this.actor, today);
    const may = allowedFor(model, who, today).has("download-certificate");
    const path = `/artwork/${real.artworkId}/certificate.pdf`;
    const answered = await settle(() =>
      certificateRoute.loader({
        ...routeArgs((real.who[who] as SignedIn).request(path)),
        params: { id: real.artworkId },
      } as never),
    );
    const answer = await outcome(answered);
    expectAnswer(`${this.toString()} by ${NAMES[who]}`, answer, may ? accepted(200) : refused(404));
    if (may) expect(answer.headers.get("Content-Type")).toBe("application/pdf");
    await expectAsModelled(model, real, false);
  }
  toString() {
    return `certificate(${nameOf(this.actor)})`;
  }
}

/**
 * `days` days pass for the work: its leases' dates, and the periods their
 * transactions paid for, move that far into the past, as time passing would
 * leave them (the gallery's today comes from the clock and cannot be moved).
 */
class DaysPass extends Step {
  constructor(readonly days: number) {
    super();
  }
  async run(model: Model, real: Real) {
    if (real.leaseTransactions.length > 0) {
      const back = (column: AnyColumn) => sql`${column} - ${this.days}::int`;
      await database.db
        .update(leases)
        .set({ startDate: back(leases.startDate), endDate: back(leases.endDate) })
        .where(inArray(leases.transactionId, real.leaseTransactions));
      await database.db
        .update(transactions)
        .set({
          leaseStartDate: back(transactions.leaseStartDate),
          leaseEndDate: back(transactions.leaseEndDate),
        })
        .where(inArray(transactions.id, real.leaseTransactions));
    }
    for (const lease of model.leases) {
      lease.paidStart = addDays(lease.paidStart, -this.days);
      lease.paidEnd = addDays(lease.paidEnd, -this.days);
      if (lease.heldUntil !== null) lease.heldUntil = addDays(lease.heldUntil, -this.days);
    }
    await expectAsModelled(model, real);
  }
  toString() {
    return `daysPass(${this.days})`;
  }
}

// ---- The property ------------------------------------------------------------

const member = fc.constantFrom<Who>(0, 1, 2, 3);
// A role names whoever has it when the step runs; shrinking may name a member instead.
/** Mostly whoever owns the work: the steps only an owner may take. */
const owner = fc.oneof(
  { withCrossShrink: true },
  { weight: 1, arbitrary: member },
  { weight: 3, arbitrary: fc.constant<Actor>("owner") },
);
/** Mostly a member by name: the steps of someone who would lease or buy it. */
const anyone = fc.oneof(
  { withCrossShrink: true },
  { weight: 4, arbitrary: member },
  { weight: 1, arbitrary: fc.constant<Actor>("lessee") },
);
/** Mostly whoever holds a lease of it. */
const lessee = fc.oneof(
  { withCrossShrink: true },
  { weight: 1, arbitrary: member },
  { weight: 3, arbitrary: fc.constant<Actor>("lessee") },
);

/** Mostly `value`, sometimes not. */
const mostly = (value: boolean) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(value) },
    { weight: 1, arbitrary: fc.constant(!value) },
  );

const lease = fc
  .tuple(anyone, fc.constantFrom(0, 0, 2, 10), fc.constantFrom(1, 5, 20, 40))
  .map(([w, start, days]) => new LeaseIt(w, start, days));
/** Often its lessee: rent-to-own. */
const buyer = fc.oneof(
  { withCrossShrink: true },
  { weight: 2, arbitrary: member },
  { weight: 3, arbitrary: fc.constant<Actor>("lessee") },
);
const buy = buyer.map((w) => new Buy(w));
const extend = fc.tuple(lessee, fc.constantFrom(2, 10)).map(([w, days]) => new Extend(w, days));
const daysPass = fc.constantFrom(1, 4, 15).map((days) => new DaysPass(days));

const commands = [
  lease,
  lease,
  lease,
  extend,
  extend,
  buy,
  fc
    .tuple(owner, fc.constantFrom(...SALE_PRICES), fc.constantFrom(...LEASE_RATES), fc.boolean())
    .map(([w, price, rate, manage]) => new EditOffer(w, price, rate, manage)),
  fc.tuple(owner, mostly(true)).map(([w, on]) => new SetAvailable(w, on)),
  fc.tuple(owner, fc.constantFrom(...FACT_CHANGES)).map(([w, change]) => new EditFacts(w, change)),
  fc
    .tuple(owner, fc.constantFrom(null, 70_000, 150_000, 150_000), mostly(true))
    .map(([w, price, available]) => new Resell(w, price, available)),
  // Rarely the owner: a deleted work ends the sequence's story.
  anyone.map((w) => new Delete(w)),
  anyone.map((w) => new Reveal(w)),
  owner.map((w) => new Certificate(w)),
  daysPass,
  daysPass,
];

let startSeen = false;

/** The artist uploads a work through the studio: on offer for $500 or $15 a day, sales managed by them. */
async function freshWork(): Promise<{ model: Model; real: Real }> {
  const members = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db, { admin: true }),
  ]);
  const artist = members[ARTIST] as SignedIn;
  const facts: Facts = {
    title: "Harbour at Dusk",
    medium: "Oil on Canvas",
    description: "Boats resting in the inner harbour as the lights come on.",
    width: 24,
    height: 18.5,
    unit: "in",
    year: null,
    images: 1,
  };
  const form = artworkForm(
    {
      title: facts.title,
      medium: facts.medium,
      description: facts.description,
      width: String(facts.width ?? ""),
      height: String(facts.height ?? ""),
      salePrice: "500",
      leaseDailyRate: "15",
      leaseWeeklyRate: "",
      leaseMonthlyRate: "",
      isAvailable: "true",
      manageOwnSales: "true",
    },
    [{ file: photos[0] as Uint8Array }],
  );
  const uploaded = await outcome(
    await settle(() =>
      uploadRoute.action(argsWith(postForm(artist, "/artist/artwork/upload", form))),
    ),
  );
  expect(uploaded.status).toBe(302);
  const [work] = await database.db
    .select({ id: artworks.id })
    .from(artworks)
    .where(eq(artworks.userId, artist.userId));
  const artworkId = work?.id as string;
  const model: Model = {
    deleted: false,
    owner: ARTIST,
    sold: false,
    offered: true,
    salePriceCents: 50_000,
    leaseRateCents: 1_500,
    manageOwnSales: true,
    facts,
    factsAtFirstSale: null,
    leases: [],
    payments: [],
    balances: [0, 0, 0, 0],
    revealsLeft: await Promise.all(
      members.map(async (member) => (await revealsLeft(database.db, member.userId)) ?? 0),
    ),
    revealed: [false, false, false, false],
  };
  const real: Real = {
    who: members,
    artworkId,
    leaseTransactions: [],
    leaseRows: [],
    imageIds: await imageIdsOf(artworkId),
    imageIdsAtFirstSale: null,
    statementsOf: "",
  };
  // Every sequence starts from the same state: its pages are read with the first one's.
  await expectAsModelled(model, real, !startSeen);
  startSeen = true;
  return { model, real };
}

describe("one artwork's life, whatever its members do in whatever order (model, R-artwork-lifecycle)", () => {
  it("the server accepts exactly what the model allows, the pages offer it, and the money, leases and provenance stay whole", async () => {
    // A failure names its seed, path and shrunk steps (with their replayPath): passing
    // { seed, path } to fc.assert and { replayPath } to fc.commands replays exactly them.
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 16, size: "max" }), async (steps) => {
        await fc.asyncModelRun(freshWork, steps);
      }),
      { numRuns: 100 },
    );
  }, 600_000);
});
