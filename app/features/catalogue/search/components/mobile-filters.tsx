import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useState } from "react";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import type { NearMe, SearchOptions, SearchState } from "~/features/catalogue/search/schema";
import { FilterControls } from "./filter-controls";
import classes from "./search-page.module.css";

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
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState(state);
  const close = () => setOpened(false);

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeCount > 0 ? (
            <Badge variant="filled" size="sm" circle>
              {activeCount}
              <span className={layout.visuallyHidden}> active</span>
            </Badge>
          ) : null
        }
        onClick={() => {
          setDraft(state);
          setOpened(true);
        }}
        aria-haspopup="dialog"
      >
        Filters
      </Button>
      <Dialog
        opened={opened}
        onClose={close}
        title="Filters"
        variant="drawer"
        side="right"
        closeLabel="Close filters"
        className={classes.drawer}
      >
        <FilterControls value={draft} options={options} nearMe={nearMe} onChange={setDraft} />
        <div className={classes.drawerFoot}>
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              close();
              onApply({ ...draft, page: 1 });
            }}
          >
            Apply Filters
          </Button>
        </div>
      </Dialog>
    </>
  );
}
