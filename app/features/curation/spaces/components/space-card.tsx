import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import {
  IconDots,
  IconEdit,
  IconLayoutDashboard,
  IconPlus,
  IconSparkles,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { imageUrl } from "~/features/media";
import { selectionSummary } from "../../selection/schema";
import type { OwnSpaceRow } from "../list-search";
import { SPACE_TYPE_LABELS } from "../schema";
import classes from "./space-card.module.css";

export function galleryUrl(id: string) {
  return `/curator/spaces/gallery/${id}`;
}

export function editSpaceUrl(id: string) {
  return `/curator/spaces/edit/${id}`;
}

/** 'No spaces found' with the spec's hint; at the limit the action is 'Upgrade Subscription'. */
export function SpacesEmptyState({ searching, atLimit }: { searching: boolean; atLimit: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconLayoutDashboard
          size={48}
          stroke={1.3}
          color="var(--mantine-color-gray-6)"
          aria-hidden
        />
        <Title order={2} size="h3">
          No spaces found
        </Title>
        <Text c="dimmed">
          {searching ? "Try adjusting your search terms" : "Start by adding your first space"}
        </Text>
        {atLimit ? (
          <Button component={Link} to="/subscribe" mt="sm">
            Upgrade Subscription
          </Button>
        ) : (
          <Button
            component={Link}
            to="/curator/spaces/upload"
            mt="sm"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add New Space
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** A space while My Spaces loads. */
export function SpaceCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} aria-hidden>
      <Skeleton className={classes.thumb} />
      <Stack gap={8} p="xs">
        <Skeleton height={20} width="60%" />
        <Skeleton height={14} width="30%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="80%" />
        <Skeleton height={32} width={130} mt="xs" />
      </Stack>
    </Paper>
  );
}

/**
 * One space on My Spaces (R-my-spaces): its first photo linking to the
 * virtual gallery, name, type and description, its saved selection, an
 * 'AI Populate' button and a menu with Edit and Delete.
 */
export function SpaceCard({
  space,
  populating = false,
  onPopulate,
  onDelete,
}: {
  space: OwnSpaceRow;
  /** Its AI Gallery Population dialog is open. */
  populating?: boolean;
  onPopulate: () => void;
  onDelete: () => void;
}) {
  const selection = space.selection;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="li"
      aria-label={space.name}
      className={classes.card}
    >
      <Link
        to={galleryUrl(space.id)}
        className={classes.thumbLink}
        aria-label={`Open ${space.name} in the virtual gallery`}
      >
        {space.mainImageKey ? (
          <img
            src={imageUrl(space.mainImageKey, "card")}
            width={600}
            height={450}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.thumb}
          />
        ) : (
          <span className={classes.thumb} />
        )}
      </Link>
      <Stack gap={6} p="xs" className={classes.body}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" className={classes.name} lineClamp={2}>
              {space.name}
            </Title>
            <Badge variant="light" color="teal" mt={4}>
              {SPACE_TYPE_LABELS[space.type]}
            </Badge>
          </div>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={`Actions for ${space.name}`}
              >
                <IconDots size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                component={Link}
                to={editSpaceUrl(space.id)}
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                Edit
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                onClick={onDelete}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {space.description}
        </Text>
        {selection && selection.works.length > 0 ? (
          <Text size="sm" fw={500}>
            {selectionSummary(selection)}
          </Text>
        ) : null}
        <Group mt="auto" pt="xs">
          <Button
            variant="light"
            leftSection={<IconSparkles size={18} aria-hidden />}
            onClick={onPopulate}
            aria-haspopup="dialog"
            aria-expanded={populating}
            aria-label={`AI Populate ${space.name}`}
          >
            AI Populate
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
