import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { artworks, emailOutbox, leases, transactions } from "~/db/schema";
import { addDays, todayIso } from "~/features/commerce/leases/lease-pricing";
import { resetEnvCache } from "~/lib/env.server";
import { retryUnsentMail } from "~/services/mail.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { leaseArtwork, mailedCheckoutCode } from "../../../../tests/support/payments";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { startSmtpServer } from "../../../../tests/support/smtp-server";
import { CHECKOUT_CODE_SUBJECT, issueCheckoutCode } from "./confirmation-code.server";
import { type CompleteCheckoutInput, completeCheckout } from "./mutations.server";
import { createTestPaymentProvider, setPaymentProvider } from "./payments.server";
import { deliverReceipt } from "./receipt.server";

/** What checkout mails keep: codes only in bodies, and a receipt exactly when its sale. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  artist = await signedInMember(database.db);
  setPaymentProvider(createTestPaymentProvider());
});
afterEach(() => {
  useSmtp(false);
  smtp.received.length = 0;
});
afterAll(async () => {
  setPaymentProvider(undefined);
  await smtp.close();
  await database.drop();
});

function useSmtp(on: boolean) {
  if (on) process.env.SMTP_URL = smtp.url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

async function mailsTo(email: string, kind: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));
}

/** Every kept value of an outbox row as text, to look for a secret in any column. */
function keptText(row: Record<string, unknown>) {
  return Object.values(row)
    .map((value) => (value instanceof Date ? value.toISOString() : String(value)))
    .join("\n");
}

async function buy(who: SignedIn, artworkId: string, extra: Partial<CompleteCheckoutInput> = {}) {
  return completeCheckout(database.db, who.userId, {
    artworkId,
    type: "purchase",
    card: GOOD_CARD,
    ...extra,
    code: extra.code ?? (await mailedCheckoutCode(database.db, who, artworkId)),
  });
}

describe("the checkout code mail", () => {
  it("with SMTP, carries the code in its body only; the sent row keeps neither code nor link", async () => {
    useSmtp(true);
    const buyer = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    await issueCheckoutCode(database.db, {
      userId: buyer.userId,
      artworkId: artwork.id,
      email: buyer.email,
      artworkTitle: artwork.title,
    });
    const mail = await smtp.waitFor(buyer.email, /confirmation code/);
    // A code is part of the purchase, never something to unsubscribe from.
    expect(mail.data).not.toMatch(/List-Unsubscribe/i);
    const code = mail.text.match(/ is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).toBe(CHECKOUT_CODE_SUBJECT);
    expect(mail.subject).not.toMatch(/\d/);

    const [row, ...others] = await mailsTo(buyer.email, "checkout-code");
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ subject: CHECKOUT_CODE_SUBJECT, textBody: null, htmlBody: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    const kept = keptText(row!);
    expect(kept).not.toContain(code);
    expect(kept).not.toMatch(/https?:\/\//);
  });

  it("the subjects stored with a code before are cleared by their migration", async () => {
    const [old] = await database.db
      .insert(emailOutbox)
      .values({
        toAddress: "earlier@example.com",
        subject: "Your confirmation code: 557566",
        kind: "checkout-code",
        sentAt: new Date(),
      })
      .returning({ id: emailOutbox.id });
    const migration = readFileSync(
      new URL("../../../../drizzle/0021_code_free_mail_subjects.sql", import.meta.url),
      "utf8",
    );
    await database.db.execute(sql.raw(migration));
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, old!.id));
    expect(row?.subject).toBe(CHECKOUT_CODE_SUBJECT);
    expect(keptText(row!)).not.toContain("557566");
  });
});

describe("the receipt (R-receipt-with-sale)", () => {
  it("is in the outbox as soon as a purchase, a lease, an extension and a resale commit", async () => {
    // Nothing runs after completeCheckout here, as when the process dies right after the commit.
    const buyer = await signedInMember(database.db);
    const bought = await insertArtwork(database.db, artist.userId, { title: "Bought" });
    const purchase = await buy(buyer, bought.id);

    const leased = await insertArtwork(database.db, artist.userId, { title: "Leased" });
    const lease = await leaseArtwork(database.db, buyer, leased.id, todayIso(), 3);
    const [held] = await database.db
      .select({ id: leases.id, endDate: leases.endDate })
      .from(leases)
      .where(eq(leases.transactionId, lease.transactionId));
    const extension = await completeCheckout(database.db, buyer.userId, {
      artworkId: leased.id,
      type: "lease",
      card: GOOD_CARD,
      code: await mailedCheckoutCode(database.db, buyer, leased.id),
      lease: { startDate: held!.endDate, days: "2", durationType: "daily" },
      extend: held!.id,
    });

    // The buyer of `bought` sells it on.
    await database.db
      .update(artworks)
      .set({ isAvailable: true, salePriceCents: 150_000 })
      .where(eq(artworks.id, bought.id));
    const collector = await signedInMember(database.db);
    const resale = await buy(collector, bought.id);

    const receipts = [
      ...(await mailsTo(buyer.email, "receipt")),
      ...(await mailsTo(collector.email, "receipt")),
    ];
    for (const done of [purchase, lease, extension, resale]) {
      const receipt = receipts.filter((mail) => mail.id === done.receiptMailId);
      expect(receipt).toHaveLength(1);
      expect(receipt[0]?.textBody).toContain(`Receipt number: ${done.transactionId}`);
    }
    expect(receipts).toHaveLength(4);
  });

  it("with SMTP, one whose sending never ran after the commit is sent by the outbox upkeep", async () => {
    const buyer = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    const bought = await buy(buyer, artwork.id);
    useSmtp(true);
    expect(await retryUnsentMail(database.db)).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(buyer.email, /^Your receipt: /);
    expect(mail.text).toContain(`Receipt number: ${bought.transactionId}`);
    const [row] = await mailsTo(buyer.email, "receipt");
    expect(row).toMatchObject({ attempts: 1, textBody: null, htmlBody: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    // The request's own send comes second and finds it claimed: it is sent once.
    await deliverReceipt(database.db, bought.receiptMailId);
    const receipts = smtp.received.filter(
      (m) => m.to.includes(buyer.email) && m.subject.startsWith("Your receipt: "),
    );
    expect(receipts).toHaveLength(1);
  });

  it("with SMTP, is delivered right after the commit and then keeps no body", async () => {
    const buyer = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await mailedCheckoutCode(database.db, buyer, artwork.id);
    useSmtp(true);
    const bought = await buy(buyer, artwork.id, { code });
    await deliverReceipt(database.db, bought.receiptMailId);
    const receipt = await smtp.waitFor(buyer.email, /^Your receipt: /);
    expect(receipt.text).toContain(bought.transactionId);
    // A receipt always goes: no one-click unsubscribe.
    expect(receipt.data).not.toMatch(/List-Unsubscribe/i);
    const [row] = await mailsTo(buyer.email, "receipt");
    expect(row).toMatchObject({ attempts: 1, textBody: null, htmlBody: null });
    expect(keptText(row!)).not.toMatch(/https?:\/\//);
  });

  it("that cannot be written takes the sale with it: refunded, nothing changes hands", async () => {
    const buyer = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await mailedCheckoutCode(database.db, buyer, artwork.id);
    const name = `fail_receipt_${buyer.userId.replaceAll("-", "_")}`;
    await database.db.execute(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'the outbox is unavailable'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger ${name} before insert on email_outbox for each row
        when (new.kind = 'receipt' and new.to_address = '${buyer.email}') execute function ${name}()`),
    );
    try {
      await expect(buy(buyer, artwork.id, { code })).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw(`drop trigger ${name} on email_outbox`));
    }
    const [record] = await database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.artworkId, artwork.id));
    expect(record?.status).toBe("refunded");
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, artwork.id));
    expect(after).toMatchObject({ userId: artist.userId, isAvailable: true });
    expect(await mailsTo(buyer.email, "receipt")).toHaveLength(0);
  });

  it("is not kept for a lease whose recording fails after the charge", async () => {
    const buyer = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, artist.userId);
    const code = await mailedCheckoutCode(database.db, buyer, artwork.id);
    const name = `fail_lease_${artwork.id.replaceAll("-", "_")}`;
    await database.db.execute(
      sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$
        begin raise exception 'recording failed'; end $$`),
    );
    await database.db.execute(
      sql.raw(`create trigger ${name} before insert on leases for each row
        when (new.artwork_id = '${artwork.id}'::uuid) execute function ${name}()`),
    );
    try {
      await expect(
        completeCheckout(database.db, buyer.userId, {
          artworkId: artwork.id,
          type: "lease",
          card: GOOD_CARD,
          code,
          lease: { startDate: addDays(todayIso(), 1), days: "3", durationType: "daily" },
        }),
      ).rejects.toThrow();
    } finally {
      await database.db.execute(sql.raw(`drop trigger ${name} on leases`));
    }
    expect(await mailsTo(buyer.email, "receipt")).toHaveLength(0);
  });
});
