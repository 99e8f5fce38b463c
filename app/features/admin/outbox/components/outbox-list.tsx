import { Badge, Button, CopyButton, Group, Paper, Stack, Text } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { DateTime } from "~/features/admin/components/date-time";
import { firstLink } from "~/lib/links";
import type { MailDelivery, OutboxMail, OutboxState } from "../outbox-mail";
import { MailText } from "./mail-text";

const STATE_LABEL: Record<OutboxState, { label: string; color: string }> = {
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
    <Stack gap="md">
      {mails.map((mail) => (
        <OutboxItem key={mail.id} mail={mail} delivery={delivery} bodyHours={bodyHours} />
      ))}
    </Stack>
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
    <Paper component="article" withBorder p="md" radius="md" aria-label={mail.subject}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 16rem" }}>
            <Text fw={600} style={{ overflowWrap: "anywhere" }}>
              {mail.subject}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              To {mail.to}
            </Text>
          </Stack>
          <Group gap={6}>
            <Badge variant="default">{KIND_LABEL[mail.kind] ?? mail.kind}</Badge>
            <Badge variant="dot" color={state.color}>
              {state.label}
            </Badge>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          Written <DateTime value={mail.createdAt} />
          {mail.sentAt ? (
            <>
              {" "}
              · sent <DateTime value={mail.sentAt} />
            </>
          ) : null}
        </Text>
        {(mail.state === "failed" || mail.state === "retrying") && mail.lastError ? (
          <Text size="xs" c="red" style={{ overflowWrap: "anywhere" }}>
            {mail.lastError}
          </Text>
        ) : null}
        {mail.text !== null ? (
          <MailText text={mail.text} />
        ) : delivery === "outbox" ? (
          <Text size="sm" c="dimmed" fs="italic">
            The text of this e-mail was removed after {bodyHours} hours.
          </Text>
        ) : null}
        {link ? (
          <Group>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant="light"
                  color={copied ? "teal" : "blue"}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                  onClick={copy}
                >
                  {copied ? "Link copied" : "Copy link"}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
