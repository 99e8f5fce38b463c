import { notifications } from "@mantine/notifications";

/** A red toast whose close button has a name. */
export function showError(message: string) {
  notifications.show({ color: "red", message, closeButtonProps: { "aria-label": "Close" } });
}
