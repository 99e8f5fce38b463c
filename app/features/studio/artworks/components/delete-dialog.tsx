import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionResult } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";

type DeleteResult = ActionResult<{ message: string }>;

/** The 'Delete Artwork' confirmation (R-artwork-delete); deletes through the list's action. */
export function DeleteArtworkDialog({
  artwork,
  onClose,
}: {
  artwork: { id: string; title: string } | null;
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
      opened={artwork !== null}
      onClose={busy ? () => {} : onClose}
      title="Delete Artwork"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <Text>Are you sure you want to delete this artwork? This action cannot be undone.</Text>
        {artwork ? (
          <Text size="sm" c="dimmed">
            {artwork.title}
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
              if (!artwork) return;
              fetcher.submit({ intent: "delete", id: artwork.id }, { method: "post" });
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
