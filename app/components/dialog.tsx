import { IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import classes from "./dialog.module.css";

/**
 * The app's one dialog, a modal `<dialog>`: centred, or as a drawer from a
 * side. `onClose` is called when the visitor closes it (Escape, the close
 * button, a click on the backdrop); without it, only the dialog's own buttons
 * can close it.
 */
export function Dialog({
  opened,
  onClose,
  title,
  children,
  variant = "modal",
  side = "right",
  size,
  id,
  closeLabel = "Close",
  className,
}: {
  opened: boolean;
  onClose?: () => void;
  title: ReactNode;
  children: ReactNode;
  variant?: "modal" | "drawer";
  side?: "left" | "right" | "bottom";
  size?: "lg" | "xl";
  id?: string;
  closeLabel?: string;
  className?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest onClose, read by the native listeners without re-adding them.
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (opened && !dialog.open) dialog.showModal();
    if (!opened && dialog.open) dialog.close();
  }, [opened]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Escape: the page decides (a dialog without onClose stays open).
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current?.();
    };
    // A click on the backdrop lands on the dialog element itself, outside its box.
    const onClick = (event: MouseEvent) => {
      if (event.target !== dialog) return;
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) onCloseRef.current?.();
    };
    dialog.addEventListener("cancel", onCancel);
    dialog.addEventListener("click", onClick);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      dialog.removeEventListener("click", onClick);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      id={id}
      className={className ? `${classes.dialog} ${className}` : classes.dialog}
      data-variant={variant}
      data-side={variant === "drawer" ? side : undefined}
      data-size={size}
      aria-labelledby={titleId}
    >
      <div className={classes.header}>
        <h2 className={classes.title} id={titleId}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className={classes.close} onClick={onClose} aria-label={closeLabel}>
            <IconX size={18} aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {/* Only while open: what a closed dialog holds need not be rendered or hydrated. */}
      {opened ? <div className={classes.body}>{children}</div> : null}
    </dialog>
  );
}
