import { Alert, Button, Checkbox, List, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useEffect, useState } from "react";

export const TEST_WARNING_STORAGE_KEY = "test-warning-acknowledged";

function readAcknowledged() {
  try {
    return window.localStorage.getItem(TEST_WARNING_STORAGE_KEY) === "true";
  } catch {
    // Storage can be blocked (private modes, strict settings): ask again each visit.
    return false;
  }
}

function storeAcknowledged() {
  try {
    window.localStorage.setItem(TEST_WARNING_STORAGE_KEY, "true");
  } catch {
    // Nothing to remember it in; the modal still closes for this page view.
  }
}

/**
 * Warns visitors of a test installation before they enter anything. It is
 * decided only after mount, because the server cannot see localStorage: a
 * server-rendered modal would flash for visitors who already acknowledged it.
 */
export function TestWarningModal({ enabled }: { enabled: boolean }) {
  const [opened, setOpened] = useState(false);
  const [understood, setUnderstood] = useState(false);

  useEffect(() => {
    if (enabled && !readAcknowledged()) setOpened(true);
  }, [enabled]);

  const acknowledge = () => {
    storeAcknowledged();
    setOpened(false);
  };

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
        <Button fullWidth size="md" disabled={!understood} onClick={acknowledge}>
          I Understand, Continue
        </Button>
      </Stack>
    </Modal>
  );
}
