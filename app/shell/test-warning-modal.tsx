import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import { Dialog } from "~/components/dialog";
import text from "~/components/text.module.css";
import classes from "./shell.module.css";

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
    // Nothing to remember it in; the dialog still closes for this page view.
  }
}

/**
 * Warns visitors of a test installation before they enter anything. It is
 * decided only after mount, because the server cannot see localStorage: a
 * server-rendered dialog would flash for visitors who already acknowledged it.
 * It has no close button and ignores Escape: only the acknowledgement closes it.
 */
export function TestWarningModal({ enabled }: { enabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const [understood, setUnderstood] = useState(false);

  useEffect(() => {
    if (enabled && !readAcknowledged()) setOpened(true);
  }, [enabled]);

  const acknowledge = () => {
    storeAcknowledged();
    setOpened(false);
  };

  return (
    <Dialog opened={opened} title="Test Environment Warning" size="lg" className={classes.warning}>
      <div className={classes.warningBody}>
        <Alert
          role="status"
          color="orange"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="This site is in testing mode"
        >
          You are using a test version of The Fair Trade Art Gallery. It is not ready for real use.
        </Alert>
        <ul className={`${text.sm} ${classes.warningList}`}>
          <li>All data is periodically deleted without notice.</li>
          <li>The site is insecure: anything you enter may be seen by others.</li>
          <li>
            Do not enter any sensitive information: no real passwords, payment card numbers,
            addresses or other personal details.
          </li>
        </ul>
        <Checkbox
          checked={understood}
          onChange={setUnderstood}
          label="I understand that this is a test environment, that my data may be deleted and is not secure, and that I must not enter sensitive information."
        />
        <Button fullWidth size="md" disabled={!understood} onClick={acknowledge}>
          I Understand, Continue
        </Button>
      </div>
    </Dialog>
  );
}
