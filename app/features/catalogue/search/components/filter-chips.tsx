import { Button } from "~/components/button";
import { ClearIcon } from "~/components/select-field";
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
          <span key={filter.id} className={classes.chip} data-filter={filter.id}>
            <span className={classes.chipLabel}>{filter.label}</span>
            <button
              type="button"
              className={`${classes.chipRemove} focus-ring press`}
              aria-label={`Remove filter ${filter.label}`}
              onClick={() => onChange(filter.without)}
            >
              <ClearIcon />
            </button>
          </span>
        ))}
      </div>
      <Button variant="subtle" size="compact-sm" onClick={() => onChange(clearedFilters(state))}>
        Clear all
      </Button>
    </fieldset>
  );
}
