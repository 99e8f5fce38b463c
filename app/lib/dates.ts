/**
 * Calendar dates in the gallery's time zone (GALLERY_TZ). "Today" and every
 * date shown are the gallery's, so a lease can start today in Baltimore after
 * 7 pm, and the server's page and the browser's hydration print the same day.
 */

export const DEFAULT_GALLERY_TIME_ZONE = "America/New_York";

let galleryZone = DEFAULT_GALLERY_TIME_ZONE;

/**
 * The zone `formatDate` and `todayIso` use when none is given. The root route
 * sets it from its loader data, the same value on the server and in the browser.
 */
export function setGalleryTimeZone(timeZone: string) {
  galleryZone = timeZone;
}

export function galleryTimeZone() {
  return galleryZone;
}

/**
 * One en-US date formatter per time zone, built on first use: a new
 * Intl.DateTimeFormat for every date shows on pages of many cards.
 */
export function formatterPerZone(options: Omit<Intl.DateTimeFormatOptions, "timeZone">) {
  const byZone = new Map<string, Intl.DateTimeFormat>();
  return (timeZone: string) => {
    let formatter = byZone.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat("en-US", { ...options, timeZone });
      byZone.set(timeZone, formatter);
    }
    return formatter;
  };
}

const dayFormatter = formatterPerZone({ year: "numeric", month: "2-digit", day: "2-digit" });

/** The 'yyyy-mm-dd' calendar date of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string = galleryZone): string {
  const parts = Object.fromEntries(
    dayFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A 'yyyy-mm-dd' value: a calendar date with no time of day (a lease period, say). */
export function isCalendarDateText(value: unknown): value is string {
  return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
}
