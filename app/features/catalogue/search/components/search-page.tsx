import { Suspense } from "react";
import text from "~/components/text.module.css";
import {
  type NearMe,
  type SearchOptions,
  type SearchState,
  searchHref,
} from "~/features/catalogue/search/schema";
import {
  activeFilters,
  clearedFilters,
  countLine,
} from "~/features/catalogue/search/search-wording";
import { FilterChips } from "./filter-chips";
import { FilterControls } from "./filter-controls";
import { MobileFilters } from "./mobile-filters";
import { SearchField } from "./search-field";
import classes from "./search-page.module.css";
import {
  type ResultCard,
  ResultsEmpty,
  ResultsGrid,
  ResultsPagination,
  ResultsSkeleton,
} from "./search-results";
import { SortSelect } from "./sort-select";
import { useShownSearch } from "./use-search-navigate";

/**
 * The search page: heading, search box, filters (a side panel, a drawer on
 * phones), the count and sort, the chips and the results.
 */
export function SearchPage({
  state,
  results,
  options,
  artist,
  nearMe,
  signedIn,
  saveSearch,
}: {
  state: SearchState;
  results: { cards: ResultCard[]; total: number; more: boolean; pageCount: number } | null;
  options: SearchOptions;
  artist: { id: string; fullName: string } | null;
  nearMe: NearMe;
  signedIn: boolean;
  /** The Save search control, filled by the route (saved searches are another feature's). */
  saveSearch?: React.ReactNode;
}) {
  const { shown, loading, go } = useShownSearch(state);
  const filters = activeFilters(shown, { artistName: artist?.fullName });
  const heading = artist ? `Artworks by ${artist.fullName}` : "Browse Artwork";
  const showDistance = nearMe.available && (state.sort === "distance" || state.within != null);

  let body: React.ReactNode;
  if (loading) body = <ResultsSkeleton />;
  else if (!results) body = <ResultsEmpty kind="sign-in" signInReturnTo={searchHref(state)} />;
  else if (results.cards.length === 0) {
    body =
      state.sort === "favorites" && filters.length === 0 ? (
        <ResultsEmpty kind="no-favorites" />
      ) : (
        <ResultsEmpty
          kind={state.sort === "favorites" ? "no-favorites" : "none"}
          onClear={filters.length > 0 ? () => go(clearedFilters(state)) : undefined}
        />
      );
  } else {
    body = (
      <>
        <ResultsGrid cards={results.cards} showDistance={showDistance} />
        <ResultsPagination state={state} pageCount={results.pageCount} more={results.more} />
      </>
    );
  }

  return (
    <div className={classes.page}>
      <div className={classes.intro}>
        <h1 className={`${text.title} ${text.h1}`}>{heading}</h1>
        <p className={`${text.plain} ${text.md} ${text.dimmed}`}>
          {artist
            ? "Every available artwork this member presents."
            : "Original art for sale or lease, straight from the artists."}
        </p>
      </div>

      <SearchField state={state} searching={loading} />

      <div className={classes.columns}>
        <div className={classes.sidebar}>
          <section aria-labelledby="filters-heading" className={classes.panel}>
            <h2 className={`${text.title} ${text.h4} ${classes.panelTitle}`} id="filters-heading">
              Filters
            </h2>
            <FilterControls
              value={shown}
              options={options}
              nearMe={nearMe}
              onChange={go}
              commitDelay={400}
            />
          </section>
        </div>

        <div className={classes.results}>
          <div className={classes.toolbar}>
            <div className={classes.toolbarStart}>
              <div className={classes.phoneOnly}>
                <MobileFilters
                  state={shown}
                  options={options}
                  nearMe={nearMe}
                  activeCount={filters.length}
                  onApply={go}
                />
              </div>
              <output
                className={`${text.md} ${classes.count}`}
                aria-live="polite"
                data-testid="result-count"
              >
                {loading ? "Searching…" : results ? countLine(results.total, results.more) : ""}
              </output>
            </div>
            <div className={classes.toolbarEnd}>
              {saveSearch}
              <SortSelect value={shown} nearMe={nearMe} signedIn={signedIn} onChange={go} />
            </div>
          </div>
          <FilterChips state={shown} filters={filters} onChange={go} />
          <div className={classes.body} aria-busy={loading}>
            {/* The results hydrate on their own, after the controls: a first click on a
                filter right after load does not wait for two dozen cards. */}
            <Suspense>{body}</Suspense>
          </div>
        </div>
      </div>
    </div>
  );
}
