import { Notifications } from "@mantine/notifications";

/** Mantine's toasts (their transitions and swipe to dismiss), loaded after the page (see Toasts). */
export function ToastContainer() {
  return <Notifications position="bottom-right" />;
}
