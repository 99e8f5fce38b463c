import { notifications } from "@mantine/notifications";

/** A toast whose close button says what it does. */
export function showToast(message: string, color: "green" | "red" | "yellow" = "green") {
  notifications.show({ message, color, closeButtonProps: { "aria-label": "Close notification" } });
}
