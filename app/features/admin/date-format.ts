/** Month, day, year, time and zone, as every admin page shows a moment. */
const DATE_TIME: Intl.DateTimeFormatOptions = {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};

const utcFormat = new Intl.DateTimeFormat("en-US", { ...DATE_TIME, timeZone: "UTC" });

/** 'MMM d, yyyy, h:mm AM UTC': the same text on the server and in the browser. */
export function formatDateTimeUtc(value: Date | string) {
  return utcFormat.format(typeof value === "string" ? new Date(value) : value);
}

/** The same moment in the browser's own time zone. */
export function formatDateTimeLocal(value: Date | string, timeZone?: string) {
  return new Intl.DateTimeFormat("en-US", { ...DATE_TIME, timeZone }).format(
    typeof value === "string" ? new Date(value) : value,
  );
}
