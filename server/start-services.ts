import { db } from "~/db/client.server";
import { startAllowanceRenewals } from "~/features/commerce/allowances.server";
import { seedOnStart } from "~/features/demo/seed.server";
import { ensureZipCentroids } from "~/features/geo/centroids.server";
import { startMediaSweep } from "~/features/media/sweep.server";
import { startMessaging } from "~/features/messaging/services.server";
import { startOutboxUpkeep } from "~/features/platform/mail.server";
import { startRateLimitUpkeep } from "~/features/platform/rate-limit.server";
import { openDatabase } from "~/lib/bootstrap.server";
import { env } from "~/lib/env.server";
import { configureLogger } from "~/lib/logger.server";

/** Everything that must be ready before the first request: config, database, reference and seed data. */
export async function startServices() {
  env();
  configureLogger();
  await openDatabase();
  await ensureZipCentroids(db());
  await seedOnStart();
  startMessaging();
  startAllowanceRenewals();
  startOutboxUpkeep();
  startMediaSweep(db());
  startRateLimitUpkeep(db);
}
