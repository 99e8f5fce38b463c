import { type CSSProperties, useState } from "react";
import { useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Switch } from "~/components/checkbox";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
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
    <Dialog opened={artwork !== null} onClose={onClose} title="Offer for resale">
      {artwork ? <ResaleForm key={artwork.id} artwork={artwork} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ResaleForm({ artwork, onClose }: { artwork: OwnArtworkRow; onClose: () => void }) {
  const fetcher = useFetcher<ResaleResult>();
  const busy = fetcher.state !== "idle";
  const [price, setPrice] = useState(
    artwork.salePriceCents ? String(artwork.salePriceCents / 100) : "",
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
    <div className={layout.stack}>
      <p className={`${text.plain} ${text.sm}`}>
        <strong>{artwork.title}</strong> stays credited to {artwork.artistName ?? "its artist"}, who
        is paid a resale royalty when it sells.
      </p>
      <TextInput
        label="Sale price"
        inputMode="decimal"
        autoComplete="off"
        leftSection="$"
        value={price}
        onChange={(event) => {
          setPrice(event.currentTarget.value);
          setError(null);
        }}
        error={error?.field ? error.text : undefined}
      />
      <Switch label="Available for purchase" checked={available} onChange={setAvailable} />
      {error && !error.field ? <Alert color="red">{error.text}</Alert> : null}
      <div
        className={layout.row}
        style={{ "--gap": "var(--spacing-sm)", justifyContent: "flex-end" } as CSSProperties}
      >
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
                // What was typed, without a dollar sign or thousands' commas.
                salePrice: price.replace(/[$,\s]/g, ""),
                available: String(available),
              },
              { method: "post" },
            )
          }
        >
          Save
        </Button>
      </div>
    </div>
  );
}
