import { type LeasePhase, leasePhase, periodsOverlap } from "./lease-pricing";

/**
 * R-lease-extension: the lessee extends an active lease with a new lease that
 * starts on the day the current one ends (end dates are exclusive, so the two
 * share no day), priced and paid like any other lease. Browser and server.
 */

/** The lease being extended, as the checkout page and the profile know it. */
export type ExtendedLease = { id: string; startDate: string; endDate: string };

/** The extension's start: the day the lease ends, when the work would be free again. */
export function extensionStart(lease: Pick<ExtendedLease, "endDate">): string {
  return lease.endDate;
}

/** Why a lease in `phase` cannot be extended: only one under way can. */
export function extensionPhaseRefusal(phase: LeasePhase): "upcoming" | "ended" | null {
  return phase === "active" ? null : phase;
}

/**
 * The earliest booked lease that shares a day with the extension
 * [startDate, endDate), or null. One starting on the extension's end date is
 * free of it (the end is exclusive); one starting a day earlier is not.
 */
export function extensionConflict<Period extends { startDate: string; endDate: string }>(
  extension: { startDate: string; endDate: string },
  booked: readonly Period[],
): Period | null {
  let first: Period | null = null;
  for (const period of booked) {
    if (!periodsOverlap(extension.startDate, extension.endDate, period.startDate, period.endDate)) {
      continue;
    }
    if (!first || period.startDate < first.startDate) first = period;
  }
  return first;
}

/** The first lease of `booked` that starts on or after `startDate`: it bounds an extension from then. */
export function nextLeaseFrom<Period extends { startDate: string }>(
  startDate: string,
  booked: readonly Period[],
): Period | null {
  let next: Period | null = null;
  for (const period of booked) {
    if (period.startDate < startDate) continue;
    if (!next || period.startDate < next.startDate) next = period;
  }
  return next;
}

/**
 * Whether the member's purchases list offers to extend this lease: it is
 * active on `today` and none of their own leases of the work already starts
 * on its end date (that one is the extension; it is extended once active).
 */
export function offersExtension(
  lease: { artworkId: string | null; startDate: string; endDate: string },
  today: string,
  ownLeases: readonly { artworkId: string | null; startDate: string }[],
): boolean {
  if (!lease.artworkId) return false;
  if (extensionPhaseRefusal(leasePhase(lease.startDate, lease.endDate, today))) return false;
  return !ownLeases.some(
    (other) => other.artworkId === lease.artworkId && other.startDate === extensionStart(lease),
  );
}
