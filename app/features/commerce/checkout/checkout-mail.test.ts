import { readFileSync } from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { resetEnvCache } from "~/lib/env.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { GOOD_CARD } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { mailedCheckoutCode } from "../../../../tests/support/payments";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { startSmtpServer } from "../../../../tests/support/smtp-server";
import { CHECKOUT_CODE_SUBJECT, issueCheckoutCode } from "./confirmation-code.server";
import { type CompleteCheckoutInput, completeCheckout } from "./mutations.server";
import { createTestPaymentProvider, setPaymentProvider } from "./payments.server";

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

async function _buy(who: SignedIn, artworkId: string, extra: Partial<CompleteCheckoutInput> = {}) {
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
      new URL("../../../../drizzle/0020_code_free_mail_subjects.sql", import.meta.url),
      "utf8",
    );
    await database.db.execute(sql.raw(migration));
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, old!.id));
    expect(row?.subject).toBe(CHECKOUT_CODE_SUBJECT);
    expect(keptText(row!)).not.toContain("557566");
  });
});
