const utcFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** 'MMM d, yyyy, h:mm AM UTC': the same text on the server and in the browser. */
export function formatDateTimeUtc(value: Date | string) {
  return utcFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** The same moment in the browser's own time zone. */
export function formatDateTimeLocal(value: Date | string, timeZone?: string) {
  return new Intl.DateTimeFormat("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(typeof value === "string" ? new Date(value) : value);
}
