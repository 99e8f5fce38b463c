/**
 * R-message-time-format: message times read 'HH:mm' today, 'MMM d' earlier this year,
 * else 'MMM d, yyyy' — in the reader's time zone (UTC on the server).
 */
export function formatMessageTime(value: Date | string, now: Date = new Date(), timeZone?: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  const day = dayParts(date, timeZone);
  const today = dayParts(now, timeZone);
  if (day.year === today.year && day.month === today.month && day.day === today.day) {
    return new Intl.DateTimeFormat("en-US", {
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone,
    }).format(date);
  }
  const options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric", timeZone };
  if (day.year !== today.year) options.year = "numeric";
  return new Intl.DateTimeFormat("en-US", options).format(date);
}

/** The full date and time, for a tooltip or a screen reader. */
export function formatMessageTimeLong(value: Date | string, timeZone?: string) {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone,
  }).format(date);
}

function dayParts(date: Date, timeZone?: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "numeric",
    day: "numeric",
    timeZone,
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value;
  return { year: part("year"), month: part("month"), day: part("day") };
}
