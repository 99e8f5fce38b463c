import { Button } from "~/components/button";
import { Chip } from "~/components/chip";
import type { SearchState } from "~/features/catalogue/search/schema";
import { type ActiveFilter, clearedFilters } from "~/features/catalogue/search/search-wording";
import classes from "./search-page.module.css";

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
    <fieldset className={classes.chipRow} aria-label="Active filters">
      <div className={classes.chips}>
        {filters.map((filter) => (
          <Chip
            key={filter.id}
            data-filter={filter.id}
            label={filter.label}
            removeLabel={`Remove filter ${filter.label}`}
            onRemove={() => onChange(filter.without)}
          />
        ))}
      </div>
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(state))}>
        Clear all
      </Button>
    </fieldset>
  );
}
