import { useState } from "react";

/**
 * Local state that starts from `source` and is reset to it whenever `source`
 * changes (new loader data, the URL after Back), while the component may
 * change it in between (live events, typing).
 *
 * The reset happens while rendering, not in an effect keyed on `source`, which
 * React can skip in a transition (see useEachValue).
 */
export function useFollowingState<T>(source: T) {
  const [state, setState] = useState(source);
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setState(source);
  }
  return [state, setState] as const;
}
