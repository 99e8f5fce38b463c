import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { userSubscriptions } from "~/db/schema";
import type { AllowancePeriod } from "./allowances";

/** The member's current period: that of their newest active subscription, or null. */
export async function currentPeriod(db: Database, userId: string): Promise<AllowancePeriod | null> {
  const [row] = await db
    .select({
      start: userSubscriptions.currentPeriodStart,
      end: userSubscriptions.currentPeriodEnd,
    })
    .from(userSubscriptions)
    .where(and(eq(userSubscriptions.userId, userId), eq(userSubscriptions.status, "active")))
    .orderBy(desc(userSubscriptions.createdAt))
    .limit(1);
  return row ? { start: row.start.toISOString(), end: row.end.toISOString() } : null;
}
