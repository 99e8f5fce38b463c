import { randomUUID } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOptOuts } from "~/db/schema";
import { createTestDatabase } from "../../../tests/support/database";
import { type SignedIn, signedInMember } from "../../../tests/support/sessions";
import { REFUSABLE_MAIL_KINDS, type RefusableMailKind } from "./kinds";
import { mailPreferences, mayMail, refuseMail, saveMailPreferences } from "./preferences.server";
import { readUnsubscribeToken, unsubscribeToken } from "./token.server";
import { unsubscribe, unsubscribeFooter, unsubscribeHeaders } from "./unsubscribe.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

const ALL_ON = Object.fromEntries(REFUSABLE_MAIL_KINDS.map((kind) => [kind, true])) as Record<
  RefusableMailKind,
  boolean
>;

/** A token's bytes with `change` applied, written again as a token. */
function rewritten(token: string, change: (bytes: Buffer) => Buffer) {
  return change(Buffer.from(token, "base64url")).toString("base64url");
}

describe("the unsubscribe token", () => {
  it("names the member and the kind it was made for, for every kind", () => {
    for (const kind of REFUSABLE_MAIL_KINDS) {
      const token = unsubscribeToken(member.userId, kind);
      expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(readUnsubscribeToken(token)).toEqual({ userId: member.userId, kind });
    }
  });

  it("is refused when any one character of it is changed", () => {
    const token = unsubscribeToken(member.userId, "message-notice");
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    fc.assert(
      fc.property(
        fc.nat({ max: token.length - 1 }),
        fc.constantFrom(...alphabet),
        (at, character) => {
          fc.pre(token[at] !== character);
          const changed = `${token.slice(0, at)}${character}${token.slice(at + 1)}`;
          expect(readUnsubscribeToken(changed)).toBeNull();
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is refused for another kind or another member under the same signature", () => {
    const token = unsubscribeToken(member.userId, "message-notice");
    const otherKind = rewritten(token, (bytes) =>
      Buffer.concat([bytes.subarray(0, 48), Buffer.from("lease-ending")]),
    );
    const otherMember = rewritten(token, (bytes) =>
      Buffer.concat([Buffer.from(randomUUID().replaceAll("-", ""), "hex"), bytes.subarray(16)]),
    );
    const unknownKind = rewritten(token, (bytes) =>
      Buffer.concat([bytes.subarray(0, 48), Buffer.from("receipt")]),
    );
    for (const bad of [otherKind, otherMember, unknownKind]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
    }
  });

  it("is refused when malformed", () => {
    const token = unsubscribeToken(member.userId, "lease-ending");
    for (const bad of [
      "",
      "abc",
      "not a token",
      `${token}=`,
      `${token}.`,
      token.slice(0, 60),
      token.slice(0, 64),
      "A".repeat(500),
      "%00%00",
    ]) {
      expect(readUnsubscribeToken(bad)).toBeNull();
    }
  });
});

describe("unsubscribing", () => {
  it("turns off the token's kind only, and again changes nothing", async () => {
    const someone = await signedInMember(database.db);
    expect(await mailPreferences(database.db, someone.userId)).toEqual(ALL_ON);
    const token = unsubscribeToken(someone.userId, "message-notice");
    expect(await unsubscribe(database.db, token)).toBe("message-notice");
    expect(await unsubscribe(database.db, token)).toBe("message-notice");
    expect(await mayMail(database.db, someone.userId, "message-notice")).toBe(false);
    expect(await mayMail(database.db, someone.userId, "lease-ending")).toBe(true);
    expect(await mailPreferences(database.db, someone.userId)).toEqual({
      ...ALL_ON,
      "message-notice": false,
    });
  });

  it("refuses a bad token with a 400 and changes nothing", async () => {
    const someone = await signedInMember(database.db);
    const token = unsubscribeToken(someone.userId, "lease-ending");
    const changed = `${token.slice(0, 20)}${token[20] === "A" ? "B" : "A"}${token.slice(21)}`;
    await expect(unsubscribe(database.db, changed)).rejects.toMatchObject({
      status: 400,
      code: "mail-preferences.bad-token",
    });
    expect(await mailPreferences(database.db, someone.userId)).toEqual(ALL_ON);
  });

  it("accepts the token of an account deleted since, changing nothing", async () => {
    const token = unsubscribeToken(randomUUID(), "favourite-alert");
    expect(await unsubscribe(database.db, token)).toBe("favourite-alert");
  });
});

describe("a refusable mail's header fields and last lines", () => {
  it("carry the one-click address (RFC 8058) and the preferences page", () => {
    const headers = unsubscribeHeaders(member.userId, "lease-ending");
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const address = headers["List-Unsubscribe"].match(/^<(.+)>$/)?.[1];
    const url = new URL(address ?? "");
    expect(url.pathname).toMatch(/^\/unsubscribe\/[A-Za-z0-9_-]+$/);
    expect(readUnsubscribeToken(url.pathname.split("/")[2] ?? "")).toEqual({
      userId: member.userId,
      kind: "lease-ending",
    });
    const footer = unsubscribeFooter(member.userId, "lease-ending");
    expect(footer[0]).toBe(`Stop these e-mails: ${address}`);
    expect(footer[1]).toMatch(/^Choose which e-mails you get: https?:\/\/.+\/email-preferences$/);
  });
});

describe("the preferences (model)", () => {
  it("always answer as a model of switches does, whatever the member saves or refuses", async () => {
    const kind = fc.constantFrom(...REFUSABLE_MAIL_KINDS);
    const step = fc.oneof(
      fc.record({ refuse: kind }),
      fc.record({
        save: fc.record(
          Object.fromEntries(REFUSABLE_MAIL_KINDS.map((k) => [k, fc.boolean()])) as Record<
            RefusableMailKind,
            fc.Arbitrary<boolean>
          >,
        ),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 8 }), async (steps) => {
        const someone = await signedInMember(database.db);
        const model = { ...ALL_ON };
        for (const next of steps) {
          if ("refuse" in next) {
            await refuseMail(database.db, someone.userId, next.refuse);
            model[next.refuse] = false;
          } else {
            await saveMailPreferences(database.db, someone.userId, next.save);
            Object.assign(model, next.save);
          }
          expect(await mailPreferences(database.db, someone.userId)).toEqual(model);
          for (const k of REFUSABLE_MAIL_KINDS) {
            expect(await mayMail(database.db, someone.userId, k)).toBe(model[k]);
          }
        }
      }),
      { numRuns: 15 },
    );
    // Only refusals are stored: a member with every switch on has no row.
    const fresh = await signedInMember(database.db);
    await saveMailPreferences(database.db, fresh.userId, { ...ALL_ON, "lease-ending": false });
    await saveMailPreferences(database.db, fresh.userId, ALL_ON);
    const stored = await database.db.select().from(mailOptOuts);
    expect(stored.filter((row) => row.userId === fresh.userId)).toHaveLength(0);
  });
});
