import { useEffect, useState } from "react";
import { formatDateTimeLocal, formatDateTimeUtc } from "../date-format";

/**
 * A moment shown in UTC on the server and switched to the reader's own time
 * zone once the page runs in the browser (so hydration always matches).
 */
export function DateTime({ value }: { value: Date | string }) {
  const [local, setLocal] = useState(false);
  useEffect(() => setLocal(true), []);
  const date = typeof value === "string" ? new Date(value) : value;
  return (
    <time dateTime={date.toISOString()}>
      {local ? formatDateTimeLocal(date) : formatDateTimeUtc(date)}
    </time>
  );
}
