import { useEffect, useRef } from "react";

/**
 * Calls `onResult` once for each answer an action brings back (a fetcher's
 * data, or a form navigation's action data), once its state has settled to
 * idle, revalidation included.
 *
 * It checks after every commit instead of only when the data changes: React 19
 * can skip an effect whose dependencies changed in a transition render
 * (facebook/react#34556), and the answer (a toast, a cleared form) was lost.
 */
export function useActionResult<T>(
  source: { state: "idle" | "loading" | "submitting"; data: T | undefined },
  onResult: (result: T) => void,
) {
  const handled = useRef<T | undefined>(undefined);
  useEffect(() => {
    const result = source.data;
    if (source.state !== "idle" || result === undefined || handled.current === result) return;
    handled.current = result;
    onResult(result);
  });
}
