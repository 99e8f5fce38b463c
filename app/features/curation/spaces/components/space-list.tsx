import { Alert, Button, Group, rem, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconAlertTriangle, IconPlus, IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { Link, useNavigation, useSearchParams } from "react-router";
import { Columns } from "~/components/columns";
import { DeleteDialog } from "~/components/delete-dialog";
import layout from "~/components/layout.module.css";
import { showToast } from "~/components/toast";
import { useEachValue } from "~/lib/http/use-action-result";
import { useFollowingState } from "~/lib/use-following-state";
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

const SORT_OPTIONS = SPACE_SORTS.map((value) => ({ value, label: SPACE_SORT_LABELS[value] }));

/** The search box: the URL follows the typing, a moment after it stops. */
function SearchBox({ q }: { q: string }) {
  const [text, setText] = useFollowingState(q);
  const [, setSearchParams] = useSearchParams();
  useEffect(() => {
    const next = text.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setSearchParams(
        (params) => {
          if (next) params.set("q", next);
          else params.delete("q");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [text, q, setSearchParams]);
  return (
    <TextInput
      aria-label="Search spaces"
      placeholder="Search spaces..."
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      type="search"
      style={{ flex: "1 1 16rem" }}
    />
  );
}

function SortSelect({ sort }: { sort: SpaceSort }) {
  const [, setSearchParams] = useSearchParams();
  return (
    <Select
      label="Sort by"
      data={SORT_OPTIONS}
      value={sort}
      allowDeselect={false}
      onChange={(value) =>
        setSearchParams(
          (params) => {
            if (value && value !== DEFAULT_SPACE_SORT) params.set("sort", value);
            else params.delete("sort");
            return params;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      className={layout.fieldWidth}
      style={{ "--field-width": rem(180) }}
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
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>My Spaces</Title>
          {quota ? <Text c="dimmed">{spaceSlotsLine(quota)}</Text> : null}
        </div>
        <Button
          component={Link}
          to="/curator/spaces/upload"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={atLimit ? blockAdd : undefined}
          aria-disabled={atLimit || undefined}
          data-disabled={atLimit || undefined}
          aria-describedby={atLimit ? "space-limit-reached" : undefined}
        >
          Add New Space
        </Button>
      </Group>

      {atLimit && quota ? (
        <Alert
          color="orange"
          variant="light"
          title="Curator Space Limit Reached"
          id="space-limit-reached"
          icon={<IconAlertTriangle size={20} aria-hidden />}
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{spaceLimitBanner(quota)}</Text>
            <Button component={Link} to="/subscribe" size="sm">
              View Subscription Plans
            </Button>
          </Stack>
        </Alert>
      ) : null}

      {loadFailed ? (
        <Alert color="red" variant="light" title={SPACES_LOAD_FAILED_MESSAGE}>
          Your spaces could not be loaded.{" "}
          <Link to={MY_SPACES_PATH} reloadDocument>
            Try again
          </Link>
        </Alert>
      ) : null}

      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchBox q={q} />
        <SortSelect sort={sort} />
      </Group>

      <Text size="sm" c="dimmed" role="status">
        {loading ? "Loading spaces..." : spacesFoundLine(spaces.length)}
      </Text>

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
          style={{ listStyle: "none", padding: 0, margin: 0 }}
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
    </Stack>
  );
}
