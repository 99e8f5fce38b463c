import { asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, profiles } from "~/db/schema";
import { actorFor } from "~/features/catalogue";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { type ExtendedLease, extensionStart } from "~/features/commerce/leases/lease-extension";
import {
  type LeaseQuote,
  latestLeaseStart,
  quoteLease,
} from "~/features/commerce/leases/lease-pricing";
import {
  galleryToday,
  leasePeriods,
  overlappingLease,
} from "~/features/commerce/leases/queries.server";
import { displayName, NAME_FALLBACKS } from "~/lib/display-name";
import { AppError } from "~/lib/errors";
import { splitRates } from "../ledger/ledger.server";
import { rentCreditFor } from "../ledger/rent-credit.server";
import { heldReservation } from "../offers/queries.server";
import type { CheckoutView } from "./checkout-view";
import { checkoutErrors } from "./errors";
import { checkExtensionPeriod, extensionBlockedBy, leaseToExtend } from "./extension.server";
import { CHECKOUT_MESSAGES, extensionOverlapMessage, leaseOverlapMessage } from "./messages";
import { checkoutOptions } from "./policy";
import { type CheckoutType, parseLeaseDetails, startDateProblem } from "./schema";

/** What else a checkout may be asked: the time it is read at, the lease it extends. */
export type CheckoutOptions = {
  now?: Date;
  /** The id of the viewer's active lease this lease extends (R-lease-extension), as sent. */
  extend?: string | null;
};

/** What the checkout page needs about an artwork, and whether `viewerId` may buy or lease it. */
export async function checkoutView(
  db: Database,
  artworkId: string,
  viewerId: string,
  type: CheckoutType,
  options: CheckoutOptions = {},
): Promise<CheckoutView> {
  const { view } = await loadCheckout(db, artworkId, viewerId, type, options);
  return view;
}

/**
 * The checkout page, and the refusal of the extension asked for, if any (the
 * page shows its text; a step or completion is refused with it).
 */
async function loadCheckout(
  db: Database,
  artworkId: string,
  viewerId: string,
  type: CheckoutType,
  { now = new Date(), extend = null }: CheckoutOptions,
): Promise<{ view: CheckoutView; refusal: AppError | null }> {
  const [row] = await db
    .select({
      id: artworks.id,
      userId: artworks.userId,
      title: artworks.title,
      artistName: artworks.artistName,
      salePriceCents: artworks.salePriceCents,
      leaseDailyRateCents: artworks.leaseDailyRateCents,
      leaseWeeklyRateCents: artworks.leaseWeeklyRateCents,
      leaseMonthlyRateCents: artworks.leaseMonthlyRateCents,
      artistId: artworks.artistId,
      ownerName: profiles.fullName,
      ownerHandle: profiles.handle,
    })
    .from(artworks)
    .leftJoin(profiles, eq(profiles.id, artworks.userId))
    .where(eq(artworks.id, artworkId))
    .limit(1);
  if (!row) return { view: { status: "not-found" }, refusal: null };
  const [image] = await db
    .select({ key: artworkImages.imageKey })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position))
    .limit(1);

  const today = galleryToday(now);
  const [periods, state, held] = await Promise.all([
    leasePeriods(db, artworkId, today),
    artworkLifeState(db, artworkId, today, { now }),
    heldReservation(db, artworkId, now),
  ]);
  // R-artwork-lifecycle: the same answer the artwork page's buttons come from.
  const actor = actorFor({ id: viewerId }, state);
  const { canPurchase, canLease, ok, reason } = checkoutOptions(actor, state, type);
  const { userId: owner, artistId, ownerName, ownerHandle, ...listed } = row;
  // R-offer-reservation: the viewer's accepted offer is the price they pay (priceCheckout's).
  const offerPriceCents = held?.buyerId === viewerId ? held.priceCents : null;
  const artwork = {
    ...listed,
    salePriceCents: offerPriceCents ?? listed.salePriceCents,
  };
  // R-money-split: a work its first artist no longer owns is resold.
  const resale = artistId !== owner;
  const rentCreditCents =
    type === "purchase" && canPurchase && artwork.salePriceCents
      ? await rentCreditFor(db, {
          memberId: viewerId,
          artworkId,
          ownerId: owner,
          priceCents: artwork.salePriceCents,
        })
      : 0;
  let extension: ExtendedLease | null = null;
  let refusal: AppError | null = null;
  if (ok && type === "lease" && extend !== null) {
    try {
      extension = await leaseToExtend(db, { leaseId: extend, viewerId, artworkId, today });
      const blocked = await extensionBlockedBy(db, artworkId, extension);
      const start = extensionStart(extension);
      if (blocked) {
        refusal = checkoutErrors.raise("extension-overlap", {
          message: extensionOverlapMessage(blocked, start),
        });
      } else {
        // R-lease-dates still holds: a lease ending over two years ahead is not extended yet.
        const late = startDateProblem(start, today);
        if (late) refusal = checkoutErrors.raise("invalid-lease", { message: late });
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusal = error;
    }
  }
  const view: CheckoutView = {
    status: !ok
      ? type === "purchase"
        ? "not-for-purchase"
        : "not-for-lease"
      : refusal
        ? "not-extendable"
        : "ready",
    artwork: { ...artwork, imageKey: image?.key ?? null },
    reason: reason ?? refusal?.message ?? null,
    extension,
    canPurchase,
    canLease,
    booked: periods.map(({ startDate, endDate }) => ({ startDate, endDate })),
    today,
    latestStart: latestLeaseStart(today),
    rentCreditCents,
    offerPriceCents,
    askingPriceCents: listed.salePriceCents,
    split: {
      kind: type === "lease" ? "lease" : resale ? "resale" : "first-sale",
      rates: splitRates({ royalty: artistId !== null }),
      seller: displayName({ fullName: ownerName, handle: ownerHandle }, NAME_FALLBACKS.artist),
      artist: artwork.artistName ?? NAME_FALLBACKS.artist,
    },
  };
  return { view, refusal };
}

/**
 * The checkout of `type` as the page shows it, refused when the artwork is
 * gone (404) or cannot be had this way (409, with the page's reason, else
 * `fallback`), or with the extension's own refusal when the lease asked to be
 * extended cannot be (R-lease-extension).
 */
export async function readyCheckout(
  db: Database,
  artworkId: string,
  viewerId: string,
  type: CheckoutType,
  fallback: string,
  options: CheckoutOptions = {},
) {
  const { view, refusal } = await loadCheckout(db, artworkId, viewerId, type, options);
  if (view.status === "not-found") throw checkoutErrors.raise("not-found");
  if (refusal) throw refusal;
  if (view.status !== "ready") {
    throw checkoutErrors.raise("unavailable", { message: view.reason ?? fallback });
  }
  return view;
}

/**
 * Step 1 of a lease: the dates are checked as completion checks them (the
 * shared schema, the artwork's rates, other leases), so taken dates are named
 * before the card and the e-mailed code. Completion checks again in its
 * transaction, since another lease may be booked in between.
 */
export async function checkLeaseDates(
  db: Database,
  artworkId: string,
  viewerId: string,
  input: unknown,
  options: CheckoutOptions = {},
): Promise<LeaseQuote> {
  const view = await readyCheckout(
    db,
    artworkId,
    viewerId,
    "lease",
    CHECKOUT_MESSAGES.notForLease,
    options,
  );
  const details = parseLeaseDetails(input, view.today);
  const quote = quoteLease(view.artwork, details);
  if (!quote) throw checkoutErrors.raise("not-for-lease", { field: "durationType" });
  if (view.extension) {
    await checkExtensionPeriod(db, artworkId, view.extension, quote);
    return quote;
  }
  const taken = await overlappingLease(db, artworkId, quote.startDate, quote.endDate);
  if (taken) throw checkoutErrors.raise("lease-overlap", { message: leaseOverlapMessage(taken) });
  return quote;
}
