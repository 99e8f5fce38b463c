import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
import {
  parseSearchParams,
  type SearchState,
  searchHref,
} from "~/features/catalogue/search/schema";

// A layout effect in the browser; on the server, where there is no layout, a plain one.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Moves to another search: a new history entry, so Back returns to the previous filters. */
export function useSearchNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (next: SearchState) => {
      void navigate(searchHref(next), { preventScrollReset: true });
    },
    [navigate],
  );
}

/**
 * The search the controls show: the one just asked for while it loads (so a
 * ticked box stays ticked at once), else the one the loader answered.
 */
export function useShownSearch(loaded: SearchState) {
  const navigation = useNavigation();
  const navigateTo = useSearchNavigate();
  // The search asked for, and the loader's answer on screen when it was asked. The router's
  // updates are transitions, so React may never render its "loading" state (a quick answer
  // on a busy page lands with it), and Back may return to the very location it was asked
  // from; but every landed navigation brings the loader's answer anew, which ends the request
  // (`pending` below: no state to clear).
  const [requested, setRequested] = useState<{ search: SearchState; on: SearchState } | null>(null);
  const onScreen = useRef(loaded);
  useBrowserLayoutEffect(() => {
    onScreen.current = loaded;
  }, [loaded]);

  // Stable, and reads what is on screen when called: a control may call it from a timer.
  const go = useCallback(
    (next: SearchState) => {
      setRequested({ search: next, on: onScreen.current });
      navigateTo(next);
    },
    [navigateTo],
  );

  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const pending = requested?.on === loaded ? requested.search : null;
  const shown =
    pending ??
    (loading ? parseSearchParams(new URLSearchParams(navigation.location?.search)) : loaded);
  return { shown, loading: loading || pending !== null, go };
}
