import { Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import {
  IconCalendarTime,
  IconEye,
  IconId,
  IconPalette,
  IconReceipt,
  IconStar,
} from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Columns } from "~/components/columns";
import { ThemeIcon } from "~/components/theme-icon";
import { type DashboardStats, discoveryViewsLine } from "~/features/studio/dashboard/panels";
import { formatCents } from "~/lib/format";

const numberFormat = new Intl.NumberFormat("en-US");

type Tile = { label: string; value: string; hint?: string; icon: ReactNode; color: string };

function tilesOf(stats: DashboardStats): Tile[] {
  return [
    {
      label: "Total Artworks",
      value: numberFormat.format(stats.totalArtworks),
      hint:
        stats.maxArtworks !== null
          ? `of ${numberFormat.format(stats.maxArtworks)} allowed`
          : undefined,
      icon: <IconPalette size={22} />,
      color: "grape",
    },
    {
      label: "Total Views",
      value: numberFormat.format(stats.totalViews),
      icon: <IconEye size={22} />,
      color: "blue",
    },
    {
      label: "Total Sales",
      value: numberFormat.format(stats.totalSales),
      hint:
        stats.salesIncomeCents > 0 ? `${formatCents(stats.salesIncomeCents)} earned` : undefined,
      icon: <IconReceipt size={22} />,
      color: "teal",
    },
    {
      label: "Active Leases",
      value: numberFormat.format(stats.activeLeases),
      icon: <IconCalendarTime size={22} />,
      color: "cyan",
    },
    {
      label: "Promotion Stars",
      value: numberFormat.format(stats.promotionStars),
      hint: stats.discoveryViews > 0 ? discoveryViewsLine(stats.discoveryViews) : undefined,
      icon: <IconStar size={22} />,
      color: "yellow",
    },
    {
      label: "Reveals Left",
      value: numberFormat.format(stats.currentReveals),
      icon: <IconId size={22} />,
      color: "orange",
    },
  ];
}

const GRID = { cols: { base: 2, sm: 3, xl: 6 }, spacing: { base: "sm", sm: "md" } } as const;

function TileFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" h="100%">
      {children}
    </Paper>
  );
}

/** The six figures at the top of the dashboard, and the resale royalties when there are any. */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <Stack gap="xs">
      <TileGrid stats={stats} />
      {stats.resaleRoyalties > 0 ? (
        <Text size="sm" data-testid="resale-royalties">
          <strong>Resale royalties:</strong> {formatCents(stats.resaleRoyaltyCents)} from{" "}
          {stats.resaleRoyalties === 1
            ? "1 resale of your work"
            : `${numberFormat.format(stats.resaleRoyalties)} resales of your work`}
        </Text>
      ) : null}
    </Stack>
  );
}

function TileGrid({ stats }: { stats: DashboardStats }) {
  return (
    <Columns {...GRID}>
      {tilesOf(stats).map((tile) => (
        <TileFrame key={tile.label}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed" fw={500}>
                {tile.label}
              </Text>
              <Text fz={28} fw={700} lh={1.1}>
                {tile.value}
              </Text>
              {tile.hint ? (
                <Text size="xs" c="dimmed">
                  {tile.hint}
                </Text>
              ) : null}
            </Stack>
            <ThemeIcon
              variant="light"
              color={tile.color}
              size={40}
              radius="md"
              aria-hidden
              visibleFrom="sm"
            >
              {tile.icon}
            </ThemeIcon>
          </Group>
        </TileFrame>
      ))}
    </Columns>
  );
}

export function StatTilesSkeleton() {
  return (
    <Columns {...GRID} aria-hidden>
      {["a", "b", "c", "d", "e", "f"].map((key) => (
        <TileFrame key={key}>
          <Stack gap={8}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={28} width="40%" />
            <Skeleton height={10} width="50%" />
          </Stack>
        </TileFrame>
      ))}
    </Columns>
  );
}
