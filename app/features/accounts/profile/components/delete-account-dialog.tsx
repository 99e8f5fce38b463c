import { Alert, Button, Group, List, Modal, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertTriangle, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionFailure } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import { isDeleteConfirmed, PROFILE_MESSAGES } from "../own-profile";

/** 'Delete Account': the user types the word delete (any case) before confirming. */
export function DeleteAccountDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fetcher = useFetcher<ActionFailure>();
  const [typed, setTyped] = useState("");
  const busy = fetcher.state !== "idle";
  const confirmed = isDeleteConfirmed(typed);

  useActionResult(fetcher, (result) => {
    if (!result.ok) showToast(result.error || PROFILE_MESSAGES.deleteFailed, "red", "Close");
  });

  function close() {
    if (busy) return;
    setTyped("");
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Delete Account"
      centered
      size="md"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <fetcher.Form
        method="post"
        onSubmit={(event) => {
          if (!confirmed) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-account" />
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm" fw={600}>
              This cannot be undone.
            </Text>
            <Text size="sm">The following are permanently deleted:</Text>
            <List size="sm" mt={4} spacing={2}>
              <List.Item>your profile</List.Item>
              <List.Item>your artworks</List.Item>
              <List.Item>your transactions</List.Item>
              <List.Item>your messages</List.Item>
            </List>
            <Text size="xs" mt="xs">
              Completed sales and leases stay in the other member's records, without your name.
            </Text>
          </Alert>
          <TextInput
            name="confirm"
            label='Type "delete" to confirm'
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            error={typed.trim() && !confirmed ? PROFILE_MESSAGES.typeDelete : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              disabled={!confirmed || busy}
            >
              {busy ? "Deleting..." : "Delete Account"}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}
