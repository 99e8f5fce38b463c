import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { isShuttingDown } from "~/lib/shutdown.server";

/** A check slower than this counts as failed: a load balancer should not wait on it. */
const CHECK_TIMEOUT_MS = 2_000;

/** Whether this process should get requests: not stopping, and its database answers. */
export async function isHealthy(timeoutMs = CHECK_TIMEOUT_MS): Promise<boolean> {
  if (isShuttingDown()) return false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const answered = db()
      .execute(sql`select 1`)
      .then(() => true as const);
    return await Promise.race([answered, timedOut]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
