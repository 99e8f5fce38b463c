import { and, eq, inArray } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { invitations, user } from "~/db/schema";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { seedDemoData } from "./demo-data.server";
import { DEMO_PASSWORD, DEMO_PENDING_INVITATIONS, DEMO_PEOPLE } from "./demo-people";
import { ensureConfiguredAdmin } from "./first-admin.server";

async function hasAnyUser(database: Database) {
  const found = await database.select({ id: user.id }).from(user).limit(1);
  return found.length > 0;
}

/**
 * Seeds what a fresh database needs at start: the default plans always;
 * with DEMO_DATA, a demo gallery when there are no users yet; and the
 * administrator named by ADMIN_EMAIL and ADMIN_PASSWORD if missing.
 */
export async function seedOnStart(
  database: Database = db(),
  { write }: { write?: (text: string) => void } = {},
) {
  const config = env();
  await ensureDefaultPlans(database);
  if (config.DEMO_DATA && !(await hasAnyUser(database))) {
    const started = performance.now();
    const result = await seedDemoData(database);
    if (result.seeded) {
      logger.info(
        { ...result, ms: Math.round(performance.now() - started) },
        "demo gallery seeded",
      );
    }
  }
  if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
    const created = await ensureConfiguredAdmin(database, {
      email: config.ADMIN_EMAIL,
      password: config.ADMIN_PASSWORD,
    });
    if (created)
      logger.info({ email: config.ADMIN_EMAIL }, "administrator created from ADMIN_EMAIL");
  }
  if (config.DEMO_DATA) await printDemoSignIns(database, write);
}

/** The demo accounts to try, as a short table on the console. Prints nothing if they are gone. */
export async function printDemoSignIns(
  database: Database,
  write = (text: string) => {
    process.stdout.write(text);
  },
) {
  const listed = DEMO_PEOPLE.filter((person) => person.listed);
  const present = await database
    .select({ email: user.email })
    .from(user)
    .where(
      inArray(
        user.email,
        DEMO_PEOPLE.map((person) => person.email),
      ),
    );
  const emails = new Set(present.map((row) => row.email));
  const rows = listed.filter((person) => emails.has(person.email));
  if (rows.length === 0) return;

  const table = [
    ["role", "e-mail", "password"],
    ...rows.map((p) => [p.role, p.email, DEMO_PASSWORD]),
  ];
  const widths = [0, 1].map((column) => Math.max(...table.map((row) => row[column]?.length ?? 0)));
  const lines = table.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  const others = emails.size - rows.length;
  const pending = await database
    .select({ email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.status, "pending"),
        inArray(
          invitations.email,
          DEMO_PENDING_INVITATIONS.map((invitation) => invitation.email),
        ),
      ),
    );
  write(
    [
      "",
      "Demo sign-ins",
      ...lines.map((line) => `  ${line}`),
      others > 0 ? `  …and ${others} more demo artists and members with the same password.` : null,
      pending.length > 0
        ? `  Invited, not yet registered: ${pending.map((row) => row.email).join(", ")} (create an account at /register).`
        : null,
      "",
      "",
    ]
      .filter((line) => line !== null)
      .join("\n"),
  );
}
