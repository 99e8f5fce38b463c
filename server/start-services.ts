import { connection, db } from "~/db/client.server";
import { startFavouriteAlerts, startSearchAlerts } from "~/features/alerts/index.server";
import {
  startAllowanceRenewals,
  startLeaseReminders,
  startOfferExpiry,
  startTransferSending,
} from "~/features/commerce/index.server";
import { seedOnStart } from "~/features/demo/index.server";
import { ensureZipCentroids } from "~/features/geo/index.server";
import {
  startImageTiling,
  startMediaSweep,
  startPaletteBackfill,
  stopImageTiling,
  tilingSettled,
} from "~/features/media/index.server";
import { closeMessaging, startMessaging, stopMessaging } from "~/features/messaging/index.server";
import { openDatabase } from "~/lib/bootstrap.server";
import { setGalleryTimeZone } from "~/lib/dates";
import { env } from "~/lib/env.server";
import { configureLogger, logger } from "~/lib/logger.server";
import { markShuttingDown } from "~/lib/shutdown.server";
import { stopAllJobs } from "~/services/jobs.server";
import { startOutboxUpkeep } from "~/services/mail.server";
import { startRateLimitUpkeep } from "~/services/rate-limit.server";

/** Everything that must be ready before the first request: config, database, reference and seed data. */
export async function startServices() {
  const config = env();
  configureLogger();
  setGalleryTimeZone(config.GALLERY_TZ);
  if (config.APP_URL.startsWith("https://") && config.TRUST_PROXY === false) {
    // Behind a proxy every request would share the proxy's address (one client
    // could lock everyone out of signing in) and forms would fail the origin check.
    logger.warn(
      "APP_URL is https:// but TRUST_PROXY is off: if a proxy terminates TLS, set TRUST_PROXY to its address",
    );
  }
  await openDatabase();
  await ensureZipCentroids(db());
  await seedOnStart();
  startMessaging();
  startAllowanceRenewals();
  startLeaseReminders();
  startOfferExpiry();
  startTransferSending();
  startOutboxUpkeep();
  startMediaSweep(db());
  startPaletteBackfill();
  startImageTiling();
  startSearchAlerts();
  startFavouriteAlerts();
  startRateLimitUpkeep();
}

let jobsStopped: Promise<void> = Promise.resolve();

/**
 * The first part of a graceful stop, before the server drains: /healthz turns
 * 503, live streams end with a hint to reconnect, and no job starts again.
 */
export function stopServices() {
  markShuttingDown();
  stopMessaging();
  stopImageTiling();
  jobsStopped = stopAllJobs();
}

/** The last part, once no request is left: waits for job runs under way, then closes the database. */
export async function closeServices() {
  await jobsStopped;
  await tilingSettled();
  await closeMessaging();
  await connection().close();
}
