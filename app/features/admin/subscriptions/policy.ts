import type { SubscriptionStatus } from "./schema";

/**
 * R-admin-subscription-edit: admins may set any status and any renewal date
 * (they fix things), but a status change or a move of the renewal date to
 * before today asks for a reason, which the audit trail keeps (an overdue
 * date left as it was changes nothing). Renewal dates and `today` are
 * 'yyyy-mm-dd' days in the gallery's time zone.
 */
export function needsReason(
  status: { from: SubscriptionStatus; to: SubscriptionStatus },
  renewal: { from: string; to: string },
  today: string,
): boolean {
  return status.from !== status.to || (renewal.to !== renewal.from && renewal.to < today);
}

/** The instant a 'yyyy-mm-dd' day begins in a time zone (midnight there). */
export function startOfDayIn(day: string, timeZone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at a moment: its wall-clock time read as UTC, minus the moment.
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "2-digit",
        day: "2-digit",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
      })
        .formatToParts(new Date(instant))
        .map((part) => [part.type, part.value]),
    );
    const wall = Date.UTC(
      Number(parts.year),
      Number(parts.month) - 1,
      Number(parts.day),
      Number(parts.hour),
      Number(parts.minute),
      Number(parts.second),
    );
    return wall - instant;
  };
  // Twice, so a day whose offset differs from the previous evening's (a clock change) lands right.
  let guess = utcMidnight - offsetAt(utcMidnight);
  guess = utcMidnight - offsetAt(guess);
  return new Date(guess);
}
