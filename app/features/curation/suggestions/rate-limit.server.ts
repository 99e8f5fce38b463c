import type { Database } from "~/db/client.server";
import { hit } from "~/services/rate-limit.server";

/**
 * R-suggestions-best-set: a suggestion is real work (a full-text read and the
 * knapsack), so one member may ask for at most 30 a minute, across processes.
 */
export const SUGGESTION_RATE_LIMIT = { limit: 30, windowSeconds: 60 } as const;

export async function limitSuggestions(db: Database, userId: string) {
  await hit(
    db,
    `suggestions:${userId}`,
    SUGGESTION_RATE_LIMIT.limit,
    SUGGESTION_RATE_LIMIT.windowSeconds,
  );
}
