import { useEffect, useRef } from "react";

/** Asks for full screen (from a click, which browsers require); false when refused or missing. */
export async function enterFullscreen(): Promise<boolean> {
  const root = document.documentElement;
  if (typeof root.requestFullscreen !== "function") return false;
  try {
    await root.requestFullscreen();
    return true;
  } catch {
    return false;
  }
}

export function leaveFullscreen() {
  if (document.fullscreenElement && typeof document.exitFullscreen === "function") {
    document.exitFullscreen().catch(() => {
      // Already leaving (the browser's own Escape); nothing to undo.
    });
  }
}

/**
 * The browser left full screen by itself (in real full screen Escape goes to
 * the browser, not the page): the slideshow ends as if the member had left.
 */
export function useFullscreenExit(onExit: () => void) {
  const latest = useRef(onExit);
  latest.current = onExit;
  useEffect(() => {
    let wasFullscreen = Boolean(document.fullscreenElement);
    const onChange = () => {
      const now = Boolean(document.fullscreenElement);
      if (wasFullscreen && !now) latest.current();
      wasFullscreen = now;
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);
}
