import { useCallback, useEffect, useState } from "react";
import { useNavigate, useNavigation } from "react-router";
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
  const navigateTo = useSearchNavigate();
  const [requested, setRequested] = useState<SearchState | null>(null);
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/search";

  useEffect(() => {
    if (navigation.state === "idle") setRequested(null);
  }, [navigation.state]);

  const go = useCallback(
    (next: SearchState) => {
      setRequested(next);
      navigateTo(next);
    },
    [navigateTo],
  );

  const shown =
    requested ??
    (loading ? parseSearchParams(new URLSearchParams(navigation.location?.search)) : loaded);
  return { shown, loading: loading || requested !== null, go };
}
