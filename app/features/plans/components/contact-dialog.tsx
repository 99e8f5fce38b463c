import { Anchor, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { IconMail } from "@tabler/icons-react";
import type { PlanCardView } from "~/features/plans/plan-cards";
import { subscribeMailto } from "~/features/plans/subscription-request";

/** Subscribing is arranged by e-mail: the dialog hands the visitor a ready-made message. */
export function ContactDialog({
  plan,
  contactEmail,
  member,
  onClose,
}: {
  plan: PlanCardView | null;
  contactEmail: string;
  member: { name: string; handle: string | null } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={plan !== null}
      onClose={onClose}
      title="Contact Us to Subscribe"
      centered
      radius="lg"
      closeButtonProps={{ "aria-label": "Close dialog" }}
      styles={{ title: { fontFamily: "var(--mantine-font-family-headings)", fontSize: "1.35rem" } }}
    >
      {plan ? (
        <Stack gap="md">
          <Text>
            Subscriptions are arranged by e-mail; there is no online payment. Write to us and we
            will set up the <strong>{plan.name}</strong> plan (
            {plan.isFree ? "always free" : `${plan.price} per month`}) on your account.
          </Text>
          <Text size="sm" c="dimmed">
            Our address is{" "}
            <Anchor href={`mailto:${contactEmail}`} size="sm" underline="always">
              {contactEmail}
            </Anchor>
            .
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button
              component="a"
              href={subscribeMailto(contactEmail, plan.name, member)}
              leftSection={<IconMail size={18} aria-hidden="true" />}
            >
              Email Us About {plan.name}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
