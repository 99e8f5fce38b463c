import { and, asc, eq, or, sql } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { artworks, favorites, user } from "~/db/schema";
import { freeOn } from "~/features/catalogue/index.server";
import { calendarDate } from "~/lib/dates";
import { startJob } from "~/services/jobs.server";
import { sendQueuedMail } from "~/services/mail.server";
import { type FavouriteChange, queueFavouriteAlert } from "./alert-mails.server";
import { alertWorkColumns } from "./search-alerts.server";

export const FAVOURITE_ALERT_INTERVAL_MS = 5 * 60 * 1000;

/** What a favourite's watch saw, and what the work is now. */
export type Watch = {
  watchedPriceCents: number | null;
  watchedAvailable: boolean;
  salePriceCents: number | null;
  free: boolean;
};

/**
 * R-favourite-alerts, as a pure rule: a favourite tells its member when the
 * sale price of a work they can buy drops below the price they last saw, or
 * when a work they could not buy or lease (leased, withdrawn) is free again.
 */
export function favouriteNews(watch: Watch): "price-drop" | "free-again" | null {
  if (!watch.free) return null;
  if (!watch.watchedAvailable) return "free-again";
  if (
    watch.watchedPriceCents != null &&
    watch.salePriceCents != null &&
    watch.salePriceCents > 0 &&
    watch.salePriceCents < watch.watchedPriceCents
  ) {
    return "price-drop";
  }
  return null;
}

/**
 * R-favourite-alerts: compares every favourite's watch with its work on the
 * gallery's today; each change is claimed by moving the watch with a
 * conditional update (so one run of any number at once sees it), and the
 * news among them mailed to the member, one mail per member and run, in the
 * same transaction. Only active members are mailed, never of their own
 * works; every watch moves either way. Answers how many mails were queued.
 */
export async function sendFavouriteAlerts(db: Database, now: Date = new Date()) {
  const free = freeOn(calendarDate(now));
  const changed = await db
    .select({
      ...alertWorkColumns,
      memberId: favorites.userId,
      email: user.email,
      active: user.emailVerified,
      ownerId: artworks.userId,
      watchedPriceCents: favorites.watchedPriceCents,
      watchedAvailable: favorites.watchedAvailable,
      free,
    })
    .from(favorites)
    .innerJoin(artworks, eq(artworks.id, favorites.artworkId))
    .innerJoin(user, eq(user.id, favorites.userId))
    .where(
      or(
        sql`${artworks.salePriceCents} is distinct from ${favorites.watchedPriceCents}`,
        sql`${free} <> ${favorites.watchedAvailable}`,
      ),
    )
    .orderBy(asc(favorites.userId))
    .limit(1000);
  const byMember = new Map<string, typeof changed>();
  for (const row of changed)
    byMember.set(row.memberId, [...(byMember.get(row.memberId) ?? []), row]);
  let mailed = 0;
  for (const [memberId, rows] of byMember) {
    const mailId = await db.transaction(async (tx) => {
      const news: FavouriteChange[] = [];
      for (const row of rows) {
        const isFree = Boolean(row.free);
        const [claimed] = await tx
          .update(favorites)
          .set({ watchedPriceCents: row.salePriceCents, watchedAvailable: isFree })
          .where(
            and(
              eq(favorites.userId, memberId),
              eq(favorites.artworkId, row.id),
              sql`${favorites.watchedPriceCents} is not distinct from ${row.watchedPriceCents}`,
              eq(favorites.watchedAvailable, row.watchedAvailable),
            ),
          )
          .returning({ artworkId: favorites.artworkId });
        if (!claimed || !row.active || row.ownerId === memberId) continue;
        const kind = favouriteNews({ ...row, free: isFree });
        const work = {
          id: row.id,
          title: row.title,
          artistName: row.artistName,
          salePriceCents: row.salePriceCents,
          leaseDailyRateCents: row.leaseDailyRateCents,
          imageKey: row.imageKey,
        };
        if (kind === "free-again") news.push({ ...work, change: kind });
        if (kind === "price-drop") {
          news.push({ ...work, change: kind, oldPriceCents: row.watchedPriceCents ?? 0 });
        }
      }
      const to = rows[0]?.email;
      if (news.length === 0 || !to) return null;
      return queueFavouriteAlert(tx, { userId: memberId, to, changes: news });
    });
    if (mailId) {
      mailed += 1;
      await sendQueuedMail(db, mailId);
    }
  }
  return mailed;
}

/** Compares the favourites at start and every five minutes. */
export function startFavouriteAlerts(intervalMs = FAVOURITE_ALERT_INTERVAL_MS) {
  startJob("favourite alerts", intervalMs, async () => {
    await sendFavouriteAlerts(processDatabase());
  });
}
