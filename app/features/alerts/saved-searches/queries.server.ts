import { and, desc, eq, gt, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { artworks, profiles, savedSearches } from "~/db/schema";
import { searchConditions, viewerLocation } from "~/features/catalogue/index.server";
import { displayName } from "~/lib/display-name";
import {
  type AlertFrequency,
  NEW_COUNT_LIMIT,
  normalisedSearch,
  type SavedSearchRow,
  savedSearchHref,
  searchInWords,
} from "./words";

/** The full names of the members some searches are narrowed to (?userId=). */
async function artistNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const found = await db
    .select({ id: profiles.id, fullName: profiles.fullName, handle: profiles.handle })
    .from(profiles)
    .where(inArray(profiles.id, ids));
  return new Map(found.map((row) => [row.id, displayName(row, row.handle)]));
}

/** How many works the condition finds, up to one more than NEW_COUNT_LIMIT. */
async function countUpTo(db: Database, where: SQL) {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as "n" from (select 1 from ${artworks} where ${where} limit ${NEW_COUNT_LIMIT + 1}) found`,
  );
  return Number(row?.n ?? 0);
}

/**
 * R-saved-searches: the member's saved searches, newest first, each with its
 * filters in words and the works the search page shows for it that were
 * listed since the member last opened it from here. Only the member's own.
 */
export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchRow[]> {
  const saved = await db
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      query: savedSearches.query,
      alert: savedSearches.alert,
      lastVisitedAt: savedSearches.lastVisitedAt,
    })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  if (saved.length === 0) return [];
  const states = saved.map((row) => normalisedSearch(row.query).state);
  const [{ location }, names] = await Promise.all([
    viewerLocation(db, userId),
    artistNames(db, [...new Set(states.flatMap((state) => (state.userId ? [state.userId] : [])))]),
  ]);
  const counts = await Promise.all(
    saved.map((row, i) =>
      countUpTo(
        db,
        and(
          searchConditions(states[i]!, location),
          gt(artworks.listedAt, row.lastVisitedAt),
        ) as SQL,
      ),
    ),
  );
  return saved.map((row, i) => {
    const state = states[i]!;
    return {
      id: row.id,
      name: row.name,
      words: searchInWords(state, state.userId ? names.get(state.userId) : null),
      href: savedSearchHref(row.query),
      alert: row.alert as AlertFrequency,
      newCount: counts[i] ?? 0,
    };
  });
}
