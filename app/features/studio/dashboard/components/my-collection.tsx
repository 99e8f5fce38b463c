import { Anchor, Group, Stack, Text } from "@mantine/core";
import { IconBuildingStore } from "@tabler/icons-react";
import { Link } from "react-router";
import { Columns } from "~/components/columns";
import type { CollectionPanel } from "~/features/studio/dashboard/panels";
import { formatCents, formatDate } from "~/lib/format";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";
import { Thumbnail } from "./thumbnail";

const TITLE = "My Collection";
const ID = "my-collection";

const numberFormat = new Intl.NumberFormat("en-US");

function figuresLine(panel: CollectionPanel) {
  const works = `${numberFormat.format(panel.count)} ${panel.count === 1 ? "artwork" : "artworks"}`;
  return panel.totalPaidCents > 0 ? `${works} · ${formatCents(panel.totalPaidCents)} paid` : works;
}

/**
 * The works the member bought: theirs to keep, not listings, so they use no
 * listing slot and their views and sales are not the member's figures.
 */
export function MyCollection({ panel }: { panel: CollectionPanel }) {
  return (
    <Panel id={ID} title={TITLE}>
      {panel.count === 0 ? (
        <EmptyPanel
          icon={<IconBuildingStore size={24} />}
          title="No artworks in your collection yet"
        >
          <Text size="sm" c="dimmed" maw={360}>
            Artworks you buy are listed here, apart from the ones you list yourself.
          </Text>
          <Anchor component={Link} to="/search" size="sm" fw={500}>
            Browse Artwork
          </Anchor>
        </EmptyPanel>
      ) : (
        <>
          <Text size="sm" c="dimmed" data-testid="collection-figures">
            {figuresLine(panel)}
          </Text>
          <Columns
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            m={0}
            p={0}
            style={{ listStyle: "none" }}
          >
            {panel.works.map((work) => (
              <Group key={work.id} component="li" gap="sm" wrap="nowrap" align="center">
                <Thumbnail imageKey={work.imageKey} />
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor
                    component={Link}
                    to={`/artwork/${work.id}`}
                    fw={600}
                    c="inherit"
                    truncate="end"
                  >
                    {work.title}
                  </Anchor>
                  <Text size="sm" c="dimmed" truncate="end">
                    by {work.artistName}
                  </Text>
                  {work.boughtAt !== null && work.paidCents !== null ? (
                    <Text size="xs" c="dimmed">
                      Bought {formatDate(work.boughtAt)} for {formatCents(work.paidCents)}
                    </Text>
                  ) : null}
                </Stack>
              </Group>
            ))}
          </Columns>
        </>
      )}
    </Panel>
  );
}

export function MyCollectionSkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={2} />
    </Panel>
  );
}
