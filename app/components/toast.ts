import { notifications } from "@mantine/notifications";

export type ToastColor = "green" | "red" | "yellow" | "blue";

/**
 * A toast whose close button has a name screen readers read out: "Close
 * notification" unless the page names it otherwise.
 */
export function showToast(
  message: string,
  color: ToastColor = "green",
  closeLabel = "Close notification",
) {
  notifications.show({ message, color, closeButtonProps: { "aria-label": closeLabel } });
}
