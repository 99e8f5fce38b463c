import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { leases } from "~/db/schema";
import {
  type ExtendedLease,
  extensionPhaseRefusal,
  extensionStart,
} from "~/features/commerce/leases/lease-extension";
import { addDays, leasePhase } from "~/features/commerce/leases/lease-pricing";
import { overlappingLease } from "~/features/commerce/leases/queries.server";
import { isUuid } from "~/lib/ids";
import { checkoutErrors } from "./errors";
import { CHECKOUT_MESSAGES, extensionOverlapMessage, extensionStartMessage } from "./messages";

/**
 * R-lease-extension: the lease `leaseId` names, when it is the viewer's lease
 * of this artwork and active on `today`. Anyone else's lease, or one of
 * another work, is not found (the lessee is in the WHERE clause); one not
 * begun or over is refused.
 */
export async function leaseToExtend(
  db: Database | Transaction,
  input: { leaseId: string; viewerId: string; artworkId: string; today: string },
): Promise<ExtendedLease> {
  if (!isUuid(input.leaseId)) throw checkoutErrors.raise("lease-not-found");
  const [lease] = await db
    .select({ id: leases.id, startDate: leases.startDate, endDate: leases.endDate })
    .from(leases)
    .where(
      and(
        eq(leases.id, input.leaseId.toLowerCase()),
        eq(leases.lesseeId, input.viewerId),
        eq(leases.artworkId, input.artworkId),
      ),
    )
    .limit(1);
  if (!lease) throw checkoutErrors.raise("lease-not-found");
  const refused = extensionPhaseRefusal(leasePhase(lease.startDate, lease.endDate, input.today));
  if (refused) {
    throw checkoutErrors.raise("extension-not-active", {
      message:
        refused === "upcoming"
          ? CHECKOUT_MESSAGES.extensionUpcoming
          : CHECKOUT_MESSAGES.extensionEnded,
    });
  }
  return lease;
}

/**
 * The lease that leaves no room for any extension (it starts on the day the
 * lease ends), or null: the page says so before the member chooses a length.
 */
export async function extensionBlockedBy(
  db: Database | Transaction,
  artworkId: string,
  lease: ExtendedLease,
) {
  const start = extensionStart(lease);
  return overlappingLease(db, artworkId, start, addDays(start, 1));
}

/**
 * The extension's period, checked: it starts on the lease's end (a tampered
 * start is a 400) and shares no day with another lease (the same check as any
 * lease, with the extension's wording).
 */
export async function checkExtensionPeriod(
  db: Database | Transaction,
  artworkId: string,
  lease: ExtendedLease,
  period: { startDate: string; endDate: string },
) {
  if (period.startDate !== extensionStart(lease)) {
    throw checkoutErrors.raise("extension-start", { message: extensionStartMessage(lease) });
  }
  const taken = await overlappingLease(db, artworkId, period.startDate, period.endDate);
  if (taken) {
    throw checkoutErrors.raise("extension-overlap", {
      message: extensionOverlapMessage(taken, period.startDate),
    });
  }
}
