import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text, Title } from "@mantine/core";
import {
  IconCertificate,
  IconDots,
  IconDownload,
  IconEdit,
  IconPhoto,
  IconPlus,
  IconTag,
  IconTrash,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { certificatePath } from "~/features/commerce";
import { imageUrl } from "~/features/media";
import type { OwnArtworkRow } from "~/features/studio/artworks/list-search";
import { qrDownloadUrl } from "~/features/studio/artworks/qr-download";
import { formatCents } from "~/lib/format";
import classes from "./artwork-row.module.css";

const numberFormat = new Intl.NumberFormat("en-US");

export function EmptyState({ searching, atLimit }: { searching: boolean; atLimit: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <IconPhoto size={48} stroke={1.3} color="var(--mantine-color-gray-6)" aria-hidden />
        <Title order={2} size="h3">
          No artworks found
        </Title>
        <Text c="dimmed">
          {searching ? "Try adjusting your search terms" : "Start by adding your first artwork"}
        </Text>
        {atLimit ? (
          <Button component={Link} to="/subscribe" mt="sm">
            Upgrade Subscription
          </Button>
        ) : (
          <Button
            component={Link}
            to="/artist/artwork/upload"
            mt="sm"
            leftSection={<IconPlus size={18} aria-hidden />}
          >
            Add New Artwork
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function ArtworkRow({
  artwork,
  editUrl,
  onEdit,
  onDelete,
  onResell,
}: {
  artwork: OwnArtworkRow;
  editUrl: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Opens the resale offer of a work bought through the gallery. */
  onResell: () => void;
}) {
  const facts: [string, string][] = [
    ["Artist", artwork.artistName ?? "Unknown Artist"],
    ["Medium", artwork.medium],
    ["Style", artwork.style ?? "—"],
    ["Location", artwork.location],
    ["Views", numberFormat.format(artwork.viewCount)],
  ];
  const hasSale = artwork.salePriceCents !== null && artwork.salePriceCents > 0;
  const hasLease = artwork.leaseDailyRateCents !== null && artwork.leaseDailyRateCents > 0;
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={artwork.title}>
      <Group gap="md" wrap="nowrap" align="flex-start">
        <Link to={`/artwork/${artwork.id}`} tabIndex={-1} aria-hidden>
          {artwork.mainImageKey ? (
            <img
              src={imageUrl(artwork.mainImageKey, "thumbnail")}
              width={120}
              height={90}
              alt=""
              loading="lazy"
              decoding="async"
              className={classes.rowImage}
            />
          ) : (
            <Group justify="center" className={classes.rowImage}>
              <IconPhoto size={28} color="var(--mantine-color-gray-6)" aria-hidden />
            </Group>
          )}
        </Link>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Text
              component={Link}
              to={`/artwork/${artwork.id}`}
              fw={600}
              size="lg"
              className={classes.rowTitle}
              lineClamp={2}
            >
              {artwork.title}
            </Text>
            <Badge color={artwork.isAvailable ? "teal" : "gray"} variant="light">
              {artwork.isAvailable ? "Available" : "Unavailable"}
            </Badge>
            {artwork.isResale ? (
              <Badge color="grape" variant="light" tt="none">
                Resale · first listed by {artwork.artistName ?? "its artist"}
              </Badge>
            ) : null}
          </Group>
          <dl className={classes.facts}>
            {facts.map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm">
                  {label}:
                </Text>
                <Text component="dd" size="sm">
                  {value}
                </Text>
              </div>
            ))}
          </dl>
          <Group gap="md">
            {hasSale ? <Text fw={600}>{formatCents(artwork.salePriceCents ?? 0)}</Text> : null}
            {hasLease ? (
              <Text size="sm" c="dimmed">
                From {formatCents(artwork.leaseDailyRateCents ?? 0)}/day
              </Text>
            ) : null}
            {!hasSale && !hasLease ? (
              <Text size="sm" c="dimmed">
                Price on request
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Actions for ${artwork.title}`}
            >
              <IconDots size={20} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to={editUrl}
              onClick={onEdit}
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              Edit
            </Menu.Item>
            {artwork.isResale ? (
              <Menu.Item onClick={onResell} leftSection={<IconTag size={16} aria-hidden />}>
                Offer for resale
              </Menu.Item>
            ) : null}
            <Menu.Item
              component="a"
              href={qrDownloadUrl(artwork.id, "png")}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              QR code (PNG)
            </Menu.Item>
            <Menu.Item
              component="a"
              href={qrDownloadUrl(artwork.id, "svg")}
              download
              leftSection={<IconDownload size={16} aria-hidden />}
            >
              QR code (SVG)
            </Menu.Item>
            <Menu.Item
              component="a"
              href={certificatePath(artwork.id)}
              download
              leftSection={<IconCertificate size={16} aria-hidden />}
            >
              Certificate (PDF)
            </Menu.Item>
            {artwork.canDelete ? (
              <>
                <Menu.Divider />
                <Menu.Item
                  color="red"
                  onClick={onDelete}
                  leftSection={<IconTrash size={16} aria-hidden />}
                >
                  Delete
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
}
