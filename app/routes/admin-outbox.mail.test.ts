import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema";
import { resetEnvCache } from "~/lib/env.server";
import { loader as invitationsLoader } from "~/routes/admin-invitations";
import { loader as outboxLoader } from "~/routes/admin-outbox";
import {
  MAX_DELIVERY_ATTEMPTS,
  OUTBOX_BODY_HOURS,
  purgeMailBodies,
  retryUnsentMail,
  sendMail,
} from "~/services/mail.server";
import { createTestDatabase } from "../../tests/support/database";
import { routeArgs, type SignedIn, signedInMember } from "../../tests/support/sessions";
import { startSmtpServer } from "../../tests/support/smtp-server";

/** What the outbox keeps of a mail, and what the admin page shows of it. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
  admin = await signedInMember(database.db, { admin: true });
});
afterAll(async () => {
  useSmtp(false);
  await smtp.close();
  await database.drop();
});
afterEach(async () => {
  smtp.state.refuse = false;
  smtp.received.length = 0;
  await database.db.delete(emailOutbox);
});

function useSmtp(on: boolean) {
  if (on) process.env.SMTP_URL = smtp.url;
  else delete process.env.SMTP_URL;
  resetEnvCache();
}

const MINUTE = 60_000;
const SECRET_LINK = "http://localhost:3000/reset-password?token=live-secret-token-123";

function resetMail(to: string) {
  return {
    to,
    kind: "password-reset",
    subject: "Reset your password",
    text: `Choose a new password: ${SECRET_LINK}`,
    html: `<a href="${SECRET_LINK}">Choose a new password</a>`,
  };
}

async function rowFor(to: string) {
  const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));
  if (!row) throw new Error(`No mail to ${to}`);
  return row;
}

async function outboxPage() {
  return (await outboxLoader(
    routeArgs(admin.request("/admin/outbox")) as never,
  )) as unknown as Awaited<ReturnType<typeof outboxLoader>>;
}

describe("with SMTP configured", () => {
  it("delivers the mail, then keeps no body: cleared in the update that marks it sent", async () => {
    useSmtp(true);
    await sendMail(database.db, resetMail("sent@example.com"));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.data).toContain("live-secret-token-123");
    const row = await rowFor("sent@example.com");
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ textBody: null, htmlBody: null, attempts: 1, lastError: null });
  });

  it("the admin page shows recipient, subject, kind, state and time, never a body", async () => {
    useSmtp(true);
    await sendMail(database.db, resetMail("delivered@example.com"));
    smtp.state.refuse = true;
    await sendMail(database.db, resetMail("refused@example.com"));
    // The refused one keeps its body for the retries...
    expect((await rowFor("refused@example.com")).textBody).toContain("live-secret-token-123");

    const page = await outboxPage();
    expect(page.delivery).toBe("smtp");
    expect(page.mails.map((m) => [m.to, m.state, m.text])).toEqual(
      expect.arrayContaining([
        ["delivered@example.com", "sent", null],
        ["refused@example.com", "retrying", null],
      ]),
    );
    expect(page.mails[0]).toMatchObject({ subject: "Reset your password", kind: "password-reset" });
    // ...but nothing the page receives carries it.
    expect(JSON.stringify(page)).not.toContain("live-secret-token");
  });

  it("retries a refused mail when it is due, and clears its body once sent", async () => {
    useSmtp(true);
    smtp.state.refuse = true;
    await sendMail(database.db, resetMail("retry@example.com"));
    const failed = await rowFor("retry@example.com");
    expect(failed).toMatchObject({ attempts: 1, sentAt: null });
    expect(failed.lastError).toContain("550");

    smtp.state.refuse = false;
    const created = failed.createdAt.getTime();
    expect(await retryUnsentMail(database.db, new Date(created + 5 * MINUTE))).toBe(0);
    expect(smtp.received).toHaveLength(0);

    expect(await retryUnsentMail(database.db, new Date(created + 16 * MINUTE))).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const sent = await rowFor("retry@example.com");
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent).toMatchObject({ attempts: 2, textBody: null, htmlBody: null, lastError: null });
  });

  it("gives up after the last attempt and clears the body then", async () => {
    useSmtp(true);
    smtp.state.refuse = true;
    await sendMail(database.db, resetMail("never@example.com"));
    const created = (await rowFor("never@example.com")).createdAt.getTime();
    await retryUnsentMail(database.db, new Date(created + 16 * MINUTE));
    expect((await rowFor("never@example.com")).textBody).not.toBeNull();
    await retryUnsentMail(database.db, new Date(created + 61 * MINUTE));
    const given = await rowFor("never@example.com");
    expect(given).toMatchObject({
      attempts: MAX_DELIVERY_ATTEMPTS,
      sentAt: null,
      textBody: null,
      htmlBody: null,
    });
    expect(await retryUnsentMail(database.db, new Date(created + 600 * MINUTE))).toBe(0);
    // The dead letter: shown as not delivered, and counted so, never tried again.
    const page = await outboxPage();
    expect(page.mails.find((mail) => mail.to === "never@example.com")?.state).toBe("failed");
    expect(page.totals).toMatchObject({ failed: 1, retrying: 0 });
  });

  it("two processes retrying at once send a mail once", async () => {
    useSmtp(true);
    smtp.state.refuse = true;
    await sendMail(database.db, resetMail("once@example.com"));
    smtp.state.refuse = false;
    const created = (await rowFor("once@example.com")).createdAt.getTime();
    const at = new Date(created + 16 * MINUTE);
    const tried = await Promise.all([
      retryUnsentMail(database.db, at),
      retryUnsentMail(database.db, at),
    ]);
    expect(tried[0] + tried[1]).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

const UNSUBSCRIBE = {
  "List-Unsubscribe": "<http://localhost:3000/unsubscribe/abc_DEF-123>",
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
};

function noticeMail(to: string) {
  return {
    to,
    kind: "message-notice",
    subject: "Mo sent you a message",
    text: "Read and reply: http://localhost:3000/messages/1",
    headers: UNSUBSCRIBE,
  };
}

describe("a mail's header fields", () => {
  it("go over SMTP as written, and are cleared with the bodies once sent", async () => {
    useSmtp(true);
    await sendMail(database.db, noticeMail("headers@example.com"));
    const mail = await smtp.waitFor("headers@example.com", /sent you a message/);
    expect(mail.data).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\/abc_DEF-123>\r?$/m,
    );
    expect(mail.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    expect(await rowFor("headers@example.com")).toMatchObject({ headers: null, textBody: null });
  });

  it("go with a retried mail too, and a mail without them carries none", async () => {
    useSmtp(true);
    smtp.state.refuse = true;
    await sendMail(database.db, noticeMail("retried@example.com"));
    await sendMail(database.db, resetMail("plain@example.com"));
    expect((await rowFor("retried@example.com")).headers).toEqual(UNSUBSCRIBE);
    expect((await rowFor("plain@example.com")).headers).toBeNull();
    smtp.state.refuse = false;
    await retryUnsentMail(database.db, new Date(Date.now() + 16 * MINUTE));
    const retried = await smtp.waitFor("retried@example.com", /sent you a message/);
    expect(retried.data).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const plain = await smtp.waitFor("plain@example.com", /Reset your password/);
    expect(plain.data).not.toMatch(/List-Unsubscribe/i);
  });

  it("the development outbox page still lists a mail that has them", async () => {
    useSmtp(false);
    await sendMail(database.db, noticeMail("listed@example.com"));
    const page = await outboxPage();
    expect(page.mails.find((m) => m.to === "listed@example.com")).toMatchObject({
      subject: "Mo sent you a message",
      kind: "message-notice",
    });
  });
});

describe("without SMTP (the development outbox)", () => {
  it("shows bodies, says so on the page, and loses them after the purge age", async () => {
    useSmtp(false);
    await sendMail(database.db, resetMail("fresh@example.com"));
    await database.db.insert(emailOutbox).values({
      toAddress: "old@example.com",
      subject: "Your checkout code",
      kind: "checkout-code",
      textBody: "Your code is 424242",
      createdAt: new Date(Date.now() - (OUTBOX_BODY_HOURS + 1) * 60 * MINUTE),
    });

    const before = await outboxPage();
    expect(before.delivery).toBe("outbox");
    expect(before.mails.find((m) => m.to === "fresh@example.com")?.text).toContain(SECRET_LINK);

    expect(await purgeMailBodies(database.db)).toBe(1);
    expect(await rowFor("old@example.com")).toMatchObject({ textBody: null, htmlBody: null });
    expect((await rowFor("fresh@example.com")).textBody).toContain(SECRET_LINK);

    const after = await outboxPage();
    expect(after.mails.find((m) => m.to === "old@example.com")).toMatchObject({
      subject: "Your checkout code",
      text: null,
    });
    expect(after.mails.find((m) => m.to === "fresh@example.com")?.text).toContain(SECRET_LINK);
  });

  it("the purge also clears any sent mail that still has a body", async () => {
    await database.db.insert(emailOutbox).values({
      toAddress: "earlier@example.com",
      subject: "Invitation",
      kind: "invitation",
      textBody: "Join: http://localhost:3000/register?invite=abc",
      htmlBody: "<p>Join</p>",
      sentAt: new Date(),
    });
    expect(await purgeMailBodies(database.db)).toBe(1);
    expect(await rowFor("earlier@example.com")).toMatchObject({ textBody: null, htmlBody: null });
    expect(await purgeMailBodies(database.db)).toBe(0);
  });
});

describe("the admin search boxes", () => {
  it("finds with a NUL in ?q= what it finds without it", async () => {
    useSmtp(false);
    await sendMail(database.db, resetMail("findme@example.com"));
    const page = (await outboxLoader(
      routeArgs(admin.request(`/admin/outbox?q=${encodeURIComponent("findme\u0000")}`)) as never,
    )) as unknown as Awaited<ReturnType<typeof outboxLoader>>;
    expect(page.search).toBe("findme");
    expect(page.mails.map((m) => m.to)).toEqual(["findme@example.com"]);
  });

  it("so does the invitations search", async () => {
    const page = (await invitationsLoader(
      routeArgs(
        admin.request(`/admin/invitations?q=${encodeURIComponent("\u0000member")}`),
      ) as never,
    )) as unknown as Awaited<ReturnType<typeof invitationsLoader>>;
    expect(page.search).toBe("member");
    expect(page.invitations.length).toBeGreaterThan(0);
  });
});
