import { Badge, Button, VisuallyHidden } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useState } from "react";
import type { NearMe, SearchOptions, SearchState } from "~/features/catalogue/search/schema";
import { deferredModule } from "~/lib/deferred-module";
import { DESKTOP_MEDIA } from "~/lib/media-queries";

// The drawer and its controls arrive after the page, on a phone's width.
const useFiltersDrawer = deferredModule(() => import("./filters-drawer"), {
  preloadWhen: () => !window.matchMedia(DESKTOP_MEDIA).matches,
  inPlaceOnArrival: true,
});

/**
 * The phone's filter panel: the same controls in a drawer, changed as a draft.
 * 'Apply Filters' puts the draft in the URL; Cancel throws it away.
 */
export function MobileFilters({
  state,
  options,
  nearMe,
  activeCount,
  onApply,
}: {
  state: SearchState;
  options: SearchOptions;
  nearMe: NearMe;
  activeCount: number;
  onApply: (next: SearchState) => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const [draft, setDraft] = useState(state);
  const [drawer, requestDrawer] = useFiltersDrawer();

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeCount > 0 ? (
            // A <span> inside the button, its words in the text: a name on a <div> is not allowed.
            <Badge component="span" size="sm" circle>
              {activeCount}
              <VisuallyHidden> active</VisuallyHidden>
            </Badge>
          ) : null
        }
        onClick={() => {
          setDraft(state);
          requestDrawer();
          open();
        }}
        aria-haspopup="dialog"
      >
        Filters
      </Button>
      {drawer ? (
        <drawer.FiltersDrawer
          opened={opened}
          onClose={close}
          draft={draft}
          onDraftChange={setDraft}
          options={options}
          nearMe={nearMe}
          onApply={() => {
            close();
            onApply({ ...draft, page: 1 });
          }}
        />
      ) : null}
    </>
  );
}
