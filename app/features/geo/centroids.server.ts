import { sql } from "drizzle-orm";
import zipcodes from "zipcodes";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { zipCentroids } from "~/db/schema";

const BATCH = 4000;

/**
 * Loads the bundled US ZIP centroids into the database once, so distances
 * (Near me, artwork pages) can be computed and indexed in SQL.
 */
export async function ensureZipCentroids(db: Database) {
  const [existing] = await rows<{ count: number }>(
    db,
    sql`select count(*)::int as count from zip_centroids`,
  );
  const all = Object.values(zipcodes.codes).filter(
    (p) =>
      /^\d{5}$/.test(String(p.zip)) && Number.isFinite(p.latitude) && Number.isFinite(p.longitude),
  );
  if ((existing?.count ?? 0) >= all.length) return;
  for (let i = 0; i < all.length; i += BATCH) {
    await db
      .insert(zipCentroids)
      .values(
        all.slice(i, i + BATCH).map((p) => ({
          zip: String(p.zip),
          latitude: p.latitude,
          longitude: p.longitude,
          city: p.city ?? null,
          state: p.state ?? null,
        })),
      )
      .onConflictDoNothing();
  }
}
