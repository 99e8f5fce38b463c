import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import {
  parseSearchParams,
  type SearchState,
  searchHref,
} from "~/features/catalogue/search/schema";

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
  const location = useLocation();
  const navigateTo = useSearchNavigate();
  // The search asked for, and the location it was asked from. The router's updates are
  // transitions, so React may never render its "loading" state (a quick answer on a busy
  // page lands with it): the request ends when the location is another one.
  const [requested, setRequested] = useState<{ search: SearchState; from: string } | null>(null);
  const here = useRef(location.key);
  const landedAt = navigation.state === "idle" ? location.key : null;
  useEffect(() => {
    here.current = location.key;
  }, [location.key]);
  useEffect(() => {
    // Forgotten once landed, so that Back to the location it was asked from shows that search.
    if (landedAt !== null) setRequested((asked) => (asked?.from === landedAt ? asked : null));
  }, [landedAt]);

  // Stable, and reads the location when called: a control may call it from a timer.
  const go = useCallback(
    (next: SearchState) => {
      setRequested({ search: next, from: here.current });
      navigateTo(next);
    },
    [navigateTo],
  );

  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";
  const pending = requested?.from === location.key ? requested.search : null;
  const shown =
    pending ??
    (loading ? parseSearchParams(new URLSearchParams(navigation.location?.search)) : loaded);
  return { shown, loading: loading || pending !== null, go };
}
