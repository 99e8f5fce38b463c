import { useState } from "react";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import { type SearchState, searchParamsOf } from "~/features/catalogue";
import { savedSearchActionSchema } from "../saved-searches/schema";
import { type AlertFrequency, MAX_SEARCH_NAME, suggestedName } from "../saved-searches/words";
import { AlertChoice } from "./alert-choice";
import classes from "./saved-searches.module.css";

/**
 * The Save search dialog: the search's name (its filters in words to start
 * with) and its alert. Loaded when a member first presses Save search.
 */
export function SaveSearchDialog({
  state,
  artistName,
  onClose,
}: {
  state: SearchState;
  artistName?: string | null;
  onClose: () => void;
}) {
  return (
    <Dialog opened onClose={onClose} title="Save search">
      <SaveSearchForm state={state} artistName={artistName} onDone={onClose} />
    </Dialog>
  );
}

function SaveSearchForm({
  state,
  artistName,
  onDone,
}: {
  state: SearchState;
  artistName?: string | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(() => suggestedName(state, artistName));
  const [alert, setAlert] = useState<AlertFrequency>("instant");
  const form = useActionForm({
    schema: savedSearchActionSchema,
    action: "/saved-searches",
    successToast: "Search saved. Find it under Saved searches.",
    revalidate: false,
    onSuccess: onDone,
  });
  const query = searchParamsOf({ ...state, page: 1 }).toString();
  return (
    <form
      {...form.formProps}
      onSubmit={(event) => {
        event.preventDefault();
        form.submit({ intent: "save", query, name, alert });
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
        <div className={classes.alertField}>
          <p className={`${text.plain} ${text.sm} ${text.medium}`} aria-hidden="true">
            E-mail alerts
          </p>
          <AlertChoice value={alert} onChange={setAlert} name="alert" />
          <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
            At once: a mail within minutes of a matching work being listed. Daily: one mail a day
            with the day's new works.
          </p>
        </div>
        <div className={classes.actions}>
          <Button variant="default" onClick={onDone} disabled={form.pending}>
            Cancel
          </Button>
          <Button type="submit" loading={form.pending}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
