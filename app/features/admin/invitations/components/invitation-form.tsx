import { IconInfoCircle, IconSend } from "@tabler/icons-react";
import { type FormEvent, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { Textarea, TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { invitationSchema } from "~/features/accounts";
import type { MailDelivery } from "~/features/admin/outbox/outbox-mail";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import classes from "./invitation-form.module.css";

export type InvitationResult = { ok: true; email: string } | ActionFailure;

const FAILED = "Failed to send invitation";

/** 'Send Invitation': e-mail (required) and notes (optional), answered with a toast. */
export function InvitationForm({
  delivery,
  fallback,
}: {
  delivery: MailDelivery;
  /** The action's answer when the page was posted without JavaScript. */
  fallback?: InvitationResult;
}) {
  const fetcher = useFetcher<InvitationResult>();
  const [email, setEmail] = useState("");
  const [notes, setNotes] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useActionResult(fetcher, (answer) => {
    if (answer.ok) {
      showToast(`Invitation sent to ${answer.email}`, "green");
      setEmail("");
      setNotes("");
      setEmailError(null);
    } else {
      showToast(answer.error || FAILED, "red");
      setEmailError(answer.fieldErrors?.email ?? null);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = invitationSchema.safeParse({ email, notes });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? FAILED;
      showToast(message, "red");
      setEmailError(parsed.error.issues.find((i) => i.path[0] === "email") ? message : null);
      return;
    }
    setEmailError(null);
    fetcher.submit(event.currentTarget, { method: "post" });
  }

  const shownFallback = !result && fallback && !fallback.ok ? fallback : null;

  return (
    <div className={`${layout.paper} ${layout.panel}`}>
      <fetcher.Form method="post" noValidate onSubmit={onSubmit}>
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
                    setEmailError(null);
                  }}
                  error={emailError ?? shownFallback?.fieldErrors?.email}
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
