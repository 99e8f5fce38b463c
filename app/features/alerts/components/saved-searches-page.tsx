import { IconBookmark, IconExternalLink, IconPencil, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Alert } from "~/components/alert";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import { DeleteDialog } from "~/components/delete-dialog";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { savedSearchActionSchema } from "../saved-searches/schema";
import {
  type AlertFrequency,
  MAX_SAVED_SEARCHES,
  MAX_SEARCH_NAME,
  NEW_COUNT_LIMIT,
  type SavedSearchRow,
} from "../saved-searches/words";
import { AlertChoice } from "./alert-choice";
import classes from "./saved-searches.module.css";

/** 'No new works', '1 new work', '99+ new works'. */
export function newWorksLabel(count: number) {
  if (count > NEW_COUNT_LIMIT) return `${NEW_COUNT_LIMIT}+ new works`;
  if (count === 0) return "No new works";
  return `${count} new ${count === 1 ? "work" : "works"}`;
}

/**
 * R-saved-searches: the member's saved searches: each with its filters in
 * words, the works new since it was last opened from here, and Open, Rename,
 * Delete and its alert.
 */
export function SavedSearchesPage({ searches }: { searches: SavedSearchRow[] }) {
  const [renaming, setRenaming] = useState<SavedSearchRow | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchRow | null>(null);
  return (
    <div className={classes.page}>
      <div>
        <h1 className={`${text.title} ${text.h1}`}>Saved searches</h1>
        <p className={`${text.plain} ${text.md} ${text.dimmed}`}>
          Searches you saved, with the works listed since you last opened them. Up to{" "}
          {MAX_SAVED_SEARCHES}.
        </p>
      </div>
      {searches.length === 0 ? (
        <div className={classes.empty}>
          <IconBookmark size={32} aria-hidden="true" />
          <h2 className={`${text.title} ${text.h3}`}>No saved searches yet</h2>
          <p className={`${text.plain} ${text.dimmed}`}>
            Search for art you love, then press Save search to hear of new works that match.
          </p>
          <Button to="/search">Browse Artwork</Button>
        </div>
      ) : (
        <ul className={classes.list}>
          {searches.map((search) => (
            <SavedSearchItem
              key={search.id}
              search={search}
              onRename={() => setRenaming(search)}
              onDelete={() => setDeleting(search)}
            />
          ))}
        </ul>
      )}
      <Dialog opened={renaming !== null} onClose={() => setRenaming(null)} title="Rename search">
        {renaming ? <RenameForm search={renaming} onDone={() => setRenaming(null)} /> : null}
      </Dialog>
      <DeleteDialog
        title="Delete saved search"
        question="Delete this saved search? Its alerts stop."
        item={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

function SavedSearchItem({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearchRow;
  onRename: () => void;
  onDelete: () => void;
}) {
  const [alert, setAlert] = useState<AlertFrequency>(search.alert);
  const alerting = useActionForm({
    successToast: "Alert changed",
    failureToast: true,
    onFailure: () => setAlert(search.alert),
  });
  const headingId = `saved-search-${search.id}`;
  return (
    <li className={classes.item} aria-labelledby={headingId}>
      <div className={classes.itemHead}>
        <h2 className={`${text.title} ${text.h4} ${classes.itemName}`} id={headingId}>
          {search.name}
          <Badge color={search.newCount > 0 ? "teal" : "gray"}>
            {newWorksLabel(search.newCount)}
          </Badge>
        </h2>
        {/* The filters in words, unless the name says just that. */}
        {search.words !== search.name ? (
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.words}`}>
            {search.words}
          </p>
        ) : null}
      </div>
      <Button
        size="sm"
        // A plain link: opening it marks the search visited on the server.
        href={`/saved-searches/${search.id}/open`}
        leftSection={<IconExternalLink size={16} aria-hidden="true" />}
        aria-label={`Open ${search.name}`}
      >
        Open
      </Button>
      <div className={classes.itemControls}>
        <AlertChoice
          label={`E-mail alerts for ${search.name}`}
          value={alert}
          disabled={alerting.pending}
          onChange={(value) => {
            setAlert(value);
            alerting.submit({ intent: "alert", id: search.id, alert: value });
          }}
        />
        <div className={classes.itemButtons}>
          <Button
            variant="default"
            size="compact-sm"
            leftSection={<IconPencil size={14} aria-hidden="true" />}
            onClick={onRename}
            aria-label={`Rename ${search.name}`}
          >
            Rename
          </Button>
          <Button
            variant="default"
            size="compact-sm"
            color="red.9"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            onClick={onDelete}
            aria-label={`Delete ${search.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
    </li>
  );
}

function RenameForm({ search, onDone }: { search: SavedSearchRow; onDone: () => void }) {
  const [name, setName] = useState(search.name);
  const form = useActionForm({
    schema: savedSearchActionSchema,
    successToast: "Search renamed",
    onSuccess: onDone,
  });
  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit({ intent: "rename", id: search.id, name });
      }}
    >
      <div className={layout.stack}>
        {form.formError ? (
          <Alert color="red" role="alert">
            {form.formError}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          name="name"
          required
          value={name}
          maxLength={MAX_SEARCH_NAME}
          onChange={(event) => {
            setName(event.currentTarget.value);
            form.setFieldError("name", null);
          }}
          error={form.errors.name}
          autoComplete="off"
        />
        <div className={classes.actions}>
          <Button variant="default" onClick={onDone} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={form.pending}>
            Rename
          </Button>
        </div>
      </div>
    </form>
  );
}
