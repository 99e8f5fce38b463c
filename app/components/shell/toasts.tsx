import { useNotifications } from "@mantine/notifications";
import { useEffect } from "react";
import { deferredModule } from "~/lib/deferred-module";

const useToastContainer = deferredModule(() => import("./toast-container"), {
  inPlaceOnArrival: true,
});

/**
 * Where toasts show. `notifications.show()` only queues them in a small store;
 * the container that shows them arrives after the page, or at once when a
 * toast is queued before it, and then shows what is queued.
 */
export function Toasts() {
  const [container, requestContainer] = useToastContainer();
  const { notifications, queue } = useNotifications();
  const pending = notifications.length + queue.length > 0;
  useEffect(() => {
    if (pending) requestContainer();
  }, [pending, requestContainer]);
  return container ? <container.ToastContainer /> : null;
}
