import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { MediaStorage } from "~/features/media/index.server";

/**
 * Empties the gallery for a fresh demo: every account and everything that
 * hangs off one (artworks, images, sales, messages, spaces…), invitations,
 * mail, audit and rate-limit records, and all stored media. Plans stay, so
 * an admin's edits to them survive. CASCADE reaches every table that refers
 * to these, including ones added later.
 */
export async function clearGallery(db: Database, storage: MediaStorage) {
  await db.execute(sql`
    truncate table "user", "verification", "invitations", "email_outbox", "audit_log", "rate_limits"
    cascade
  `);
  await storage.deleteAll();
}
