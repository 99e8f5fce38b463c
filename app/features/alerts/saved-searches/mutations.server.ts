import { and, count, eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "~/db/client.server";
import { savedSearches, user } from "~/db/schema";
import { savedSearchErrors } from "./errors";
import type { SaveSearchInput } from "./schema";
import {
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  normalisedSearch,
  savedSearchHref,
} from "./words";

/**
 * R-saved-searches: saves the search on screen for the member, as the search
 * page reads it (page 1). Refused when the member saved the same search
 * before, or keeps MAX_SAVED_SEARCHES already: the member's account row is
 * locked first (ADR 10), so saves at the same moment count one after another.
 */
export async function saveSearch(db: Database, userId: string, input: SaveSearchInput) {
  const { state, query } = normalisedSearch(input.query);
  if (state.sort === "favorites") throw savedSearchErrors.raise("favorites");
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: user.id })
      .from(user)
      .where(eq(user.id, userId))
      .for("update");
    if (locked.length === 0) throw savedSearchErrors.raise("sign-in");
    const [same] = await tx
      .select({ id: savedSearches.id })
      .from(savedSearches)
      .where(and(eq(savedSearches.userId, userId), eq(savedSearches.query, query)));
    if (same) throw savedSearchErrors.raise("duplicate");
    const [kept] = await tx
      .select({ n: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, userId));
    if (Number(kept?.n ?? 0) >= MAX_SAVED_SEARCHES) throw savedSearchErrors.raise("limit");
    const [saved] = await tx
      .insert(savedSearches)
      .values({ userId, name: input.name, query, alert: input.alert })
      .onConflictDoNothing()
      .returning({ id: savedSearches.id });
    if (!saved) throw savedSearchErrors.raise("duplicate");
    return { id: saved.id, href: savedSearchHref(query) };
  });
}

/** The member's own search `id`, changed by `set`; another member's (or none) is not found. */
async function updateOwn(
  db: Database,
  userId: string,
  id: string,
  set: PgUpdateSetSource<typeof savedSearches>,
) {
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query });
  if (!row) throw savedSearchErrors.raise("not-found");
  return row;
}

export function renameSavedSearch(db: Database, userId: string, id: string, name: string) {
  return updateOwn(db, userId, id, { name });
}

/**
 * Changes how the search alerts. Turning alerts on starts from now: works
 * listed while they were off are not mailed.
 */
export function setSavedSearchAlert(
  db: Database,
  userId: string,
  id: string,
  alert: AlertFrequency,
) {
  return updateOwn(db, userId, id, {
    alert,
    alertedUntil: sql`case when ${savedSearches.alert} = 'off' then now() else ${savedSearches.alertedUntil} end`,
  });
}

export async function deleteSavedSearch(db: Database, userId: string, id: string) {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw savedSearchErrors.raise("not-found");
}

/**
 * Opening the search from the list: its works are no longer new to the
 * member. Answers the search page's address.
 */
export async function openSavedSearch(db: Database, userId: string, id: string) {
  const row = await updateOwn(db, userId, id, { lastVisitedAt: sql`now()` });
  return savedSearchHref(row.query);
}
