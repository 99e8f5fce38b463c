import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text } from "@mantine/core";
import { useState } from "react";
import { useFetcher } from "react-router";
import { showToast } from "~/components/toast";
import type { ActionResult } from "~/lib/errors";
import { useActionResult } from "~/lib/http/use-action-result";
import type { OwnArtworkRow } from "../list-search";

type ResaleResult = ActionResult<{ message: string }>;

/**
 * R-resale: the owner of a work bought through the gallery offers it again:
 * a price and whether it is available. The first artist stays credited and is
 * paid a royalty when it sells. Posts `intent=offer-resale` to the list's action.
 */
export function ResaleDialog({
  artwork,
  onClose,
}: {
  artwork: OwnArtworkRow | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={artwork !== null}
      onClose={onClose}
      title="Offer for resale"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {artwork ? <ResaleForm key={artwork.id} artwork={artwork} onClose={onClose} /> : null}
    </Modal>
  );
}

function ResaleForm({ artwork, onClose }: { artwork: OwnArtworkRow; onClose: () => void }) {
  const fetcher = useFetcher<ResaleResult>();
  const busy = fetcher.state !== "idle";
  const [price, setPrice] = useState<string | number>(
    artwork.salePriceCents ? artwork.salePriceCents / 100 : "",
  );
  const [available, setAvailable] = useState(true);
  // A problem with the price shows on its field; any other refusal above the buttons.
  const [error, setError] = useState<{ field: boolean; text: string } | null>(null);

  useActionResult(fetcher, (result) => {
    if (result.ok) {
      showToast(result.message, "green");
      onClose();
    } else {
      const priceProblem = result.fieldErrors?.salePrice;
      setError({ field: Boolean(priceProblem), text: priceProblem ?? result.error });
    }
  });

  return (
    <Stack gap="md">
      <Text size="sm">
        <strong>{artwork.title}</strong> stays credited to {artwork.artistName ?? "its artist"}, who
        is paid a resale royalty when it sells.
      </Text>
      <NumberInput
        label="Sale price"
        prefix="$"
        min={0}
        decimalScale={2}
        thousandSeparator=","
        value={price}
        onChange={(value) => {
          setPrice(value);
          setError(null);
        }}
        error={error?.field ? error.text : null}
      />
      <Switch
        label="Available for purchase"
        checked={available}
        onChange={(event) => setAvailable(event.currentTarget.checked)}
      />
      {error && !error.field ? (
        <Alert color="red" variant="light" role="alert">
          {error.text}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          loading={busy}
          onClick={() =>
            fetcher.submit(
              {
                intent: "offer-resale",
                id: artwork.id,
                salePrice: String(price),
                available: String(available),
              },
              { method: "post" },
            )
          }
        >
          Save
        </Button>
      </Group>
    </Stack>
  );
}
