import { and, asc, eq, gt, lt } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { leases } from "~/db/schema";
import { env } from "~/lib/env.server";
import {
  firstFreeDay,
  type LeasePeriod,
  type LeaseStatus,
  leaseEndDay,
  todayIso,
} from "./lease-pricing";

/** Today's date in the gallery's time zone (GALLERY_TZ). */
export function galleryToday(now: Date = new Date()): string {
  return todayIso(now, env().GALLERY_TZ);
}

/** Leases of an artwork that end after `from` (current and upcoming), earliest first. */
export async function leasePeriods(
  db: Database | Transaction,
  artworkId: string,
  from: string = galleryToday(),
): Promise<LeasePeriod[]> {
  return db
    .select({ startDate: leases.startDate, endDate: leases.endDate, lesseeId: leases.lesseeId })
    .from(leases)
    .where(and(eq(leases.artworkId, artworkId), gt(leases.endDate, from)))
    .orderBy(asc(leases.startDate));
}

/** The earliest lease of the artwork that shares a day with [startDate, endDate), or null. */
export async function overlappingLease(
  db: Database | Transaction,
  artworkId: string,
  startDate: string,
  endDate: string,
): Promise<{ startDate: string; endDate: string } | null> {
  const [row] = await db
    .select({ startDate: leases.startDate, endDate: leases.endDate })
    .from(leases)
    .where(
      and(
        eq(leases.artworkId, artworkId),
        lt(leases.startDate, endDate),
        gt(leases.endDate, startDate),
      ),
    )
    .orderBy(asc(leases.startDate))
    .limit(1);
  return row ?? null;
}

/** Whether the artwork is on lease today, until when, and when it is next free. */
export async function leaseStatus(
  db: Database,
  artworkId: string,
  now: Date = new Date(),
): Promise<LeaseStatus> {
  const today = galleryToday(now);
  const free = firstFreeDay(today, await leasePeriods(db, artworkId, today));
  // Until the last day of the leases that hold it (R-lease-end).
  return {
    onLeaseUntil: free === today ? null : leaseEndDay({ endDate: free }),
    nextFreeDate: free,
  };
}
