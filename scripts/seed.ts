/**
 * Re-creates the demo gallery from scratch:
 *   npm run seed [-- --force]
 * Deletes every account, artwork, invitation, e-mail and stored image, then
 * seeds the demo members, artists and artworks again and prints the sign-ins.
 * Plans are kept. Refuses to run when APP_ENV is production unless --force.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { DatabaseConnection } from "~/db/client.server";
import {
  clearGallery,
  ensureConfiguredAdmin,
  printDemoSignIns,
  seedDemoData,
} from "~/features/demo/index.server";
import { mediaStorage } from "~/features/media/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { openDatabase } from "~/lib/bootstrap.server";
import { EnvError, env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";

const USAGE = "Usage: npm run seed [-- --force]";

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readArguments() {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        force: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    return { force: values.force ?? false };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
}

/** PGlite does not refuse a second process; its lock file tells us the server has it open. */
function embeddedDatabaseInUse(): string | null {
  const config = env();
  if (config.DATABASE_URL || config.PGLITE_DATA_DIR.startsWith("memory://")) return null;
  const lockFile = path.join(config.PGLITE_DATA_DIR, "postmaster.pid");
  return existsSync(lockFile) ? lockFile : null;
}

async function main() {
  const { force } = readArguments();
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  logger.level = process.env.LOG_LEVEL ? config.LOG_LEVEL : "warn";

  if (config.APP_ENV === "production" && !force) {
    fail(
      [
        "APP_ENV is production: seeding would delete every account, artwork and image.",
        "Run again with --force if that is really what you want.",
      ].join("\n"),
    );
  }
  const lockFile = embeddedDatabaseInUse();
  if (lockFile) {
    fail(
      [
        `The embedded database in ${config.PGLITE_DATA_DIR} is open in another process, probably the running gallery server.`,
        "Stop the server, run this command again, then start the server.",
        `If no server is running, a previous run was stopped abruptly: remove ${lockFile} and try again.`,
      ].join("\n"),
    );
  }

  let connection: DatabaseConnection;
  try {
    connection = await openDatabase();
  } catch (error) {
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }

  try {
    const storage = mediaStorage();
    const started = performance.now();
    process.stdout.write("Deleting accounts, artworks, invitations, mail and media…\n");
    await clearGallery(connection.db, storage);
    await ensureDefaultPlans(connection.db);
    process.stdout.write("Seeding the demo gallery…\n");
    const result = await seedDemoData(connection.db, { storage });
    if (!result.seeded) throw new Error("another process seeded the gallery at the same time");
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      await ensureConfiguredAdmin(connection.db, {
        email: config.ADMIN_EMAIL,
        password: config.ADMIN_PASSWORD,
      });
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Seeded ${result.users} accounts, ${result.artworks} artworks and ${result.images} artwork images in ${seconds} s.\n`,
    );
    await printDemoSignIns(connection.db);
  } finally {
    await connection.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
