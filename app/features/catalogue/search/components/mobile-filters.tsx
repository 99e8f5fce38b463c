import { Badge, Box, Button, Drawer, Group, ScrollArea, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustmentsHorizontal } from "@tabler/icons-react";
import { useState } from "react";
import type { NearMe, SearchOptions, SearchState } from "~/features/catalogue/search/schema";
import { FilterControls } from "./filter-controls";

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

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        rightSection={
          activeCount > 0 ? (
            <Badge size="sm" circle aria-label={`${activeCount} active`}>
              {activeCount}
            </Badge>
          ) : null
        }
        onClick={() => {
          setDraft(state);
          open();
        }}
        aria-haspopup="dialog"
      >
        Filters
      </Button>
      <Drawer
        opened={opened}
        onClose={close}
        title="Filters"
        position="right"
        size="min(100%, 26rem)"
        scrollAreaComponent={ScrollArea.Autosize}
        closeButtonProps={{ "aria-label": "Close filters" }}
        styles={{ body: { paddingBottom: 0 } }}
      >
        <Stack gap="lg">
          <FilterControls value={draft} options={options} nearMe={nearMe} onChange={setDraft} />
          <Box
            pos="sticky"
            bottom={0}
            py="md"
            bg="var(--mantine-color-body)"
            style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
          >
            <Group grow>
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
            </Group>
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}
