import { Button, Group, Pill } from "@mantine/core";
import type { SearchState } from "~/features/catalogue/search/schema";
import { type ActiveFilter, clearedFilters } from "~/features/catalogue/search/search-wording";

/** One removable chip per active filter, and 'Clear all'. */
export function FilterChips({
  state,
  filters,
  onChange,
}: {
  state: SearchState;
  filters: ActiveFilter[];
  onChange: (next: SearchState) => void;
}) {
  if (filters.length === 0) return null;
  return (
    <Group gap="xs" aria-label="Active filters" role="group">
      <Pill.Group>
        {filters.map((filter) => (
          <Pill
            key={filter.id}
            size="md"
            withRemoveButton
            onRemove={() => onChange(filter.without)}
            // Mantine hides the remove button from the keyboard (it expects a text input beside it).
            removeButtonProps={{
              "aria-label": `Remove filter ${filter.label}`,
              "aria-hidden": false,
              tabIndex: 0,
            }}
            data-filter={filter.id}
          >
            {filter.label}
          </Pill>
        ))}
      </Pill.Group>
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(state))}>
        Clear all
      </Button>
    </Group>
  );
}
