import { Box, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import {
  activeFilters,
  clearedFilters,
  countLine,
  DEFAULT_SORT,
  parseSearchParams,
} from "~/features/catalogue";
import { emptySearchPage, loadSearchPage } from "~/features/catalogue/index.server";
import {
  FilterChips,
  FilterControls,
  MobileFilters,
  ResultsEmpty,
  ResultsGrid,
  ResultsPagination,
  ResultsSkeleton,
  SearchField,
  SortSelect,
  useShownSearch,
} from "~/features/catalogue/ui";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/search";

const SITE = "The Fair Trade Art Gallery";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const artist = loaderData?.artist?.fullName;
  const q = loaderData?.state.q;
  const title = artist ? `Artworks by ${artist}` : q ? `“${q}” · Browse Artwork` : "Browse Artwork";
  const description = artist
    ? `Original artworks by ${artist}, for sale or lease at ${SITE}.`
    : "Browse original artworks for sale or lease from emerging artists: search by title, artist, medium or style, and filter by price, support and distance.";
  return [
    { title: `${title} · ${SITE}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const state = parseSearchParams(new URL(request.url).searchParams);
  // My Favorites is for members only; a visitor's link with it sorts by the default.
  if (!viewer && state.sort === "favorites") state.sort = DEFAULT_SORT;
  try {
    const page = await loadSearchPage(db(), viewer && { id: viewer.id }, state);
    return { ...page, signedIn: viewer != null };
  } catch (error) {
    // Search failures are logged, and the page shows no results (R-quiet-read-failures).
    logger.error({ err: error, requestId: context.get(requestIdContext) }, "search failed");
    return { ...emptySearchPage(state), signedIn: viewer != null };
  }
}

export default function SearchPage() {
  const { state, results, options, artist, nearMe, signedIn } = useLoaderData<typeof loader>();
  const { shown, loading, go } = useShownSearch(state);
  const filters = activeFilters(shown, { artistName: artist?.fullName });
  const heading = artist ? `Artworks by ${artist.fullName}` : "Browse Artwork";
  const showDistance = nearMe.available && (state.sort === "distance" || state.within != null);

  let body: React.ReactNode;
  if (loading) body = <ResultsSkeleton />;
  else if (!results) body = <ResultsEmpty kind="sign-in" />;
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
        <ResultsPagination state={state} pageCount={results.pageCount} />
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

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
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
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 9 }}>
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
                  {loading ? "Searching…" : results ? countLine(results.total) : ""}
                </Text>
              </Group>
              <SortSelect value={shown} nearMe={nearMe} signedIn={signedIn} onChange={go} />
            </Group>
            <FilterChips state={shown} filters={filters} onChange={go} />
            <Box aria-busy={loading} mih={300}>
              {body}
            </Box>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
