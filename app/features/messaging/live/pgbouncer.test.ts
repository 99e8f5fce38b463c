/**
 * Live delivery behind PgBouncer in transaction mode: messages are written and
 * announced (NOTIFY) through the pooler, and this process hears them on its
 * direct connection (DATABASE_LISTEN_URL), since LISTEN needs a session of its
 * own. Needs PostgreSQL (TEST_DATABASE_URL) and Debian's pgbouncer; skipped,
 * saying why, without them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect, type DatabaseConnection, setConnection } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { ensureDefaultPlans } from "~/features/plans/index.server";
import { pgbouncerMissing, startPgBouncer } from "../../../../tests/support/pgbouncer";
import {
  createDatabase,
  dropDatabase,
  uniqueDatabaseName,
} from "../../../../tests/support/postgres";
import { signedInMember } from "../../../../tests/support/sessions";
import { sendMessage, startConversation } from "../conversations/mutations.server";
import { MessageHub } from "./message-hub.server";

const serverUrl = process.env.TEST_DATABASE_URL;
const missing = pgbouncerMissing();
if (missing) console.log(`Skipping live delivery behind PgBouncer: ${missing}`);

let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
let pooled: DatabaseConnection;
const name = uniqueDatabaseName("gallery_pooled_live");

describe.skipIf(missing !== null)("live delivery behind PgBouncer in transaction mode", () => {
  beforeAll(async () => {
    bouncer = await startPgBouncer(serverUrl!);
    const { url: direct } = await createDatabase(serverUrl!, name);
    pooled = connect({ databaseUrl: bouncer.url(name), directUrl: direct });
    await migrate(pooled);
    setConnection(pooled);
    await ensureDefaultPlans(pooled.db);
  });

  afterAll(async () => {
    await pooled?.close();
    await bouncer?.stop();
    await dropDatabase(serverUrl!, name);
  });

  it("a message sent through the pooler reaches a stream that listens on the direct connection", async () => {
    const alice = await signedInMember(pooled.db);
    const bob = await signedInMember(pooled.db);
    const { conversationId } = await startConversation(pooled.db, alice.userId, {
      to: bob.userId,
    });
    const hub = new MessageHub(pooled);
    const received: unknown[] = [];
    let arrived: () => void = () => {};
    const delivery = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    try {
      // Resolves once this process listens.
      await hub.subscribe({
        userId: bob.userId,
        deliver: (event) => {
          received.push(event);
          arrived();
        },
      });
      await sendMessage(pooled.db, alice.userId, conversationId, { content: "Through the pooler" });
      await Promise.race([
        delivery,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error("no live delivery within 5 s")), 5_000),
        ),
      ]);
      expect(JSON.stringify(received)).toContain("Through the pooler");
    } finally {
      await hub.close();
    }
  });
});
