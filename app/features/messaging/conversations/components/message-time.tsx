import { useSyncExternalStore } from "react";
import {
  formatMessageTime,
  formatMessageTimeLong,
} from "~/features/messaging/conversations/time-format";
import { galleryTimeZone } from "~/lib/dates";

const subscribeNever = () => () => {};

/** False while the server renders and the page hydrates, true afterwards. */
function useHydrated() {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A message time: 'HH:mm' today, 'MMM d' this year, else 'MMM d, yyyy'. The
 * server does not know the reader's time zone, so the page first shows the
 * gallery's (GALLERY_TZ) and switches to local time once it is running in the browser.
 */
export function MessageTime({ value, className }: { value: string; className?: string }) {
  const hydrated = useHydrated();
  const zone = hydrated ? undefined : galleryTimeZone();
  return (
    <time dateTime={value} title={formatMessageTimeLong(value, zone)} className={className}>
      {formatMessageTime(value, new Date(), zone)}
    </time>
  );
}
