import { useEffect, useRef } from "react";

/**
 * The auto slideshow's clock: `onTick` runs `seconds` after the slide `key`
 * showed, unless paused first. A new slide (or a resume) starts the count
 * again, so every slide gets its full interval.
 */
export function useSlideTimer(
  running: boolean,
  seconds: number,
  key: string | null,
  onTick: () => void,
) {
  const tick = useRef(onTick);
  tick.current = onTick;
  useEffect(() => {
    if (!running || key === null) return;
    const timer = window.setTimeout(() => tick.current(), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [running, seconds, key]);
}
