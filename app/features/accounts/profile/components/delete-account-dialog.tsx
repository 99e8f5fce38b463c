import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useEffect, useId, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { showToast } from "~/components/toast";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { isDeleteConfirmed, PROFILE_MESSAGES } from "../own-profile";
import classes from "./delete-account-dialog.module.css";

/** 'Delete Account': the user types the word delete (any case) before confirming. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fetcher = useFetcher<ActionFailure>();
  const [typed, setTyped] = useState("");
  const busy = fetcher.state !== "idle";
  const confirmed = isDeleteConfirmed(typed);
  const fieldId = useId();

  useActionResult(fetcher, (result) => {
    if (!result.ok) showToast(result.error || PROFILE_MESSAGES.deleteFailed, "red", "Close");
  });

  // The word is what the dialog asks for: the cursor starts in its field, not on Close.
  // (This runs after the dialog's own effect has opened it.)
  useEffect(() => {
    if (opened) document.getElementById(fieldId)?.focus();
  }, [opened, fieldId]);

  function close() {
    if (busy) return;
    setTyped("");
    onClose();
  }

  return (
    <Dialog opened={opened} onClose={close} title="Delete Account">
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!confirmed) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-account" />
        <div className={classes.body}>
          <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <p className={`${text.plain} ${text.sm} ${text.strong}`}>This cannot be undone.</p>
            <p className={`${text.plain} ${text.sm}`}>The following are permanently deleted:</p>
            <ul className={classes.list}>
              <li>your profile</li>
              <li>your artworks</li>
              <li>your transactions</li>
              <li>your messages</li>
            </ul>
            <p className={`${text.plain} ${text.xs} ${classes.note}`}>
              Completed sales and leases stay in the other member's records, without your name.
            </p>
          </Alert>
          <TextInput
            id={fieldId}
            name="confirm"
            label='Type "delete" to confirm'
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            error={typed.trim() && !confirmed ? PROFILE_MESSAGES.typeDelete : undefined}
          />
          <div className={classes.actions}>
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={!confirmed || busy}
            >
              {busy ? "Deleting..." : "Delete Account"}
            </Button>
          </div>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
