import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import classes from "./delete-dialog.module.css";
import text from "./text.module.css";
import { useActionForm } from "./use-action-form";

/**
 * A delete confirmation ('Delete Artwork', 'Delete Space'): it posts
 * `intent=delete` with the item's id to the page's own action and toasts the
 * answer. Closing is blocked while the delete runs.
 */
export function DeleteDialog({
  title,
  question,
  item,
  onClose,
}: {
  title: string;
  question: string;
  item: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const deletion = useActionForm<{ message: string }>({
    successToast: (answer) => answer.message,
    failureToast: true,
    onSuccess: onClose,
    onFailure: onClose,
  });
  const busy = deletion.pending;

  return (
    <Dialog opened={item !== null} onClose={busy ? () => {} : onClose} title={title}>
      <div className={classes.body}>
        <p className={text.plain}>{question}</p>
        {item ? <p className={`${text.sm} ${text.dimmed} ${text.plain}`}>{item.name}</p> : null}
        <div className={classes.actions}>
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            // The theme's darkest red: white on it passes AA.
            color="red.9"
            loading={busy}
            onClick={() => {
              if (!item) return;
              deletion.submit({ intent: "delete", id: item.id });
            }}
          >
            Delete
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
