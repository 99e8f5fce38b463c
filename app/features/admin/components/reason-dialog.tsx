import { type ReactNode, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import { Textarea } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import classes from "./dialog-form.module.css";

type ReasonFormOptions<Success extends object> = {
  /** The action's intent and the hidden fields naming what it acts on. */
  intent: string;
  hidden: Record<string, string>;
  schema: z.ZodType;
  successToast: string | ((answer: { ok: true } & Success) => string);
  /** True toasts a refusal too; left out, it shows only in the dialog. */
  failureToast?: boolean;
  /** What the action does, in words, above the reason. */
  explanation: ReactNode;
  reasonLabel: string;
  reasonDescription: string;
  maxReason: number;
  submitLabel: string;
  busyLabel: string;
  /** A theme colour for the action (teal unless set). */
  submitColor?: string;
};

/**
 * An admin's action on one row that asks for a reason the audit trail keeps
 * (a refund, a refill): the dialog is open while `row` is set, and its form
 * starts afresh for each row. The server checks the reason with the same schema.
 */
export function ReasonDialog<Row extends { id: string }, Success extends object = object>({
  row,
  title,
  onClose,
  form,
}: {
  row: Row | null;
  title: (row: Row | null) => string;
  onClose: () => void;
  form: (row: Row) => ReasonFormOptions<Success>;
}) {
  return (
    <Dialog opened={row !== null} onClose={onClose} title={title(row)}>
      {row ? <ReasonForm key={row.id} {...form(row)} onDone={onClose} /> : null}
    </Dialog>
  );
}

function ReasonForm<Success extends object>({
  intent,
  hidden,
  schema,
  successToast,
  failureToast,
  explanation,
  reasonLabel,
  reasonDescription,
  maxReason,
  submitLabel,
  busyLabel,
  submitColor,
  onDone,
}: ReasonFormOptions<Success> & { onDone: () => void }) {
  const [reason, setReason] = useState("");
  const form = useActionForm<Success>({ schema, successToast, failureToast, onSuccess: onDone });
  const { fetcher, formError, pending: busy } = form;
  const formRef = useRef<HTMLFormElement>(null);

  // The reason is what there is to write: focus it once the dialog has opened around the form.
  useEffect(() => {
    const frame = requestAnimationFrame(() => formRef.current?.querySelector("textarea")?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);

  return (
    <fetcher.Form {...form.formProps} ref={formRef}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={layout.stack}>
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        {explanation}
        <Textarea
          label={reasonLabel}
          description={reasonDescription}
          name="reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            form.setFieldError("reason", null);
          }}
          error={form.errors.reason}
          minRows={2}
          maxLength={maxReason}
        />
        <div className={`${layout.row} ${classes.actions}`}>
          <Button variant="default" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" color={submitColor} disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </div>
    </fetcher.Form>
  );
}
