import { Anchor, Button, Group, Text, Timeline, Title } from "@mantine/core";
import { IconCertificate, IconShieldCheck, IconShoppingBag, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import {
  certificatePath,
  type ProvenanceEntry,
  provenanceLabel,
  provenancePath,
} from "~/features/commerce/provenance/provenance";
import { formatDate } from "~/lib/format";

/**
 * The artwork's ownership history, oldest first: who uploaded it and who bought
 * it, and when; with the way to check it, and for the owner their certificate.
 */
export function ProvenanceList({
  artworkId,
  entries,
  certificate = false,
}: {
  artworkId: string;
  entries: ProvenanceEntry[];
  /** The viewer owns the work: offer the certificate of authenticity (R-certificate). */
  certificate?: boolean;
}) {
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
      <Group gap="sm" mt="md">
        <Button
          component={Link}
          to={provenancePath(artworkId)}
          variant="default"
          size="sm"
          leftSection={<IconShieldCheck size={16} aria-hidden />}
        >
          Verify provenance
        </Button>
        {certificate ? (
          <Button
            component="a"
            href={certificatePath(artworkId)}
            download
            variant="light"
            size="sm"
            leftSection={<IconCertificate size={16} aria-hidden />}
          >
            Download certificate
          </Button>
        ) : null}
      </Group>
    </section>
  );
}
