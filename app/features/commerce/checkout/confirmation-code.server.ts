import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { artworks, checkoutCodes } from "~/db/schema";
import { env } from "~/lib/env.server";
import { sendMail } from "~/services/mail.server";
import { hit } from "~/services/rate-limit.server";
import { checkoutErrors } from "./errors";

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
/** Codes one member may request per artwork and hour (resends included). */
const CODES_PER_HOUR = 10;
/**
 * The code mail's subject. The code is in the body only: a subject is kept in
 * the outbox after the body is cleared (and shows in mail lists and previews).
 */
export const CHECKOUT_CODE_SUBJECT = "Your confirmation code";

type Scope = { userId: string; artworkId: string };

function hashCode(scope: Scope, code: string) {
  return createHmac("sha256", env().BETTER_AUTH_SECRET)
    .update(`checkout:${scope.userId}:${scope.artworkId}:${code}`)
    .digest("hex");
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Makes a new 6-digit code for this member and artwork, retires any earlier
 * unused one and e-mails it. Only its hash is stored.
 */
export async function issueCheckoutCode(
  db: Database,
  input: Scope & { email: string; artworkTitle: string },
) {
  await hit(db, `checkout-code:${input.userId}:${input.artworkId}`, CODES_PER_HOUR, 3600);
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(checkoutCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(checkoutCodes.userId, input.userId),
          eq(checkoutCodes.artworkId, input.artworkId),
          isNull(checkoutCodes.usedAt),
        ),
      );
    await tx.insert(checkoutCodes).values({
      userId: input.userId,
      artworkId: input.artworkId,
      codeHash: hashCode(input, code),
      expiresAt: sql`now() + ${`${CODE_TTL_MINUTES} minutes`}::interval`,
    });
  });
  await sendMail(db, {
    to: input.email,
    kind: "checkout-code",
    subject: CHECKOUT_CODE_SUBJECT,
    text: [
      `Your confirmation code for "${input.artworkTitle}" is ${code}.`,
      "",
      `It is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
      "If you did not start a checkout at The Fair Trade Art Gallery, you can ignore this e-mail.",
    ].join("\n"),
  });
}

type CodeRow = typeof checkoutCodes.$inferSelect;

async function latestCode(db: Database | Transaction, scope: Scope): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutCodes)
    .where(
      and(eq(checkoutCodes.userId, scope.userId), eq(checkoutCodes.artworkId, scope.artworkId)),
    )
    .orderBy(desc(checkoutCodes.createdAt))
    .limit(1)
    .for("update");
  return row;
}

async function artworkExists(db: Transaction, artworkId: string) {
  const [row] = await db
    .select({ id: artworks.id })
    .from(artworks)
    .where(eq(artworks.id, artworkId))
    .limit(1);
  return row !== undefined;
}

function refuseUnusable(row: CodeRow | undefined, now: Date): asserts row is CodeRow {
  if (!row) throw checkoutErrors.raise("no-code");
  if (row.usedAt) throw checkoutErrors.raise("used-code");
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw checkoutErrors.raise("expired-code");
  }
  if (row.attempts >= CODE_MAX_ATTEMPTS) {
    throw checkoutErrors.raise("too-many-tries");
  }
}

/**
 * Checks a code without using it. A wrong code counts one of the five tries,
 * and that count is committed even though the check fails.
 */
export async function checkCheckoutCode(db: Database, input: Scope & { code: string }) {
  const wrong = await db.transaction(async (tx) => {
    const row = await latestCode(tx, input);
    // A work deleted since the code was sent took its codes with it: say the work is
    // gone, not that no code was asked for.
    if (!row && !(await artworkExists(tx, input.artworkId))) {
      throw checkoutErrors.raise("not-found");
    }
    refuseUnusable(row, new Date());
    if (sameHash(row.codeHash, hashCode(input, input.code))) return false;
    await tx
      .update(checkoutCodes)
      .set({ attempts: sql`${checkoutCodes.attempts} + 1` })
      .where(eq(checkoutCodes.id, row.id));
    return true;
  });
  if (wrong) throw checkoutErrors.raise("invalid-code");
}

/**
 * Uses the code inside the completing transaction; callers check it first
 * with checkCheckoutCode, so a wrong code here only means it changed meanwhile.
 */
export async function consumeCheckoutCode(tx: Transaction, input: Scope & { code: string }) {
  const row = await latestCode(tx, input);
  refuseUnusable(row, new Date());
  if (!sameHash(row.codeHash, hashCode(input, input.code))) {
    throw checkoutErrors.raise("invalid-code");
  }
  const used = await tx
    .update(checkoutCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(checkoutCodes.id, row.id), isNull(checkoutCodes.usedAt)))
    .returning({ id: checkoutCodes.id });
  if (used.length === 0) throw checkoutErrors.raise("used-code");
}
