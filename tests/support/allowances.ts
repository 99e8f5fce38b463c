import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { putOnPlan } from "./artwork-fixtures";

/**
 * Puts the member on the Patron plan (50 reveals and 50 promotion stars a
 * month), then sets what they have left of each allowance given. A balance
 * above what the member's plan grants is never spendable
 * (R-allowances-follow-plan), so a test's balances need a plan that allows them.
 */
export async function setAllowancesLeft(
  db: Database,
  userId: string,
  left: { reveals?: number; stars?: number },
) {
  await putOnPlan(db, userId, "Patron");
  await db
    .update(profiles)
    .set({
      ...(left.reveals === undefined ? {} : { currentReveals: left.reveals }),
      ...(left.stars === undefined ? {} : { currentPromotionStars: left.stars }),
    })
    .where(eq(profiles.id, userId));
}
