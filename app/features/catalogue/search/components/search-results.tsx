import { Button, Center, EmptyState, Group, Pagination, SimpleGrid, Text } from "@mantine/core";
import { IconHeart, IconLock, IconMapPin, IconPhotoSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { ArtworkCard, ArtworkCardSkeleton } from "~/components/artwork-card";
import type { ArtworkCardData } from "~/features/catalogue/cards/card-data";
import { type SearchState, searchHref } from "~/features/catalogue/search/schema";

export type ResultCard = ArtworkCardData & { distanceMiles: number | null };

const SKELETON_COUNT = 6;
const GRID_COLS = { base: 1, xs: 2, lg: 3 };

/** The six placeholder cards shown while a new search loads. */
export function ResultsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" data-testid="search-skeleton">
      {Array.from({ length: SKELETON_COUNT }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ArtworkCardSkeleton key={i} />
      ))}
    </SimpleGrid>
  );
}

function DistanceNote({ miles }: { miles: number | null }) {
  return (
    <Group gap={4} c="dimmed">
      <IconMapPin size={14} aria-hidden />
      <Text size="sm" c="dimmed">
        {miles == null ? "Distance not available" : `${miles.toFixed(1)} miles away`}
      </Text>
    </Group>
  );
}

export function ResultsGrid({
  cards,
  showDistance,
}: {
  cards: ResultCard[];
  showDistance: boolean;
}) {
  return (
    <SimpleGrid cols={GRID_COLS} spacing="lg" component="ul" style={{ listStyle: "none" }} p={0}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <ArtworkCard
            artwork={card}
            priority={index < 3}
            note={showDistance ? <DistanceNote miles={card.distanceMiles} /> : undefined}
          />
        </li>
      ))}
    </SimpleGrid>
  );
}

/** 'No artworks found', 'No favorites found' and 'Sign in to view favorites'. */
export function ResultsEmpty({
  kind,
  onClear,
}: {
  kind: "none" | "no-favorites" | "sign-in";
  onClear?: () => void;
}) {
  if (kind === "sign-in") {
    return (
      <EmptyState
        my="xl"
        icon={<IconLock size={32} aria-hidden />}
        withIndicatorBackground
        title="Sign in to view favorites"
        description="Save the artworks you love and find them here."
      >
        <EmptyState.Actions>
          <Button
            component={Link}
            to={`/login?redirectTo=${encodeURIComponent("/search?sort=favorites")}`}
          >
            Sign In
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  if (kind === "no-favorites") {
    return (
      <EmptyState
        my="xl"
        icon={<IconHeart size={32} aria-hidden />}
        withIndicatorBackground
        title="No favorites found"
        description="Tap the heart on an artwork to save it to your favorites."
      />
    );
  }
  return (
    <EmptyState
      my="xl"
      icon={<IconPhotoSearch size={32} aria-hidden />}
      withIndicatorBackground
      title="No artworks found"
      description="Try other words or fewer filters."
    >
      {onClear ? (
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            Clear all filters
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}

/** Page links that keep every filter; plain links, so they also work without JavaScript. */
export function ResultsPagination({ state, pageCount }: { state: SearchState; pageCount: number }) {
  if (pageCount <= 1) return null;
  const href = (page: number) => searchHref({ ...state, page });
  const edge = (page: number, disabled: boolean) =>
    disabled ? {} : { component: Link, to: href(page) };
  return (
    <Center component="nav" aria-label="Result pages" mt="xl">
      <Pagination
        total={pageCount}
        value={state.page}
        siblings={1}
        getItemProps={(page) => ({
          component: Link,
          to: href(page),
          "aria-label": `Page ${page}`,
        })}
        getControlProps={(control) => {
          if (control === "previous")
            return { ...edge(state.page - 1, state.page <= 1), "aria-label": "Previous page" };
          if (control === "next")
            return {
              ...edge(state.page + 1, state.page >= pageCount),
              "aria-label": "Next page",
            };
          return {};
        }}
      />
    </Center>
  );
}
