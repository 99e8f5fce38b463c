import {
  IconCalendarTime,
  IconEye,
  IconId,
  IconPalette,
  IconReceipt,
  IconStar,
} from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { ThemeIcon } from "~/components/theme-icon";
import { type DashboardStats, discoveryViewsLine } from "~/features/studio/dashboard/panels";
import { formatCents } from "~/lib/format";
import classes from "./dashboard.module.css";
import { SkeletonBlock } from "./panel";

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
  return <div className={`${layout.paper} ${classes.tile}`}>{children}</div>;
}

/** The six figures at the top of the dashboard, and the resale royalties when there are any. */
export function StatTiles({ stats }: { stats: DashboardStats }) {
  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-xs)" } as CSSProperties}>
      <TileGrid stats={stats} />
      {stats.resaleRoyalties > 0 ? (
        <p className={`${text.plain} ${text.sm}`} data-testid="resale-royalties">
          <strong>Resale royalties:</strong> {formatCents(stats.resaleRoyaltyCents)} from{" "}
          {stats.resaleRoyalties === 1
            ? "1 resale of your work"
            : `${numberFormat.format(stats.resaleRoyalties)} resales of your work`}
        </p>
      ) : null}
    </div>
  );
}

function TileGrid({ stats }: { stats: DashboardStats }) {
  return (
    <Columns {...GRID}>
      {tilesOf(stats).map((tile) => (
        <TileFrame key={tile.label}>
          <div className={classes.tileRow}>
            <div className={classes.tileText}>
              <p className={`${text.plain} ${text.sm} ${text.dimmed} ${text.medium}`}>
                {tile.label}
              </p>
              <p className={classes.tileValue}>{tile.value}</p>
              {tile.hint ? (
                <p className={`${text.plain} ${text.xs} ${text.dimmed}`}>{tile.hint}</p>
              ) : null}
            </div>
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
          </div>
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
          <div className={layout.stack} style={{ "--gap": "8px" } as CSSProperties}>
            <SkeletonBlock height={12} width="60%" />
            <SkeletonBlock height={28} width="40%" />
            <SkeletonBlock height={10} width="50%" />
          </div>
        </TileFrame>
      ))}
    </Columns>
  );
}
