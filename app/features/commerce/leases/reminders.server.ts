import { and, eq, isNull } from "drizzle-orm";
import { type Database, db as processDatabase } from "~/db/client.server";
import { leases, transactions, user } from "~/db/schema";
import {
  mayMail,
  unsubscribeFooter,
  unsubscribeHeaders,
} from "~/features/mail-preferences/index.server";
import { env } from "~/lib/env.server";
import { formatDate } from "~/lib/format";
import { startJob } from "~/services/jobs.server";
import { linesAsHtml, sendMail } from "~/services/mail.server";
import { addDays, formatLeasePeriod, leaseEndDay } from "./lease-pricing";
import { galleryToday } from "./queries.server";

/** How many days before a lease ends its owner is told (R-lease-ending-reminder). */
export const LEASE_REMINDER_DAYS = 3;

export const LEASE_REMINDER_INTERVAL_MS = 60 * 60 * 1000;

const REMINDER_KIND = "lease-ending";

/**
 * R-lease-ending-reminder: e-mails the owner of every leased work whose lease
 * ends in three days (its end date, the day it is free again, is three days
 * after the gallery's today). Each reminder is claimed on its lease row before
 * it is sent, so any number of processes running this at once send it once.
 * Returns how many were sent.
 */
export async function sendLeaseEndingReminders(db: Database, now: Date = new Date()) {
  const endDate = addDays(galleryToday(now), LEASE_REMINDER_DAYS);
  const due = await db
    .select({
      id: leases.id,
      startDate: leases.startDate,
      endDate: leases.endDate,
      title: transactions.artworkTitle,
      artworkId: leases.artworkId,
      ownerId: user.id,
      ownerEmail: user.email,
    })
    .from(leases)
    .innerJoin(transactions, eq(transactions.id, leases.transactionId))
    .innerJoin(user, eq(user.id, transactions.artistId))
    .where(and(eq(leases.endDate, endDate), isNull(leases.endingReminderSentAt)))
    .limit(200);
  let sent = 0;
  for (const lease of due) {
    const [claimed] = await db
      .update(leases)
      .set({ endingReminderSentAt: now })
      .where(and(eq(leases.id, lease.id), isNull(leases.endingReminderSentAt)))
      .returning({ id: leases.id });
    if (!claimed) continue;
    // An owner who refused lease reminders stays claimed: the lease is not mailed later.
    if (!(await mayMail(db, lease.ownerId, REMINDER_KIND))) continue;
    const lastDay = formatDate(leaseEndDay(lease));
    const link = new URL(`/artwork/${lease.artworkId}`, env().APP_URL).toString();
    const lines = [
      `The lease of "${lease.title}" (${formatLeasePeriod(lease)}) ends on ${lastDay}.`,
      "",
      `The work is free again on ${formatDate(lease.endDate)}. Arrange its return with the lessee, or offer it for the next lease: ${link}`,
      "",
      "The Fair Trade Art Gallery",
      "",
      ...unsubscribeFooter(lease.ownerId, REMINDER_KIND),
    ];
    await sendMail(db, {
      to: lease.ownerEmail,
      kind: REMINDER_KIND,
      headers: unsubscribeHeaders(lease.ownerId, REMINDER_KIND),
      subject: `A lease of "${lease.title}" ends on ${lastDay}`,
      text: lines.join("\n"),
      html: linesAsHtml(lines),
    });
    sent += 1;
  }
  return sent;
}

/** Checks for leases ending in three days at start and every hour. */
export function startLeaseReminders(intervalMs = LEASE_REMINDER_INTERVAL_MS) {
  startJob("lease ending reminders", intervalMs, async () => {
    await sendLeaseEndingReminders(processDatabase());
  });
}
