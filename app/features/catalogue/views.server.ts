import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks } from "~/db/schema";

/**
 * Counts one visit to an artwork's page. A single UPDATE adds 1 where the row
 * is, so concurrent visits never overwrite each other. False when there is no such artwork.
 */
export async function recordArtworkView(db: Database, artworkId: string): Promise<boolean> {
  const updated = await db
    .update(artworks)
    .set({ viewCount: sql`${artworks.viewCount} + 1` })
    .where(eq(artworks.id, artworkId))
    .returning({ id: artworks.id });
  return updated.length > 0;
}

/**
 * Browsers fetch pages a visitor might open next (link prefetching); those
 * requests announce themselves and are not visits.
 */
export function isPrefetch(request: Request) {
  const purpose = `${request.headers.get("Sec-Purpose") ?? ""} ${request.headers.get("Purpose") ?? ""}`;
  return /\bprefetch\b/i.test(purpose);
}
