import { and, asc, eq, inArray, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { alertedWorks, artworks, savedSearches, user } from "~/db/schema";
import { searchConditions, viewerLocation } from "~/features/catalogue/index.server";
import { startJob } from "~/services/jobs.server";
import { sendQueuedMail } from "~/services/mail.server";
import { normalisedSearch } from "../saved-searches/words";
import { type AlertWork, queueSavedSearchAlert, type SearchAlertGroup } from "./alert-mails.server";

/** How often the job looks for works to alert (JOB_INTERVAL_MS overrides it). */
export const SEARCH_ALERT_INTERVAL_MS = 60 * 1000;
/** A daily search is mailed once this long has passed since its last digest. */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * Each run looks this far back before the search's last run too: a work whose
 * listing committed just after a run began is not missed (the claims keep it
 * from being mailed twice).
 */
export const LOOKBACK_MS = 5 * 60 * 1000;
/** The most works one search adds to one mail; its link opens the rest. */
export const MAX_WORKS_PER_SEARCH = 24;

/** The columns of a work as a mail shows it, with its main image. */
export const alertWorkColumns = {
  id: artworks.id,
  title: artworks.title,
  artistName: artworks.artistName,
  salePriceCents: artworks.salePriceCents,
  leaseDailyRateCents: artworks.leaseDailyRateCents,
  // Written out qualified, as a subquery inside any select of artworks.
  imageKey: sql<
    string | null
  >`(select ai.image_key from artwork_images ai where ai.artwork_id = "artworks"."id" order by ai.position limit 1)`,
};

type DueSearch = {
  id: string;
  userId: string;
  email: string;
  name: string;
  query: string;
  alert: "instant" | "daily" | "off";
  alertedUntil: Date;
};

/**
 * R-saved-search-alerts: mails each active member the works newly on offer
 * that match their saved searches with an alert: 'At once' searches on every
 * run, 'Daily' ones once a day as one digest. The matching is the search
 * page's own WHERE clause (searchConditions), with the member's ZIP for a
 * radius; the member's own works are left out. Each search's window is
 * claimed by moving its `alerted_until` with a conditional update, and each
 * (member, work) by its row in `alerted_works`, in the transaction that
 * queues the mail: two runs at once, or two searches that find the same
 * work, never mail a work twice to one member. Answers how many mails were queued.
 */
export async function sendSearchAlerts(db: Database, now: Date = new Date()) {
  const digestDue = new Date(now.getTime() - DIGEST_EVERY_MS);
  const due: DueSearch[] = await db
    .select({
      id: savedSearches.id,
      userId: savedSearches.userId,
      email: user.email,
      name: savedSearches.name,
      query: savedSearches.query,
      alert: savedSearches.alert,
      alertedUntil: savedSearches.alertedUntil,
    })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .where(
      and(
        // Only active members: an account whose address is confirmed.
        eq(user.emailVerified, true),
        lte(savedSearches.alertedUntil, now),
        or(
          eq(savedSearches.alert, "instant"),
          and(eq(savedSearches.alert, "daily"), lte(savedSearches.alertedUntil, digestDue)),
        ),
      ),
    )
    .orderBy(asc(savedSearches.userId), asc(savedSearches.createdAt))
    .limit(1000);
  const byMember = new Map<string, DueSearch[]>();
  for (const search of due)
    byMember.set(search.userId, [...(byMember.get(search.userId) ?? []), search]);
  let mailed = 0;
  for (const [memberId, searches] of byMember) {
    const { location } = await viewerLocation(db, memberId);
    const mailId = await db.transaction(async (tx) => {
      const groups: SearchAlertGroup[] = [];
      for (const search of searches) {
        // The search's window, claimed: another run that read the same row finds it moved.
        const [claimed] = await tx
          .update(savedSearches)
          .set({ alertedUntil: now })
          .where(
            and(
              eq(savedSearches.id, search.id),
              eq(savedSearches.alertedUntil, search.alertedUntil),
            ),
          )
          .returning({ id: savedSearches.id });
        if (!claimed) continue;
        // Since the window's start (less the look-back), and never before the search was saved
        // (compared in SQL, to the microsecond, as the listing times are).
        const since = sql`greatest(${new Date(search.alertedUntil.getTime() - LOOKBACK_MS).toISOString()}::timestamptz, (select ss.created_at from saved_searches ss where ss.id = ${search.id}))`;
        const { state } = normalisedSearch(search.query);
        const matching = await tx
          .select({ id: artworks.id })
          .from(artworks)
          .where(
            and(
              searchConditions(state, location),
              sql`${artworks.listedAt} > ${since}`,
              lte(artworks.listedAt, now),
              ne(artworks.userId, memberId),
              sql`not exists (select 1 from ${alertedWorks} where ${alertedWorks.userId} = ${memberId} and ${alertedWorks.artworkId} = ${artworks.id})`,
            ) as SQL,
          )
          .orderBy(asc(artworks.listedAt), asc(artworks.id))
          .limit(MAX_WORKS_PER_SEARCH);
        if (matching.length === 0) continue;
        // Each (member, work) once: a work another run or search claimed is left out.
        const won = await tx
          .insert(alertedWorks)
          .values(
            matching.map((work) => ({
              userId: memberId,
              artworkId: work.id,
              savedSearchId: search.id,
            })),
          )
          .onConflictDoNothing()
          .returning({ artworkId: alertedWorks.artworkId });
        if (won.length === 0) continue;
        const works: AlertWork[] = await tx
          .select(alertWorkColumns)
          .from(artworks)
          .where(
            inArray(
              artworks.id,
              won.map((row) => row.artworkId),
            ),
          )
          .orderBy(asc(artworks.listedAt), asc(artworks.id));
        groups.push({ name: search.name, query: search.query, works });
      }
      if (groups.length === 0) return null;
      const to = searches[0]?.email ?? "";
      return queueSavedSearchAlert(tx, {
        userId: memberId,
        to,
        groups,
        digest: searches.every((search) => search.alert === "daily"),
      });
    });
    if (mailId) {
      mailed += 1;
      await sendQueuedMail(db, mailId);
    }
  }
  return mailed;
}

export const SEARCH_ALERT_JOB = "saved search alerts";

/** Looks for works to alert at start and every minute. */
export function startSearchAlerts(intervalMs = SEARCH_ALERT_INTERVAL_MS) {
  startJob(SEARCH_ALERT_JOB, intervalMs, async () => {
    await sendSearchAlerts(processDatabase());
  });
}
