import { IconLayoutDashboard } from "@tabler/icons-react";
import { Link, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Columns } from "~/components/columns";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { ItemList, type ItemListTexts } from "~/features/owned-items/ui";
import { useEachValue } from "~/lib/http/use-action-result";
import {
  DEFAULT_SPACE_SORT,
  MY_SPACES_PATH,
  type OwnSpaceRow,
  SPACES_LOAD_FAILED_MESSAGE,
  spacesFoundLine,
} from "../list-search";
import {
  mayAddSpace,
  type SpaceQuota,
  spaceLimitBanner,
  spaceLimitToast,
  spaceSlotsLine,
} from "../policy";
import { SPACE_SORT_LABELS, SPACE_SORTS, type SpaceSort } from "../schema";
import { SpaceCard, SpaceCardSkeleton } from "./space-card";

const SORT_OPTIONS = SPACE_SORTS.map((value) => ({ value, label: SPACE_SORT_LABELS[value] }));

const TEXTS: ItemListTexts = {
  title: "My Spaces",
  addLabel: "Add New Space",
  addTo: "/curator/spaces/upload",
  limitTitle: "Curator Space Limit Reached",
  limitId: "space-limit-reached",
  searchLabel: "Search spaces",
  searchPlaceholder: "Search spaces...",
  emptyTitle: "No spaces found",
  emptyStart: "Start by adding your first space",
  deleteTitle: "Delete Space",
  deleteQuestion: "Are you sure you want to delete this space? This action cannot be undone.",
};

/**
 * My Spaces (R-my-spaces, R-quota-spaces): slots used, the limit banner,
 * search and sort in the URL, and the member's spaces with AI Populate,
 * Edit and Delete. Skeletons stand in for the spaces while a search or
 * sort of this page loads.
 */
export function SpaceList({
  spaces,
  quota,
  q,
  sort,
  loadFailed,
  populatingId = null,
  onPopulate,
}: {
  spaces: OwnSpaceRow[];
  quota: SpaceQuota | null;
  q: string;
  sort: SpaceSort;
  /** The spaces could not be read: the page still renders, with the spec's toast. */
  loadFailed: boolean;
  /** The space whose AI Gallery Population dialog is open, if any. */
  populatingId?: string | null;
  onPopulate: (space: OwnSpaceRow) => void;
}) {
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === MY_SPACES_PATH;

  useEachValue(loadFailed ? spaces : null, () => showToast(SPACES_LOAD_FAILED_MESSAGE, "red"));

  return (
    <ItemList
      texts={TEXTS}
      items={spaces}
      itemName={(space) => space.name}
      layout="cards"
      renderItem={(space, onDelete) => (
        <SpaceCard
          key={space.id}
          space={space}
          populating={populatingId === space.id}
          onPopulate={() => onPopulate(space)}
          onDelete={onDelete}
        />
      )}
      slotsLine={quota ? spaceSlotsLine(quota) : null}
      atLimit={quota !== null && !mayAddSpace(quota)}
      limitToast={quota ? spaceLimitToast(quota.max) : ""}
      limitLine={quota ? spaceLimitBanner(quota) : ""}
      // Dimmed but still focusable, so the toast tells why nothing happens (R-quota-spaces).
      dimAdd="disabled"
      q={q}
      sort={sort}
      sortOptions={SORT_OPTIONS}
      defaultSort={DEFAULT_SPACE_SORT}
      status={loading ? "Loading spaces..." : spacesFoundLine(spaces.length)}
      emptyIcon={IconLayoutDashboard}
      notice={
        loadFailed ? (
          <Alert color="red" title={SPACES_LOAD_FAILED_MESSAGE}>
            Your spaces could not be loaded.{" "}
            <Link to={MY_SPACES_PATH} reloadDocument className={`${link.link} ${link.underlined}`}>
              Try again
            </Link>
          </Alert>
        ) : null
      }
      loading={
        loading ? (
          <Columns
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            aria-busy
            aria-label="Loading spaces"
          >
            <SpaceCardSkeleton />
            <SpaceCardSkeleton />
            <SpaceCardSkeleton />
          </Columns>
        ) : null
      }
    />
  );
}
