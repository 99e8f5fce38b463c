import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { invitationSchema } from "~/features/accounts";
import { inviteMember } from "~/features/accounts/index.server";
import { firstLink } from "~/lib/links";
import { MAX_DELIVERY_ATTEMPTS } from "~/services/mail.server";
import { createTestDatabase } from "../../../../tests/support/database";
import { latestMailState, listOutboxMail, outboxTotals } from "./queries.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("outbox", () => {
  it("lists mail newest first, searchable by recipient, with its delivery state", async () => {
    const old = new Date("2026-01-01T10:00:00Z");
    await database.db.insert(emailOutbox).values([
      { toAddress: "a@old.test", subject: "Old", textBody: "Hello", kind: "misc", createdAt: old },
      {
        toAddress: "b@sent.test",
        subject: "Delivered",
        textBody: "Hi",
        kind: "misc",
        createdAt: new Date("2026-01-02T10:00:00Z"),
        sentAt: new Date("2026-01-02T10:00:01Z"),
        attempts: 1,
      },
      {
        toAddress: "c@failed.test",
        subject: "Refused",
        textBody: "Hi",
        kind: "misc",
        createdAt: new Date("2026-01-03T10:00:00Z"),
        attempts: 1,
        lastError: "Error: connection refused",
      },
      {
        toAddress: "d@given-up.test",
        subject: "Refused three times",
        textBody: null,
        kind: "misc",
        createdAt: new Date("2026-01-04T10:00:00Z"),
        attempts: MAX_DELIVERY_ATTEMPTS,
        lastError: "Error: mailbox unavailable",
      },
    ]);
    const { link } = await inviteMember(
      database.db,
      null,
      invitationSchema.parse({ email: "fresh@invite.test" }),
    );

    const mails = await listOutboxMail(database.db, { withBodies: true });
    expect(mails[0]).toMatchObject({
      to: "fresh@invite.test",
      kind: "invitation",
      state: "queued",
    });
    expect(firstLink(mails[0]?.text ?? "")).toBe(link);
    const times = mails.map((m) => m.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));

    expect(
      (await listOutboxMail(database.db, { search: "SENT.test" })).map((m) => m.state),
    ).toEqual(["sent"]);
    // Refused once: another attempt is due. Refused on the last: the dead letter.
    expect((await listOutboxMail(database.db, { search: "failed" }))[0]).toMatchObject({
      state: "retrying",
      lastError: "Error: connection refused",
    });
    expect((await listOutboxMail(database.db, { search: "given-up" }))[0]).toMatchObject({
      state: "failed",
      lastError: "Error: mailbox unavailable",
    });
    expect(await listOutboxMail(database.db, { search: "_" })).toEqual([]);
    expect(await listOutboxMail(database.db, { limit: 2 })).toHaveLength(2);

    expect(await latestMailState(database.db, "fresh@invite.test", "invitation")).toEqual({
      state: "queued",
      lastError: null,
    });
    expect(await latestMailState(database.db, "nobody@invite.test", "invitation")).toBeNull();

    const totals = await outboxTotals(database.db);
    expect(totals.sent).toBe(1);
    expect(totals.retrying).toBe(1);
    expect(totals.failed).toBe(1);
    expect(totals.queued).toBe(totals.total - 3);
  });
});
