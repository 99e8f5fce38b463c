import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { IconAddressBook } from "@tabler/icons-react";
import { Link } from "react-router";
import { type RevealsPanel, revealsRemaining } from "~/features/studio/dashboard/panels";
import { formatDate } from "~/lib/format";
import { EmptyPanel, Panel, PanelRowsSkeleton } from "./panel";
import { Thumbnail } from "./thumbnail";

const TITLE = "Recently Revealed Contacts";
const ID = "revealed-contacts";

function Remaining({ count }: { count: number }) {
  return (
    <Text
      size="sm"
      c="dimmed"
      pt="xs"
      style={{ borderTop: "1px solid var(--mantine-color-gray-2)" }}
    >
      {revealsRemaining(count)}
    </Text>
  );
}

export function RevealedContacts({ panel }: { panel: RevealsPanel }) {
  return (
    <Panel id={ID} title={TITLE} footer={<Remaining count={panel.currentReveals} />}>
      {panel.reveals.length === 0 ? (
        <EmptyPanel icon={<IconAddressBook size={24} />} title="No contacts revealed yet">
          <Text size="sm" c="dimmed" maw={340}>
            When you reveal an artist's contact details from an artwork's page, they are listed
            here. Each reveal uses one of your plan's monthly reveals.
          </Text>
          <Anchor component={Link} to="/search" size="sm" fw={500}>
            Browse Artwork
          </Anchor>
        </EmptyPanel>
      ) : (
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
          {panel.reveals.map((reveal) => (
            <Group key={reveal.id} component="li" gap="sm" wrap="nowrap">
              <Thumbnail imageKey={reveal.imageKey} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Anchor
                  component={Link}
                  to={`/artwork/${reveal.artworkId}`}
                  fw={600}
                  c="inherit"
                  truncate="end"
                >
                  {reveal.title}
                </Anchor>
                <Text size="sm" c="dimmed" truncate="end">
                  by {reveal.artistName}
                </Text>
                <Group gap="xs">
                  <Badge size="xs" variant="light" color="teal">
                    Contact revealed
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {formatDate(reveal.revealedAt)}
                  </Text>
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

export function RevealedContactsSkeleton() {
  return (
    <Panel id={`${ID}-placeholder`} title={TITLE}>
      <PanelRowsSkeleton rows={3} />
    </Panel>
  );
}
