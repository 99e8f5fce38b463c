import { useEffect, useState } from "react";
import { deferredModule } from "~/lib/deferred-module";

const TEST_WARNING_STORAGE_KEY = "test-warning-acknowledged";

function readAcknowledged() {
  try {
    return window.localStorage.getItem(TEST_WARNING_STORAGE_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes, strict settings): ask again each visit.
    return false;
  }
}

function storeAcknowledged() {
  try {
    window.localStorage.setItem(TEST_WARNING_STORAGE_KEY, "true");
  } catch {
    // Nothing to remember it in; the modal still closes for this page view.
  }
}

// Most visits never show it, so its dialog is fetched only for those that do.
const useTestWarningDialog = deferredModule(() => import("./test-warning-dialog"), {
  preloadWhen: () => false,
});

/**
 * Warns visitors of a test installation before they enter anything. It is
 * decided only after mount, because the server cannot see localStorage: a
 * server-rendered modal would flash for visitors who already acknowledged it.
 */
export function TestWarningModal({ enabled }: { enabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const [dialog, requestDialog] = useTestWarningDialog();

  useEffect(() => {
    if (!enabled || readAcknowledged()) return;
    requestDialog();
    setOpened(true);
  }, [enabled, requestDialog]);

  const acknowledge = () => {
    storeAcknowledged();
    setOpened(false);
  };

  return dialog ? <dialog.TestWarningDialog opened={opened} onAcknowledge={acknowledge} /> : null;
}
