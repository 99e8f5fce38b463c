import { IconInfoCircle, IconSend } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { useActionForm } from "~/components/use-action-form";
import { invitationSchema } from "~/features/accounts";
import type { MailDelivery } from "~/features/admin/outbox/outbox-mail";
import type { ActionFailure } from "~/lib/errors";
import classes from "./invitation-form.module.css";

export type InvitationResult = { ok: true; email: string } | ActionFailure;

/** 'Send Invitation': e-mail (required) and notes (optional), answered with a toast. */
export function InvitationForm({
  delivery,
  fallback,
}: {
  delivery: MailDelivery;
  /** The action's answer when the page was posted without JavaScript. */
  fallback?: InvitationResult;
}) {
  const [email, setEmail] = useState("");
  const [notes, setNotes] = useState("");
  const invitation = useActionForm<{ email: string }, typeof invitationSchema>({
    schema: invitationSchema,
    successToast: (answer) => `Invitation sent to ${answer.email}`,
    failureToast: true,
    invalidToast: true,
    onSuccess: () => {
      setEmail("");
      setNotes("");
    },
  });
  const { fetcher, pending: busy } = invitation;
  const result = fetcher.data;

  const shownFallback = !result && fallback && !fallback.ok ? fallback : null;

  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <fetcher.Form {...invitation.formProps}>
        <div className={layout.stack}>
          <h2 className={`${text.title} ${text.h3}`}>Send Invitation</h2>
          {shownFallback ? (
            <Alert color="red" role="alert">
              {shownFallback.error}
            </Alert>
          ) : null}
          {fallback?.ok && !result ? (
            <Alert color="green" role="status">
              {`Invitation sent to ${fallback.email}`}
            </Alert>
          ) : null}
          <div className={classes.layout}>
            <div className={classes.main}>
              <div className={layout.stack}>
                <TextInput
                  label="Email Address"
                  name="email"
                  type="text"
                  inputMode="email"
                  required
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="artist@example.com"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    invitation.clearErrors();
                  }}
                  error={invitation.errors.email ?? shownFallback?.fieldErrors?.email}
                  maxLength={254}
                />
                <Textarea
                  label="Notes"
                  name="notes"
                  description="Optional: who this is, or why they're invited. Only admins see it. Left empty when inviting again, the earlier notes are kept."
                  placeholder="e.g. Painter met at the spring fair"
                  value={notes}
                  onChange={(event) => setNotes(event.currentTarget.value)}
                  minRows={2}
                  maxRows={6}
                  maxLength={500}
                />
                <Button
                  type="submit"
                  leftSection={<IconSend size={16} aria-hidden />}
                  disabled={busy || email.length === 0}
                  className={classes.submit}
                >
                  {busy ? "Sending..." : "Send Invitation"}
                </Button>
              </div>
            </div>
            <div className={classes.aside}>
              <div className={layout.stack}>
                <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
                  The invited user can then register with this email address. They receive a
                  single-use registration link by e-mail; inviting a pending address again sends a
                  fresh link.
                </p>
                {delivery === "outbox" ? (
                  <Alert color="blue" icon={<IconInfoCircle size={18} />} role="status">
                    No SMTP server is configured, so e-mails are not delivered. The invitation link
                    waits in the{" "}
                    <Link to="/admin/outbox" className={`${link.link} ${link.underlined}`}>
                      Outbox
                    </Link>
                    , where you can copy it and pass it on.
                  </Alert>
                ) : null}
              </div>
            </div>
          </div>
        </div>
      </fetcher.Form>
    </div>
  );
}
