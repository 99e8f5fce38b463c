import { Anchor, Text, Timeline, Title } from "@mantine/core";
import { IconShoppingBag, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import { type ProvenanceEntry, provenanceLabel } from "~/features/commerce/provenance/provenance";
import { formatDate } from "~/lib/format";

/** The artwork's ownership history, oldest first: who uploaded it and who bought it, and when. */
export function ProvenanceList({ entries }: { entries: ProvenanceEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby="provenance-heading"
      style={{ marginTop: "var(--mantine-spacing-xl)" }}
    >
      <Title order={2} size="h3" id="provenance-heading" mb="sm">
        Provenance
      </Title>
      <Timeline bulletSize={28} lineWidth={2} active={entries.length - 1} color="teal.8">
        {entries.map((entry) => (
          <Timeline.Item
            key={entry.id}
            bullet={
              entry.event === "upload" ? (
                <IconUpload size={14} aria-hidden />
              ) : (
                <IconShoppingBag size={14} aria-hidden />
              )
            }
            title={
              <Text fw={600} size="sm">
                {provenanceLabel(entry.event)}{" "}
                {entry.ownerId ? (
                  <Anchor component={Link} to={`/profile/${entry.ownerId}`} fw={600} size="sm">
                    {entry.ownerName}
                  </Anchor>
                ) : (
                  entry.ownerName
                )}
              </Text>
            }
          >
            <Text size="sm" c="dimmed">
              <time dateTime={entry.acquiredAt}>{formatDate(entry.acquiredAt)}</time>
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
