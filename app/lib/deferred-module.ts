import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

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

/** Waits before each new try of a failed load: a connection that dropped for a moment. */
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

/**
 * A module kept out of a page's first download (menus, drawers, dialogs that
 * no one sees before they ask for them). `useDeferredModule()` hands back the
 * module once it is here and asked for, and a `request` that asks for it
 * (fetching it if need be); until then the caller renders a stand-in or
 * nothing. The module is also fetched when the browser is idle after
 * hydration (if `preloadWhen` agrees, e.g. only at the widths that show it),
 * so that it is usually here before anyone asks. Controls with stand-ins are
 * not put in place by that fetch: rendering them over their stand-ins was most
 * of a page's main-thread work after it loaded, so it waits until someone
 * reaches for one. What renders nothing until opened (a drawer, the toasts'
 * container) is put in place as soon as it is here (`inPlaceOnArrival`), so
 * that it is mounted closed and opens as it always does (its transition, and
 * focus back to the button that opened it). Components that mount once the
 * module is here (on the next page) render it straight away.
 */
export function deferredModule<T>(
  load: () => Promise<T>,
  {
    preloadWhen = () => true,
    inPlaceOnArrival = false,
  }: { preloadWhen?: () => boolean; inPlaceOnArrival?: boolean } = {},
) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;

  /** Loads the module, trying again a few times after a failure (offline for a moment). */
  function fetchModule(attempt = 0): Promise<T> {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      async (error: unknown) => {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) {
          loading = undefined; // The next ask starts over.
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        loading = undefined;
        return fetchModule(attempt + 1);
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
      return whenIdle(() => {
        if (inPlaceOnArrival) request();
        else fetchModule().catch(() => {});
      });
    }, [module, request, preloadWhen, inPlaceOnArrival]);
    return [module, request] as const;
  };
}

/** Marks a stand-in and the control that replaces it. */
const STAND_IN_ATTRIBUTE = "data-stand-in";

/**
 * The stand-ins of a deferred module's controls, and their hand-over once it is
 * `ready`. `standIn(name)` gives a stand-in its props; the control that
 * replaces it carries `replacement(name)`. Focusing or clicking a stand-in asks
 * for the module; when it arrives, the stand-in that had focus hands it to its
 * replacement, and one clicked (or opened from the keyboard) has its
 * replacement clicked, as the person meant: a menu opens, a list drops down.
 * A click still pending is dropped once the person moves on to something else.
 */
export function useStandIns(ready: boolean, request: () => void) {
  // Names are scoped to this hook's caller: a page can show the same control twice
  // (the search filters in the sidebar and in the phone's drawer).
  const scope = useId();
  const [clicked, setClicked] = useState<string | null>(null);
  const handOff = useRef<string | null>(null);
  // One ref callback per stand-in, so React does not detach and attach them on every render.
  const [refs] = useState(() => new Map<string, (element: HTMLElement | null) => () => void>());

  const replacement = useCallback(
    (name: string) => ({ [STAND_IN_ATTRIBUTE]: `${scope}${name}` }),
    [scope],
  );
  const selector = useCallback(
    (name: string) => `[${STAND_IN_ATTRIBUTE}="${CSS.escape(scope + name)}"]`,
    [scope],
  );
  const find = useCallback(
    (name: string) => document.querySelector<HTMLElement>(selector(name)),
    [selector],
  );

  useLayoutEffect(() => {
    const name = handOff.current;
    if (!ready || !name) return;
    handOff.current = null;
    find(name)?.focus();
  }, [ready, find]);

  useEffect(() => {
    if (!clicked) return;
    if (ready) {
      setClicked(null);
      find(clicked)?.click();
      return;
    }
    // Until the module arrives, a press or focus anywhere else means the person moved on.
    const movedOn = (event: Event) => {
      const target = event.target as Element | null;
      if (!target?.closest?.(selector(clicked))) setClicked(null);
    };
    document.addEventListener("pointerdown", movedOn, true);
    document.addEventListener("focusin", movedOn, true);
    return () => {
      document.removeEventListener("pointerdown", movedOn, true);
      document.removeEventListener("focusin", movedOn, true);
    };
  }, [ready, clicked, find, selector]);

  const refFor = (name: string) => {
    let ref = refs.get(name);
    if (!ref) {
      // The cleanup runs as the stand-in goes, while it still holds focus.
      ref = (element) => () => {
        if (element && element === document.activeElement) handOff.current = name;
      };
      refs.set(name, ref);
    }
    return ref;
  };

  const standIn = (name: string, onClick?: () => void) => {
    const ask = () => {
      setClicked(name);
      onClick?.();
      request();
    };
    return {
      ...replacement(name),
      ref: refFor(name),
      onFocus: request,
      // A press counts from the moment it starts: focus puts the control in place at once
      // when its module is here, and a browser sends no click once the pressed element is gone.
      onPointerDown: (event: { button: number }) => {
        if (event.button !== 0) return;
        setClicked(name);
        request();
      },
      onClick: ask,
      // The keys that open a list or menu from the keyboard, as they will once it is here
      // (Enter on a button would also click it: handled here, once).
      onKeyDown: (event: { key: string; preventDefault: () => void }) => {
        if (event.key === "ArrowDown" || event.key === "ArrowUp" || event.key === "Enter") {
          event.preventDefault();
          ask();
        }
      },
    };
  };

  return { standIn, replacement };
}
