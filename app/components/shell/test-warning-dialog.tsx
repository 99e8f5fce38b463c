import { Alert, Button, Checkbox, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useState } from "react";

/** The Test Environment Warning itself, loaded only for a visitor who has not acknowledged it. */
export function TestWarningDialog({
  opened,
  onAcknowledge,
}: {
  opened: boolean;
  onAcknowledge: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      title="Test Environment Warning"
      centered
      size="lg"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      overlayProps={{ backgroundOpacity: 0.6, blur: 2 }}
      styles={{ title: { fontFamily: "var(--mantine-font-family-headings)", fontSize: "1.35rem" } }}
    >
      <Stack gap="md">
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="This site is in testing mode"
          // Mantine's light orange text is too faint on its own background; these pass AA.
          styles={{ title: { color: "#7c2d12" }, icon: { color: "#c2410c" } }}
        >
          <Text size="sm">
            You are using a test version of The Fair Trade Art Gallery. It is not ready for real
            use.
          </Text>
        </Alert>
        <List size="sm" spacing="xs">
          <List.Item>All data is periodically deleted without notice.</List.Item>
          <List.Item>The site is insecure: anything you enter may be seen by others.</List.Item>
          <List.Item>
            Do not enter any sensitive information: no real passwords, payment card numbers,
            addresses or other personal details.
          </List.Item>
        </List>
        <Checkbox
          checked={understood}
          onChange={(event) => setUnderstood(event.currentTarget.checked)}
          label="I understand that this is a test environment, that my data may be deleted and is not secure, and that I must not enter sensitive information."
        />
        <Button fullWidth size="md" disabled={!understood} onClick={onAcknowledge}>
          I Understand, Continue
        </Button>
      </Stack>
    </Modal>
  );
}
