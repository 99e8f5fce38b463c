import { IconX } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { closeToast, useToasts } from "~/components/toast";
import classes from "./toasts.module.css";

/**
 * Where toasts show: a live region, on the page from the start, so that
 * screen readers read out each message as it is added.
 */
export function Toasts() {
  const toasts = useToasts();
  return (
    <section aria-label="Notifications" aria-live="polite" className={classes.region}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          // A failure is read out at once; other news when the reader is free.
          role={toast.color === "red" ? "alert" : "status"}
          className={classes.toast}
          style={{ "--toast-color": `var(--color-${toast.color}-filled)` } as CSSProperties}
        >
          <p className={classes.message}>{toast.message}</p>
          <button
            type="button"
            className={classes.close}
            aria-label={toast.closeLabel}
            onClick={() => closeToast(toast.id)}
          >
            <IconX size={16} aria-hidden="true" />
          </button>
        </div>
      ))}
    </section>
  );
}
