import { and, desc, eq, gt, inArray } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworkOfferSettings, artworks, offers, profiles } from "~/db/schema";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { type OfferStatus, statusAt } from "./moves";

/**
 * R-offer-reservation: the accepted offer holding the work at `now` (its 48
 * hours not over), or null. Checkout prices the reserved buyer's purchase at
 * its price and refuses everyone else.
 */
export async function heldReservation(
  db: Database | Transaction,
  artworkId: string,
  now: Date = new Date(),
): Promise<{ offerId: string; buyerId: string; priceCents: number } | null> {
  const [row] = await db
    .select({ offerId: offers.id, buyerId: offers.buyerId, priceCents: offers.priceCents })
    .from(offers)
    .where(
      and(
        eq(offers.artworkId, artworkId),
        eq(offers.status, "accepted"),
        gt(offers.reservedUntil, now),
      ),
    )
    .limit(1);
  return row ? { ...row, priceCents: row.priceCents as number } : null;
}

/** One offer as its parties see it; the floor is never part of it. */
export type OfferView = {
  id: string;
  artworkId: string;
  artworkTitle: string;
  /** The work's listed price now. */
  askingCents: number | null;
  buyerId: string;
  buyerName: string;
  amountCents: number;
  note: string | null;
  counterCents: number | null;
  counterNote: string | null;
  /** As it stands now: an offer past its time reads expired before the job marks it. */
  status: OfferStatus;
  belowFloor: boolean;
  expiresAt: string;
  priceCents: number | null;
  reservedUntil: string | null;
  createdAt: string;
};

const viewColumns = {
  id: offers.id,
  artworkId: offers.artworkId,
  artworkTitle: artworks.title,
  askingCents: artworks.salePriceCents,
  buyerId: offers.buyerId,
  buyerFullName: profiles.fullName,
  buyerHandle: profiles.handle,
  amountCents: offers.amountCents,
  note: offers.note,
  counterCents: offers.counterCents,
  counterNote: offers.counterNote,
  status: offers.status,
  belowFloor: offers.belowFloor,
  expiresAt: offers.expiresAt,
  priceCents: offers.priceCents,
  reservedUntil: offers.reservedUntil,
  createdAt: offers.createdAt,
};

type ViewRow = {
  [K in keyof typeof viewColumns]: (typeof viewColumns)[K]["_"]["data"] | null;
};

function toView(row: ViewRow, now: Date): OfferView {
  const status = statusAt(
    {
      id: row.id as string,
      buyerId: row.buyerId as string,
      amountCents: row.amountCents as number,
      counterCents: row.counterCents,
      status: row.status as OfferStatus,
      belowFloor: Boolean(row.belowFloor),
      expiresAt: (row.expiresAt as Date).getTime(),
      priceCents: row.priceCents,
      reservedUntil: row.reservedUntil?.getTime() ?? null,
    },
    now.getTime(),
  );
  return {
    id: row.id as string,
    artworkId: row.artworkId as string,
    artworkTitle: row.artworkTitle ?? "",
    askingCents: row.askingCents,
    buyerId: row.buyerId as string,
    buyerName: displayName(
      { fullName: row.buyerFullName, handle: row.buyerHandle },
      NAME_FALLBACKS.collector,
    ),
    amountCents: row.amountCents as number,
    note: row.note,
    counterCents: row.counterCents,
    counterNote: row.counterNote,
    status,
    belowFloor: Boolean(row.belowFloor),
    expiresAt: (row.expiresAt as Date).toISOString(),
    priceCents: row.priceCents,
    reservedUntil: row.reservedUntil?.toISOString() ?? null,
    createdAt: (row.createdAt as Date).toISOString(),
  };
}

/**
 * R-offer-answer: the offers made on the owner's works (the works they own
 * now, scoped in the SQL), newest first; with `artworkId`, on that work only.
 * Declined-below-floor offers are left out: the owner asked not to see them.
 */
export async function offersForOwner(
  db: Database,
  ownerId: string,
  { artworkId, now = new Date() }: { artworkId?: string; now?: Date } = {},
): Promise<OfferView[]> {
  const rows = await db
    .select(viewColumns)
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artworkId))
    .leftJoin(profiles, eq(profiles.id, offers.buyerId))
    .where(
      and(
        eq(artworks.userId, ownerId),
        eq(offers.ownerId, ownerId),
        eq(offers.belowFloor, false),
        artworkId ? eq(offers.artworkId, artworkId) : undefined,
      ),
    )
    .orderBy(desc(offers.createdAt))
    .limit(200);
  return rows.map((row) => toView(row, now));
}

/** The viewer's own offers on a work, newest first (the artwork page's Your offer block). */
export async function buyerOffersOn(
  db: Database,
  buyerId: string,
  artworkId: string,
  now: Date = new Date(),
): Promise<OfferView[]> {
  const rows = await db
    .select(viewColumns)
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artworkId))
    .leftJoin(profiles, eq(profiles.id, offers.buyerId))
    .where(and(eq(offers.buyerId, buyerId), eq(offers.artworkId, artworkId)))
    .orderBy(desc(offers.createdAt))
    .limit(20);
  return rows.map((row) => toView(row, now));
}

/** The owner's terms for one of their works (null when the work is not theirs). */
export async function ownerOfferSettings(
  db: Database,
  ownerId: string,
  artworkId: string,
): Promise<{ acceptsOffers: boolean; floorCents: number | null } | null> {
  const [row] = await db
    .select({
      acceptsOffers: artworkOfferSettings.acceptsOffers,
      floorCents: artworkOfferSettings.floorCents,
      owned: artworks.id,
    })
    .from(artworks)
    .leftJoin(artworkOfferSettings, eq(artworkOfferSettings.artworkId, artworks.id))
    .where(and(eq(artworks.id, artworkId), eq(artworks.userId, ownerId)));
  if (!row) return null;
  return { acceptsOffers: row.acceptsOffers ?? true, floorCents: row.floorCents ?? null };
}

/** Whether the work takes offers (no floor: that stays the owner's). */
export async function acceptsOffers(db: Database, artworkId: string): Promise<boolean> {
  const [row] = await db
    .select({ acceptsOffers: artworkOfferSettings.acceptsOffers })
    .from(artworkOfferSettings)
    .where(eq(artworkOfferSettings.artworkId, artworkId));
  return row?.acceptsOffers ?? true;
}

/** How many offers wait for the owner's answer now (the studio's count). */
export async function waitingForOwner(db: Database, ownerId: string, now: Date = new Date()) {
  const rows = await db
    .select({ id: offers.id })
    .from(offers)
    .innerJoin(artworks, eq(artworks.id, offers.artworkId))
    .where(
      and(
        eq(artworks.userId, ownerId),
        eq(offers.ownerId, ownerId),
        inArray(offers.status, ["open"]),
        gt(offers.expiresAt, now),
      ),
    );
  return rows.length;
}
