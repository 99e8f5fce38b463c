import { count, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, invitations, profiles, transactions } from "~/db/schema";
import type { AdminCounts } from "./counts";

/** The four figures of the admin dashboard: exact counts, read in parallel. */
export async function adminCounts(db: Database): Promise<AdminCounts> {
  const [[users], [works], [sales], [pending]] = await Promise.all([
    db.select({ n: count() }).from(profiles),
    db.select({ n: count() }).from(artworks),
    db.select({ n: count() }).from(transactions),
    db.select({ n: count() }).from(invitations).where(eq(invitations.status, "pending")),
  ]);
  return {
    totalUsers: users?.n ?? 0,
    totalArtworks: works?.n ?? 0,
    transactions: sales?.n ?? 0,
    pendingInvitations: pending?.n ?? 0,
  };
}
