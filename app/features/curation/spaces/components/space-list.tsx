import { IconAlertTriangle, IconPlus, IconSearch } from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { Link, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import { DeleteDialog } from "~/components/delete-dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { showToast } from "~/components/toast";
import { SortSelect, useListSearch } from "~/features/owned-items/ui";
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
import { SpaceCard, SpaceCardSkeleton, SpacesEmptyState } from "./space-card";
import classes from "./space-list.module.css";

const gap = (size: string) => ({ "--gap": size }) as CSSProperties;

const SORT_OPTIONS = SPACE_SORTS.map((value) => ({ value, label: SPACE_SORT_LABELS[value] }));

/** The search box: the URL follows the typing, a moment after it stops. */
function SearchBox({ q }: { q: string }) {
  const [text, setText] = useListSearch(q);
  return (
    <TextInput
      label="Search spaces"
      placeholder="Search spaces..."
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      type="search"
      className={classes.search}
    />
  );
}

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
  const [deleting, setDeleting] = useState<OwnSpaceRow | null>(null);
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === MY_SPACES_PATH;
  const atLimit = quota !== null && !mayAddSpace(quota);

  useEachValue(loadFailed ? spaces : null, () => showToast(SPACES_LOAD_FAILED_MESSAGE, "red"));

  // Dimmed but still focusable, so the toast tells why nothing happens (R-quota-spaces).
  const blockAdd = (event: React.MouseEvent) => {
    event.preventDefault();
    if (quota) showToast(spaceLimitToast(quota.max), "red");
  };

  return (
    <div className={layout.stack} style={gap("var(--spacing-lg)")}>
      <div className={`${layout.row} ${layout.between} ${classes.header}`}>
        <div>
          <h1 className={`${text.title} ${text.h1}`}>My Spaces</h1>
          {quota ? <p className={`${text.plain} ${text.dimmed}`}>{spaceSlotsLine(quota)}</p> : null}
        </div>
        <Button
          to="/curator/spaces/upload"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={atLimit ? blockAdd : undefined}
          aria-disabled={atLimit || undefined}
          data-disabled={atLimit || undefined}
          aria-describedby={atLimit ? "space-limit-reached" : undefined}
        >
          Add New Space
        </Button>
      </div>

      {atLimit && quota ? (
        <div id="space-limit-reached">
          <Alert
            color="orange"
            title="Curator Space Limit Reached"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <div className={`${layout.stack} ${classes.limit}`}>
              <p className={`${text.plain} ${text.sm}`}>{spaceLimitBanner(quota)}</p>
              <Button to="/subscribe" size="sm">
                View Subscription Plans
              </Button>
            </div>
          </Alert>
        </div>
      ) : null}

      {loadFailed ? (
        <Alert color="red" title={SPACES_LOAD_FAILED_MESSAGE}>
          Your spaces could not be loaded.{" "}
          <Link to={MY_SPACES_PATH} reloadDocument className={`${link.link} ${link.underlined}`}>
            Try again
          </Link>
        </Alert>
      ) : null}

      <div className={`${layout.row} ${classes.filters}`}>
        <SearchBox q={q} />
        <SortSelect
          sort={sort}
          options={SORT_OPTIONS}
          defaultSort={DEFAULT_SPACE_SORT}
          className={`${layout.fieldWidth} ${classes.sort}`}
        />
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: news about the page, not the result of a form (<output>) */}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
        {loading ? "Loading spaces..." : spacesFoundLine(spaces.length)}
      </p>

      {loading ? (
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
      ) : spaces.length === 0 && !loadFailed ? (
        <SpacesEmptyState searching={q !== ""} atLimit={atLimit} />
      ) : (
        <Columns
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          className={classes.list}
        >
          {spaces.map((space) => (
            <SpaceCard
              key={space.id}
              space={space}
              populating={populatingId === space.id}
              onPopulate={() => onPopulate(space)}
              onDelete={() => setDeleting(space)}
            />
          ))}
        </Columns>
      )}

      <DeleteDialog
        title="Delete Space"
        question="Are you sure you want to delete this space? This action cannot be undone."
        item={deleting}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
