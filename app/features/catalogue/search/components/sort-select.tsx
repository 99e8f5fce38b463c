import { SelectField } from "~/components/select-field";
import {
  type NearMe,
  type SearchState,
  SORTS,
  type SortKey,
} from "~/features/catalogue/search/schema";
import classes from "./search-page.module.css";

/**
 * Popularity (default), price both ways, newest, distance (Near me) and My
 * Favorites, which only signed-in members have (R-search-sort). A native select:
 * light to render and at home on phones.
 */
export function SortSelect({
  value,
  nearMe,
  signedIn,
  onChange,
}: {
  value: SearchState;
  nearMe: NearMe;
  signedIn: boolean;
  onChange: (next: SearchState) => void;
}) {
  // A visitor sees My Favorites only on a link that asks for it, as the page's
  // current sort (the page asks them to sign in), and cannot pick it again.
  const sorts =
    signedIn || value.sort === "favorites"
      ? SORTS
      : SORTS.filter((sort) => sort.value !== "favorites");
  const data = sorts.map((sort) =>
    sort.value === "favorites" && !signedIn
      ? { value: sort.value, label: `${sort.label} (sign in)`, disabled: true }
      : sort.value === "distance" && !nearMe.available
        ? {
            value: sort.value,
            label:
              nearMe.reason === "signed-out"
                ? `${sort.label} (sign in)`
                : `${sort.label} (add a ZIP to your profile)`,
            disabled: true,
          }
        : { value: sort.value, label: sort.label },
  );
  return (
    <SelectField
      label="Sort by"
      data={data}
      value={value.sort}
      onChange={(event) =>
        onChange({ ...value, sort: event.currentTarget.value as SortKey, page: 1 })
      }
      className={classes.sort}
    />
  );
}
