/**
 * The app behind PgBouncer in transaction mode: queries and transactions go
 * through the pooler, while the migration lock takes the direct connection
 * (DATABASE_LISTEN_URL; live delivery's LISTEN: messaging/live/pgbouncer.test.ts). Needs PostgreSQL (TEST_DATABASE_URL) and
 * Debian's pgbouncer; skipped, saying why, without them.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations } from "~/db/schema";
import { sendMessage, startConversation } from "~/features/messaging/index.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { pgbouncerMissing, startPgBouncer } from "../../tests/support/pgbouncer";
import { createDatabase, dropDatabase, uniqueDatabaseName } from "../../tests/support/postgres";
import { signedInMember } from "../../tests/support/sessions";
import { connect, type DatabaseConnection, setConnection } from "./client.server";
import { migrate } from "./migrate.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const missing = pgbouncerMissing();
if (missing) console.log(`Skipping the PgBouncer tests: ${missing}`);

let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
const databases: string[] = [];
const connections: DatabaseConnection[] = [];

/** A new, empty database, and connections to it through the pooler beside a direct one. */
async function pooledDatabase(count: number) {
  const name = uniqueDatabaseName("gallery_pooled");
  databases.push(name);
  const { url: direct } = await createDatabase(serverUrl!, name);
  const opened = Array.from({ length: count }, () =>
    connect({ databaseUrl: bouncer.url(name), directUrl: direct }),
  );
  connections.push(...opened);
  return opened;
}

describe.skipIf(missing !== null)("behind PgBouncer in transaction mode", () => {
  beforeAll(async () => {
    bouncer = await startPgBouncer(serverUrl!);
  });

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close().catch(() => {})));
    await bouncer?.stop();
    for (const name of databases) await dropDatabase(serverUrl!, name);
  });

  it("two servers starting at once migrate a new database once, taking turns on the direct connection", async () => {
    const [first, second] = await pooledDatabase(2);
    await Promise.all([migrate(first!), migrate(second!)]);
    const { rows } = await first!.pool!.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    const { rows: applied } = await first!.pool!.query<{ hash: string }>(
      "select distinct hash from drizzle.__drizzle_migrations",
    );
    // Each migration recorded exactly once.
    expect(rows[0]?.count).toBeGreaterThan(0);
    expect(rows[0]?.count).toBe(applied.length);
  });

  it("runs the app's queries and transactions through the pooler without prepared-statement errors", async () => {
    const [pooled] = await pooledDatabase(1);
    await migrate(pooled!);
    setConnection(pooled);
    await ensureDefaultPlans(pooled!.db);
    const alice = await signedInMember(pooled!.db);
    const bob = await signedInMember(pooled!.db);
    // Many same-shaped statements at once, over more clients than the pool has servers.
    const sent = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const { conversationId } = await startConversation(pooled!.db, alice.userId, {
          to: bob.userId,
        });
        await sendMessage(pooled!.db, alice.userId, conversationId, { content: `Hello ${index}` });
        return conversationId;
      }),
    );
    expect(new Set(sent).size).toBe(1);
    const [conversation] = await pooled!.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sent[0]!));
    expect(conversation).toBeDefined();
    expect(await bouncer.log()).not.toMatch(
      /prepared statement .* (does not exist|already exists)/,
    );
  });
});
