import { notifications } from "@mantine/notifications";

/** Shows a toast whose close button is labelled for screen readers. */
export function toast(message: string, color: "green" | "red" | "blue") {
  notifications.show({
    message,
    color,
    closeButtonProps: { "aria-label": "Close notification" },
  });
}
