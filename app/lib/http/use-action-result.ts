import { useEffect, useRef } from "react";

/**
 * Calls `handle` once for each new value (by identity; null and undefined are
 * skipped), after the commit that first shows it.
 *
 * It checks after every commit instead of only when the value changes: React 19
 * can skip an effect whose dependencies changed in a transition render
 * (facebook/react#34556), and the answer (a toast, a cleared form) was lost.
 */
export function useEachValue<T>(value: T | null | undefined, handle: (value: T) => void) {
  const handled = useRef<T | null | undefined>(undefined);
  useEffect(() => {
    if (value == null || handled.current === value) return;
    handled.current = value;
    handle(value);
  });
}

/**
 * Calls `onResult` once for each answer an action brings back (a fetcher's
 * data, or a form navigation's action data), once its state has settled to
 * idle, revalidation included.
 */
export function useActionResult<T>(
  source: { state: "idle" | "loading" | "submitting"; data: T | undefined },
  onResult: (result: T) => void,
) {
  useEachValue(source.state === "idle" ? source.data : undefined, onResult);
}
