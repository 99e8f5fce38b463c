import { Anchor, Badge, Button, Group, Stack, Text } from "@mantine/core";
import {
  IconCarouselHorizontal,
  IconEye,
  IconPhotoOff,
  IconPlus,
  IconSparkles,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { priceLine } from "~/features/catalogue";
import { discoveryViewsLine, type RecentArtworksPanel } from "~/features/studio/dashboard/panels";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";
import { Thumbnail } from "./thumbnail";

const TITLE = "Recent Artworks";
const ID = "recent-artworks";
const VIEW_ALL = { to: "/artist/artwork", label: "View all" };
const numberFormat = new Intl.NumberFormat("en-US");

export function RecentArtworks({ panel }: { panel: RecentArtworksPanel }) {
  return (
    <Panel id={ID} title={TITLE} link={VIEW_ALL}>
      {panel.artworks.length === 0 ? (
        panel.canAdd ? (
          <EmptyPanel icon={<IconPhotoOff size={24} />} title="No artworks added yet">
            <Button
              component={Link}
              to="/artist/artwork/upload"
              leftSection={<IconPlus size={16} aria-hidden />}
              mt="xs"
            >
              Add Your First Artwork
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel icon={<IconPhotoOff size={24} />} title="No artworks added yet">
            <Text size="sm" c="dimmed">
              You've reached your artwork limit.
            </Text>
            <Button
              component={Link}
              to="/subscribe"
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              mt="xs"
            >
              Upgrade your plan
            </Button>
          </EmptyPanel>
        )
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {panel.artworks.map((artwork) => (
            <Group key={artwork.id} component="li" gap="sm" wrap="nowrap" align="center">
              <Thumbnail imageKey={artwork.mainImageKey} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={`/artwork/${artwork.id}`}
                  fw={600}
                  c="inherit"
                  truncate="end"
                >
                  {artwork.title}
                </Anchor>
                <Text size="sm" c="dimmed" truncate="end">
                  {priceLine(artwork.salePriceCents, artwork.leaseDailyRateCents)}
                </Text>
                <Group gap="xs">
                  <Badge size="xs" variant="light" color={artwork.isAvailable ? "teal" : "gray"}>
                    {artwork.isAvailable ? "Available" : "Unavailable"}
                  </Badge>
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconEye size={14} aria-hidden />
                    <Text size="xs" c="dimmed">
                      {numberFormat.format(artwork.viewCount)}{" "}
                      {artwork.viewCount === 1 ? "view" : "views"}
                    </Text>
                  </Group>
                  <Group gap={4} c="dimmed" wrap="nowrap">
                    <IconCarouselHorizontal size={14} aria-hidden />
                    <Text size="xs" c="dimmed">
                      {discoveryViewsLine(artwork.discoveryViews)}
                    </Text>
                  </Group>
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

export function RecentArtworksSkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE} link={VIEW_ALL}>
      <PanelRowsSkeleton rows={3} />
    </Panel>
  );
}
