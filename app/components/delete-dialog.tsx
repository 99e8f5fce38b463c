import { Button, Group, Modal, Stack, Text } from "@mantine/core";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionResult } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";

type DeleteResult = ActionResult<{ message: string }>;

/**
 * A delete confirmation ('Delete Artwork', 'Delete Space'): it posts
 * `intent=delete` with the item's id to the page's own action and toasts the
 * answer. Closing is blocked while the delete runs.
 */
export function DeleteDialog({
  title,
  question,
  item,
  onClose,
}: {
  title: string;
  question: string;
  item: { id: string; name: string } | null;
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
      opened={item !== null}
      onClose={busy ? () => {} : onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack gap="lg">
        <Text>{question}</Text>
        {item ? (
          <Text size="sm" c="dimmed">
            {item.name}
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
              if (!item) return;
              fetcher.submit({ intent: "delete", id: item.id }, { method: "post" });
            }}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
