import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { mailOptOuts } from "~/db/schema";
import { REFUSABLE_MAIL_KINDS, type RefusableMailKind } from "./kinds";

/**
 * Whether the member still takes `kind` mail: every sender of a refusable
 * kind asks this before it writes the mail. On unless the member refused it.
 */
export async function mayMail(
  db: Database | Transaction,
  userId: string,
  kind: RefusableMailKind,
): Promise<boolean> {
  const [refused] = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.userId, userId), eq(mailOptOuts.kind, kind)))
    .limit(1);
  return !refused;
}

/**
 * Turns `kind` mail off for the member; idempotent. A token of an account
 * deleted since changes nothing (no mail goes to it anyway).
 */
export async function refuseMail(db: Database, userId: string, kind: RefusableMailKind) {
  await rows(
    db,
    sql`insert into mail_opt_outs (user_id, kind)
      select id, ${kind} from "user" where id = ${userId}
      on conflict do nothing`,
  );
}

/** Each refusable kind, on or off, for the member's preferences page. */
export async function mailPreferences(
  db: Database,
  userId: string,
): Promise<Record<RefusableMailKind, boolean>> {
  const refused = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const off = new Set(refused.map((row) => row.kind));
  return Object.fromEntries(REFUSABLE_MAIL_KINDS.map((kind) => [kind, !off.has(kind)])) as Record<
    RefusableMailKind,
    boolean
  >;
}

/** Saves the preferences page: the kinds switched off are refused, the others taken again. */
export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: Record<RefusableMailKind, boolean>,
) {
  const on = REFUSABLE_MAIL_KINDS.filter((kind) => preferences[kind]);
  const off = REFUSABLE_MAIL_KINDS.filter((kind) => !preferences[kind]);
  await db.transaction(async (tx) => {
    if (on.length > 0) {
      await tx
        .delete(mailOptOuts)
        .where(and(eq(mailOptOuts.userId, userId), inArray(mailOptOuts.kind, on)));
    }
    if (off.length > 0) {
      await tx
        .insert(mailOptOuts)
        .values(off.map((kind) => ({ userId, kind })))
        .onConflictDoNothing();
    }
  });
}
