import { useSyncExternalStore } from "react";

export type ToastColor = "green" | "red" | "yellow" | "blue";

export type Toast = { id: number; message: string; color: ToastColor; closeLabel: string };

/** How long a toast stays unless closed first. */
export const TOAST_MS = 5_000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a short message in the toasts' region at the bottom of the page. Its
 * close button is named "Close notification" unless the page names it otherwise.
 */
export function showToast(
  message: string,
  color: ToastColor = "green",
  closeLabel = "Close notification",
) {
  const id = nextId++;
  publish([...toasts, { id, message, color, closeLabel }]);
  window.setTimeout(() => closeToast(id), TOAST_MS);
}

export function closeToast(id: number) {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const NONE: Toast[] = [];

/** The toasts showing now. */
export function useToasts() {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => NONE,
  );
}
