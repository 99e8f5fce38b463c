import { type PointerEvent, useEffect, useRef } from "react";

/** A touch must travel this far sideways, and more sideways than up or down, to be a swipe. */
const SWIPE_MIN_PX = 50;

type Moves = { previous: () => void; next: () => void; leave: () => void };

/** ArrowLeft, ArrowRight and Escape anywhere in the slideshow. */
export function useSlideKeys(moves: Moves) {
  const latest = useRef(moves);
  latest.current = moves;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const action =
        event.key === "ArrowLeft"
          ? latest.current.previous
          : event.key === "ArrowRight"
            ? latest.current.next
            : event.key === "Escape"
              ? latest.current.leave
              : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}

/**
 * Swipes on a touch screen: left for the next slide, right for the previous
 * one. A mouse or pen drag is not a swipe (the image is a link to click).
 * `swiped()` tells a click that follows a swipe to do nothing.
 */
export function useSwipe(moves: Pick<Moves, "previous" | "next">) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const justSwiped = useRef(false);
  const latest = useRef(moves);
  latest.current = moves;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    justSwiped.current = false;
    if (event.pointerType !== "touch" || !event.isPrimary) return;
    start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return;
    justSwiped.current = true;
    if (dx < 0) latest.current.next();
    else latest.current.previous();
  };
  const onPointerCancel = () => {
    start.current = null;
  };

  return {
    handlers: { onPointerDown, onPointerUp, onPointerCancel },
    swiped: () => justSwiped.current,
  };
}
