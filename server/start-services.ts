import { db } from "~/db/client.server";
import { startAllowanceRenewals } from "~/features/commerce/index.server";
import { seedOnStart } from "~/features/demo/index.server";
import { ensureZipCentroids } from "~/features/geo/index.server";
import { startMediaSweep, startPaletteBackfill } from "~/features/media/index.server";
import { startMessaging } from "~/features/messaging/index.server";
import { openDatabase } from "~/lib/bootstrap.server";
import { setGalleryTimeZone } from "~/lib/dates";
import { env } from "~/lib/env.server";
import { configureLogger, logger } from "~/lib/logger.server";
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
  startOutboxUpkeep();
  startMediaSweep(db());
  startPaletteBackfill();
  startRateLimitUpkeep();
}
