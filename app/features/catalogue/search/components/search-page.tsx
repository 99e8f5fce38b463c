import { Box, Group, Paper, Stack, Text, Title } from "@mantine/core";
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
}: {
  state: SearchState;
  results: { cards: ResultCard[]; total: number; more: boolean; pageCount: number } | null;
  options: SearchOptions;
  artist: { id: string; fullName: string } | null;
  nearMe: NearMe;
  signedIn: boolean;
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
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed">
          {artist
            ? "Every available artwork this member presents."
            : "Original art for sale or lease, straight from the artists."}
        </Text>
      </Stack>

      <SearchField state={state} searching={loading} />

      <div className={classes.columns}>
        <div className={classes.sidebar}>
          <Paper
            component="section"
            aria-labelledby="filters-heading"
            withBorder
            radius="md"
            p="md"
            pos="sticky"
            top={88}
          >
            <Title order={2} size="h4" id="filters-heading" mb="md">
              Filters
            </Title>
            <FilterControls
              value={shown}
              options={options}
              nearMe={nearMe}
              onChange={go}
              commitDelay={400}
            />
          </Paper>
        </div>

        <div>
          <Stack gap="md">
            <Group justify="space-between" align="flex-end" gap="sm">
              <Group gap="sm" align="flex-end">
                <Box hiddenFrom="md">
                  <MobileFilters
                    state={shown}
                    options={options}
                    nearMe={nearMe}
                    activeCount={filters.length}
                    onApply={go}
                  />
                </Box>
                <Text role="status" fw={600} aria-live="polite" data-testid="result-count">
                  {loading ? "Searching…" : results ? countLine(results.total, results.more) : ""}
                </Text>
              </Group>
              <SortSelect value={shown} nearMe={nearMe} signedIn={signedIn} onChange={go} />
            </Group>
            <FilterChips state={shown} filters={filters} onChange={go} />
            <Box aria-busy={loading} mih={300}>
              {body}
            </Box>
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
