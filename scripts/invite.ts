/**
 * Invites someone from the command line:
 *   npm run invite -- EMAIL [--notes "..."]
 * Prints the single-use registration link and whether it was mailed or kept in the outbox.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import type { DatabaseConnection } from "~/db/client.server";
import { invitationSchema } from "~/features/accounts";
import { inviteMember } from "~/features/accounts/index.server";
import { latestMailState } from "~/features/admin/index.server";
import { openDatabase } from "~/lib/bootstrap.server";
import { EnvError, env } from "~/lib/env.server";
import { AppError } from "~/lib/errors";
import { logger } from "~/lib/logger.server";

const USAGE = 'Usage: npm run invite -- EMAIL [--notes "..."]';

function fail(message: string, code = 1): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

function readArguments() {
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(2),
      options: {
        notes: { type: "string", short: "n" },
        help: { type: "boolean", short: "h" },
      },
      allowPositionals: true,
    });
    if (values.help) {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    }
    if (positionals.length === 0) fail(`Please enter an email address.\n${USAGE}`, 2);
    if (positionals.length > 1) {
      fail(`Give one email address at a time (got ${positionals.length}).\n${USAGE}`, 2);
    }
    return { email: positionals[0], notes: values.notes };
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`, 2);
  }
}

/**
 * The embedded database may be opened by one process only, and PGlite does
 * not refuse a second one: its lock file tells us the server has it open.
 */
function embeddedDatabaseInUse(): string | null {
  const config = env();
  if (config.DATABASE_URL || config.PGLITE_DATA_DIR.startsWith("memory://")) return null;
  const lockFile = path.join(config.PGLITE_DATA_DIR, "postmaster.pid");
  return existsSync(lockFile) ? lockFile : null;
}

async function main() {
  const args = readArguments();
  const parsed = invitationSchema.safeParse(args);
  if (!parsed.success) {
    fail(`${parsed.error.issues.map((i) => i.message).join("\n")}\n${USAGE}`, 2);
  }

  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) fail(error.message);
    throw error;
  }
  // Keep the output to what matters unless asked for more.
  logger.level = process.env.LOG_LEVEL ? config.LOG_LEVEL : "warn";

  const lockFile = embeddedDatabaseInUse();
  if (lockFile) {
    fail(
      [
        `The embedded database in ${config.PGLITE_DATA_DIR} is open in another process, probably the running gallery server.`,
        "Only one process can use it at a time: stop the server, run this command again, then start the server.",
        "(Or send the invitation from the running app at /admin/invitations.)",
        `If no server is running, a previous run was stopped abruptly: remove ${lockFile} and try again.`,
      ].join("\n"),
    );
  }

  let connection: DatabaseConnection;
  try {
    connection = await openDatabase();
  } catch (error) {
    const where = config.DATABASE_URL
      ? "the PostgreSQL database named by DATABASE_URL"
      : `the embedded database in ${config.PGLITE_DATA_DIR}`;
    fail(
      [
        `Could not open ${where}: ${describe(error)}`,
        config.DATABASE_URL
          ? "Check that the server is reachable and the URL is right."
          : "If the gallery server is running, stop it first: only one process can open the embedded database.",
      ].join("\n"),
    );
  }

  try {
    const { invitation, link } = await inviteMember(connection.db, null, parsed.data);
    const email = invitation?.email ?? parsed.data.email;
    const mail = await latestMailState(connection.db, email, "invitation");
    const lines = [`Invited ${email}`, "", "Registration link (single use):", link, ""];
    if (mail?.state === "sent") {
      lines.push("The invitation was e-mailed by SMTP.");
    } else if (mail?.state === "failed") {
      lines.push(
        `SMTP could not deliver the e-mail (${mail.lastError ?? "unknown error"}).`,
        "It stays in the outbox (/admin/outbox); pass the link on yourself.",
      );
    } else {
      lines.push(
        "No SMTP server is configured (SMTP_URL), so the e-mail was queued in the outbox: admins can read it at /admin/outbox. Pass the link on yourself.",
      );
    }
    process.stdout.write(`${lines.join("\n")}\n`);
  } catch (error) {
    if (error instanceof AppError) {
      await connection.close();
      fail(error.message);
    }
    throw error;
  }
  await connection.close();
}

/** An error's message, with the underlying cause (a driver's error is often only there). */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : "";
  const first = error.message.split("\n")[0] ?? error.message;
  return cause && !first.includes(cause) ? `${first} (${cause})` : first;
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to send invitation: ${describe(error)}\n`);
  process.exit(1);
});
