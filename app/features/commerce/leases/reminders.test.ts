import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { readUnsubscribeToken, refuseMail } from "~/features/mail-preferences/index.server";
import { formatDate } from "~/lib/format";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { bookLease } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { addDays } from "./lease-pricing";
import { galleryToday } from "./queries.server";
import { sendLeaseEndingReminders } from "./reminders.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

async function remindersTo(email: string) {
  return database.db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      headers: emailOutbox.headers,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "lease-ending")));
}

describe("lease ending reminders", () => {
  it("tells the owner three days ahead, once, however many processes run it at once", async () => {
    const today = galleryToday();
    const ending = await insertArtwork(database.db, owner.userId, { title: "Ending Soon" });
    const later = await insertArtwork(database.db, owner.userId, { title: "Ending Later" });
    // Free again in three days (its last day is the day after tomorrow), and one a day after.
    await bookLease(database.db, {
      artworkId: ending.id,
      artistId: owner.userId,
      startDate: addDays(today, -10),
      days: 13,
    });
    await bookLease(database.db, {
      artworkId: later.id,
      artistId: owner.userId,
      startDate: addDays(today, -10),
      days: 14,
    });

    const sent = await Promise.all([
      sendLeaseEndingReminders(database.db),
      sendLeaseEndingReminders(database.db),
    ]);
    expect(sent[0] + sent[1]).toBe(1);
    const mails = await remindersTo(owner.email);
    expect(mails).toHaveLength(1);
    // It ends on its last day (R-lease-end), as checkout and the profile say; free the day after.
    const lastDay = formatDate(addDays(today, 2));
    expect(mails[0]?.subject).toBe(`A lease of "Booked" ends on ${lastDay}`);
    expect(mails[0]?.text).toContain(
      `(${formatDate(addDays(today, -10))} – ${lastDay}) ends on ${lastDay}.`,
    );
    expect(mails[0]?.text).toContain(`free again on ${formatDate(addDays(today, 3))}`);
    expect(mails[0]?.text).toContain(`/artwork/${ending.id}`);
    // The owner may refuse reminders: one-click unsubscribe and the last lines say how.
    expect(mails[0]?.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = mails[0]?.headers?.["List-Unsubscribe"]?.match(/^<(.+)>$/)?.[1] ?? "";
    const token = new URL(address).pathname.replace("/unsubscribe/", "");
    expect(readUnsubscribeToken(token)).toEqual({ userId: owner.userId, kind: "lease-ending" });
    expect(mails[0]?.text).toContain(`Stop these e-mails: ${address}`);
    expect(mails[0]?.text?.split("\n").at(-1)).toMatch(/\/email-preferences$/);

    // Again later the same day: nothing more.
    expect(await sendLeaseEndingReminders(database.db)).toBe(0);
    // A day later the other lease is due.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sendLeaseEndingReminders(database.db, tomorrow)).toBe(1);
    expect(await remindersTo(owner.email)).toHaveLength(2);
  });

  it("sends nothing to an owner who refused lease reminders", async () => {
    const today = galleryToday();
    const refusing = await signedInMember(database.db);
    await refuseMail(database.db, refusing.userId, "lease-ending");
    const work = await insertArtwork(database.db, refusing.userId, { title: "Quiet" });
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: refusing.userId,
      startDate: addDays(today, -10),
      days: 13,
    });
    await sendLeaseEndingReminders(database.db);
    // Claimed all the same: it is not mailed on a later run either.
    await sendLeaseEndingReminders(database.db);
    expect(await remindersTo(refusing.email)).toHaveLength(0);
  });
});
