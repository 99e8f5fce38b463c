import { IconCheck, IconCopy } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState } from "react";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { DateTime } from "~/features/admin/components/date-time";
import { DotBadge, type DotColor } from "~/features/admin/components/dot-badge";
import { firstLink } from "~/lib/links";
import type { MailDelivery, OutboxMail, OutboxState } from "../outbox-mail";
import { MailText } from "./mail-text";
import classes from "./outbox-list.module.css";

const STATE_LABEL: Record<OutboxState, { label: string; color: DotColor }> = {
  sent: { label: "Sent", color: "green" },
  queued: { label: "Queued", color: "gray" },
  retrying: { label: "Retrying", color: "yellow" },
  failed: { label: "Not delivered", color: "red" },
};

const KIND_LABEL: Record<string, string> = {
  invitation: "Invitation",
  "password-reset": "Password reset",
  receipt: "Receipt",
  "lease-ending": "Lease ending",
};

/** How long "Link copied" shows before the button reads "Copy link" again. */
const COPIED_MS = 1000;

export function OutboxList({
  mails,
  delivery,
  bodyHours,
}: {
  mails: OutboxMail[];
  delivery: MailDelivery;
  /** How long the development outbox keeps a mail's text. */
  bodyHours: number;
}) {
  return (
    <div className={layout.stack}>
      {mails.map((mail) => (
        <OutboxItem key={mail.id} mail={mail} delivery={delivery} bodyHours={bodyHours} />
      ))}
    </div>
  );
}

/** 'Copy link': puts the link on the clipboard and says so for a moment. */
function CopyLink({ href }: { href: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      size="xs"
      variant="light"
      color={copied ? "teal" : "blue"}
      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
      onClick={() => {
        navigator.clipboard?.writeText(href).then(
          () => setCopied(true),
          () => {},
        );
      }}
    >
      {copied ? "Link copied" : "Copy link"}
    </Button>
  );
}

function OutboxItem({
  mail,
  delivery,
  bodyHours,
}: {
  mail: OutboxMail;
  delivery: MailDelivery;
  bodyHours: number;
}) {
  const state = STATE_LABEL[mail.state];
  const link = mail.text ? firstLink(mail.text) : null;
  return (
    <article
      aria-label={mail.subject}
      className={`${layout.paper} ${classes.item} ${layout.stack}`}
      style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}
    >
      <div className={`${layout.row} ${layout.between} ${classes.top}`}>
        <div className={classes.who}>
          <p className={`${text.plain} ${text.strong} ${classes.wrap}`}>{mail.subject}</p>
          <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.wrap}`}>To {mail.to}</p>
        </div>
        <div
          className={layout.row}
          style={{ "--gap": "calc(0.375rem * var(--scale))" } as CSSProperties}
        >
          <Badge variant="outline">{KIND_LABEL[mail.kind] ?? mail.kind}</Badge>
          <DotBadge color={state.color}>{state.label}</DotBadge>
        </div>
      </div>
      <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>
        Written <DateTime value={mail.createdAt} />
        {mail.sentAt ? (
          <>
            {" "}
            · sent <DateTime value={mail.sentAt} />
          </>
        ) : null}
      </p>
      {(mail.state === "failed" || mail.state === "retrying") && mail.lastError ? (
        <p className={`${text.plain} ${text.xs} ${classes.error} ${classes.wrap}`}>
          {mail.lastError}
        </p>
      ) : null}
      {mail.text !== null ? (
        <MailText text={mail.text} />
      ) : delivery === "outbox" ? (
        <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.removed}`}>
          The text of this e-mail was removed after {bodyHours} hours.
        </p>
      ) : null}
      {link ? (
        <div className={layout.row}>
          <CopyLink href={link} />
        </div>
      ) : null}
    </article>
  );
}
