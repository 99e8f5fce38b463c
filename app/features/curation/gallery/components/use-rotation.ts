import { useCallback, useEffect, useState } from "react";
import { ROTATION_MS } from "../schema";

/**
 * R-gallery-rotation: once a work is placed, the next one follows every five
 * seconds, counted from when the current picture has loaded; a pause (hover,
 * a tap, the pause button) holds it, and a picture that fails to load is
 * skipped. When every picture has failed in a row, `exhausted` is set.
 */
export function useRotation(
  works: readonly { id: string; imageUrl: string }[],
  running: boolean,
  paused: boolean,
) {
  const [index, setIndex] = useState(0);
  const [loadedId, setLoadedId] = useState<string | null>(null);
  const [failuresInRow, setFailuresInRow] = useState(0);
  const count = works.length;
  const currentId = count > 0 ? (works[index % count]?.id ?? null) : null;
  const loaded = currentId !== null && loadedId === currentId;
  const exhausted = count > 0 && failuresInRow >= count;

  const next = useCallback(() => {
    if (count > 0) setIndex((i) => (i + 1) % count);
  }, [count]);

  useEffect(() => {
    if (!running || paused || !loaded || count < 2) return;
    const timer = window.setTimeout(next, ROTATION_MS);
    return () => window.clearTimeout(timer);
  }, [running, paused, loaded, count, next]);

  // Fetch the next picture while this one shows, so the change does not wait for it.
  useEffect(() => {
    if (!running || !loaded || count < 2) return;
    const upcoming = works[(index + 1) % count];
    if (upcoming) new Image().src = upcoming.imageUrl;
  }, [running, loaded, count, works, index]);

  const onLoad = useCallback((id: string) => {
    setLoadedId(id);
    setFailuresInRow(0);
  }, []);

  const onError = useCallback(() => {
    setFailuresInRow((n) => n + 1);
    next();
  }, [next]);

  /** Starts over from the first work (Reset, or nothing left to show). */
  const restart = useCallback(() => {
    setIndex(0);
    setFailuresInRow(0);
  }, []);

  return {
    index: count > 0 ? index % count : 0,
    currentId,
    loaded,
    exhausted,
    onLoad,
    onError,
    restart,
  };
}
