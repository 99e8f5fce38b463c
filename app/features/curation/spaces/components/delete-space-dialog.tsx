import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionResult } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";

type DeleteResult = ActionResult<{ message: string }>;

/** The 'Delete Space' confirmation (R-space-delete); deletes through My Spaces' action. */
export function DeleteSpaceDialog({
  space,
  onClose,
}: {
  space: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<DeleteResult>();
  const busy = fetcher.state !== "idle";

  useActionResult(fetcher, (result) => {
    if (result.ok) showToast(result.message, "green");
    else showToast(result.error, "red");
    onClose();
  });

  return (
    <Modal
      opened={space !== null}
      onClose={busy ? () => {} : onClose}
      title="Delete Space"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <Text>Are you sure you want to delete this space? This action cannot be undone.</Text>
        {space ? (
          <Text size="sm" c="dimmed">
            {space.name}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            color="red.9"
            loading={busy}
            onClick={() => {
              if (!space) return;
              fetcher.submit({ intent: "delete", id: space.id }, { method: "post" });
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
