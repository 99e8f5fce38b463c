import { startTransition, useCallback, useEffect, useState } from "react";

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `callback` once the browser has nothing more pressing to do (soon, at the latest). */
function whenIdle(callback: () => void): () => void {
  const idle = window as IdleWindow;
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: 2_000 });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}

/**
 * A module kept out of a page's first download (menus, drawers, dialogs that
 * no one sees before they ask for them). `useDeferredModule()` hands back the
 * module once it is here and a `request` to fetch it at once; it is also
 * fetched when the browser is idle after hydration (if `preloadWhen` agrees,
 * e.g. only at the widths that show it), so that it is usually here before
 * anyone asks. Until then the caller renders a stand-in.
 */
export function deferredModule<T>(
  load: () => Promise<T>,
  { preloadWhen = () => true }: { preloadWhen?: () => boolean } = {},
) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;

  function fetchModule(): Promise<T> {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // Offline for a moment, or a new release replaced the file: the next ask tries again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  return function useDeferredModule() {
    const [module, setModule] = useState<T | undefined>(loaded);
    const request = useCallback(() => {
      fetchModule().then(
        (arrived) => startTransition(() => setModule(arrived)),
        () => {},
      );
    }, []);
    useEffect(() => {
      if (module || !preloadWhen()) return;
      return whenIdle(request);
    }, [module, request, preloadWhen]);
    return [module, request] as const;
  };
}
