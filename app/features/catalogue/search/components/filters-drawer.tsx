import { Box, Button, Drawer, Group, ScrollArea, Stack } from "@mantine/core";
import type { NearMe, SearchOptions, SearchState } from "~/features/catalogue/search/schema";
import { FilterControls } from "./filter-controls";

/** The phone's filter drawer, loaded when first opened (see MobileFilters). */
export function FiltersDrawer({
  opened,
  onClose,
  draft,
  onDraftChange,
  options,
  nearMe,
  onApply,
}: {
  opened: boolean;
  onClose: () => void;
  draft: SearchState;
  onDraftChange: (next: SearchState) => void;
  options: SearchOptions;
  nearMe: NearMe;
  onApply: () => void;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Filters"
      position="right"
      size="min(100%, 26rem)"
      scrollAreaComponent={ScrollArea.Autosize}
      closeButtonProps={{ "aria-label": "Close filters" }}
      styles={{ body: { paddingBottom: 0 } }}
    >
      <Stack gap="lg">
        <FilterControls value={draft} options={options} nearMe={nearMe} onChange={onDraftChange} />
        <Box
          pos="sticky"
          bottom={0}
          py="md"
          bg="var(--mantine-color-body)"
          style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}
        >
          <Group grow>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={onApply}>Apply Filters</Button>
          </Group>
        </Box>
      </Stack>
    </Drawer>
  );
}
