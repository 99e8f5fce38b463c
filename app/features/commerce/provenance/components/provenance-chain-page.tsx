import { Alert, Anchor, Code, Group, Paper, Stack, Text, Timeline, Title } from "@mantine/core";
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconPencil,
  IconPhoto,
  IconShieldCheck,
  IconShoppingBag,
  IconUpload,
} from "@tabler/icons-react";
import { Link } from "react-router";
import layout from "~/components/layout.module.css";
import {
  type ChainPageView,
  provenanceLabel,
  shortHash,
  verificationText,
} from "~/features/commerce/provenance/provenance";
import { imageUrl } from "~/features/media";
import { formatDate } from "~/lib/format";
import classes from "./provenance-chain-page.module.css";

export type ProvenanceArtwork = {
  id: string;
  title: string;
  artistName: string;
  imageKey: string | null;
};

/**
 * R-provenance-chain: the public page of an artwork's recorded history, entry
 * by entry with each entry's hash, and whether the chain still verifies.
 * Names only, as recorded; never contact details.
 */
export function ProvenanceChainPage({
  artwork,
  chain,
}: {
  artwork: ProvenanceArtwork;
  chain: ChainPageView;
}) {
  const { entries, verification, details } = chain;
  const latest = entries.at(-1);
  const broken = verification.verifies ? null : verification.brokenAt;
  return (
    <Stack gap="lg" maw={760} mx="auto">
      <Anchor component={Link} to={`/artwork/${artwork.id}`} size="sm" w="fit-content">
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          Back to the artwork
        </Group>
      </Anchor>

      <Group gap="md" wrap="nowrap" align="center">
        {artwork.imageKey ? (
          <img
            src={imageUrl(artwork.imageKey, "thumbnail")}
            width={120}
            height={90}
            alt=""
            style={{ borderRadius: "var(--mantine-radius-sm)", objectFit: "cover", flexShrink: 0 }}
          />
        ) : (
          <IconPhoto size={40} color="var(--mantine-color-gray-6)" aria-hidden />
        )}
        <div style={{ minWidth: 0 }}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.6}>
            Provenance
          </Text>
          <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
            {artwork.title}
          </Title>
          <Text c="gray.7">by {artwork.artistName}</Text>
        </div>
      </Group>

      {entries.length === 0 ? (
        <Alert color="gray" variant="light" role="status">
          No ownership history has been recorded for this work.
        </Alert>
      ) : verification.verifies ? (
        <Alert
          color="teal"
          variant="light"
          icon={<IconShieldCheck size={22} aria-hidden />}
          role="status"
          data-testid="provenance-status"
        >
          <Text fw={600} size="sm">
            {verificationText(verification)}
          </Text>
        </Alert>
      ) : (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={22} aria-hidden />}
          role="alert"
          data-testid="provenance-status"
        >
          <Text fw={600} size="sm">
            {verificationText(verification)}
          </Text>
        </Alert>
      )}

      {details ? (
        <Paper withBorder radius="md" className={layout.panel} component="section">
          <Title order={2} size="h4" mb="xs">
            Recorded details
          </Title>
          <dl className={classes.facts}>
            <Text component="dt" size="sm" c="dimmed">
              Medium
            </Text>
            <Text component="dd" size="sm">
              {details.medium}
            </Text>
            {details.dimensions ? (
              <>
                <Text component="dt" size="sm" c="dimmed">
                  Dimensions
                </Text>
                <Text component="dd" size="sm">
                  {details.dimensions}
                </Text>
              </>
            ) : null}
            {details.year ? (
              <>
                <Text component="dt" size="sm" c="dimmed">
                  Year
                </Text>
                <Text component="dd" size="sm">
                  {details.year}
                </Text>
              </>
            ) : null}
          </dl>
        </Paper>
      ) : null}

      {entries.length > 0 ? (
        <Paper withBorder radius="md" className={layout.panel} component="section">
          <Title order={2} size="h4" mb="md">
            Ownership history
          </Title>
          <Timeline bulletSize={28} lineWidth={2} active={entries.length - 1} color="teal.8">
            {entries.map((entry) => (
              <Timeline.Item
                key={entry.position}
                color={entry.position === broken ? "red" : undefined}
                bullet={
                  entry.event === "upload" ? (
                    <IconUpload size={14} aria-hidden />
                  ) : entry.event === "correction" ? (
                    <IconPencil size={14} aria-hidden />
                  ) : (
                    <IconShoppingBag size={14} aria-hidden />
                  )
                }
                title={
                  <Text fw={600} size="sm">
                    <Text span c="dimmed" size="sm" fw={600}>
                      {entry.position}.
                    </Text>{" "}
                    {provenanceLabel(entry.event)} {entry.ownerName}
                  </Text>
                }
              >
                <Group gap="xs" mt={2}>
                  <Text size="sm" c="gray.7">
                    <time dateTime={entry.acquiredAt}>{formatDate(entry.acquiredAt)}</time>
                  </Text>
                  <Text size="xs" c="dimmed">
                    Hash <Code>{shortHash(entry.hash)}</Code>
                  </Text>
                </Group>
                {entry.event === "correction" ? (
                  <Text size="sm" c="gray.7" mt={2}>
                    Changed: {entry.changed.join(", ") || "nothing"}
                  </Text>
                ) : null}
                {entry.position === broken ? (
                  <Text size="sm" c="red.9" fw={600} mt={4}>
                    Does not verify
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      ) : null}

      <Stack gap="xs">
        <Text size="sm" c="gray.7">
          Each entry is sealed when it is recorded: its SHA-256 hash covers the event, the name as
          it was recorded, the date, the work's details at that moment (title, artist, medium,
          dimensions, year, description and images) and the hash of the entry before it. Changing
          any entry afterwards breaks its hash or the link to it, and this page says so. Names and
          details are shown as they were recorded; from the first sale on, the details cannot
          change.
        </Text>
        {latest ? (
          <Paper withBorder radius="sm" p="sm">
            <Text size="sm" c="gray.7" mb={4}>
              Hash of the latest entry, as printed on the owner's certificate:
            </Text>
            <Text ff="monospace" size="sm" style={{ overflowWrap: "anywhere" }}>
              {latest.hash}
            </Text>
          </Paper>
        ) : null}
      </Stack>
    </Stack>
  );
}
