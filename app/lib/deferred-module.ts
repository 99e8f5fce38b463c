import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

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

/** Marks a stand-in and the control that replaces it with the same name. */
export const STAND_IN_ATTRIBUTE = "data-stand-in";

/** Props for the control that replaces stand-in `name`, so focus and a click can find it. */
export function replacesStandIn(name: string) {
  return { [STAND_IN_ATTRIBUTE]: name };
}

function replacementOf(name: string) {
  return document.querySelector<HTMLElement>(`[${STAND_IN_ATTRIBUTE}="${name}"]`);
}

/**
 * The stand-ins of a deferred module's controls, and their hand-over once it is
 * `ready`: the stand-in that had focus hands it to its replacement, and one
 * clicked before the module arrived has its replacement clicked then, as the
 * person meant (a menu opens, a list drops down). `standIn(name)` gives a
 * stand-in its props; the replacement carries `replacesStandIn(name)`.
 */
export function useStandIns(ready: boolean, request: () => void) {
  const [clicked, setClicked] = useState<string | null>(null);
  const handOff = useRef<string | null>(null);
  // One ref callback per stand-in, so React does not detach and attach them on every render.
  const refs = useRef(new Map<string, (element: HTMLElement | null) => () => void>());
  useLayoutEffect(() => {
    const name = handOff.current;
    if (!ready || !name) return;
    handOff.current = null;
    replacementOf(name)?.focus();
  }, [ready]);
  useEffect(() => {
    if (!ready || !clicked) return;
    setClicked(null);
    replacementOf(clicked)?.click();
  }, [ready, clicked]);
  const refFor = (name: string) => {
    let ref = refs.current.get(name);
    if (!ref) {
      // The cleanup runs as the stand-in goes, while it still holds focus.
      ref = (element) => () => {
        if (element && element === document.activeElement) handOff.current = name;
      };
      refs.current.set(name, ref);
    }
    return ref;
  };
  return (name: string, onClick?: () => void) => ({
    ...replacesStandIn(name),
    ref: refFor(name),
    onClick: () => {
      setClicked(name);
      onClick?.();
      request();
    },
  });
}
