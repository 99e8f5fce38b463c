import {
  IconCarouselHorizontal,
  IconEye,
  IconPhotoOff,
  IconPlus,
  IconSparkles,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { Badge } from "~/components/badge";
import { Button } from "~/components/button";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { priceLine } from "~/features/catalogue";
import { discoveryViewsLine, type RecentArtworksPanel } from "~/features/studio/dashboard/panels";
import classes from "./dashboard.module.css";
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
              to="/artist/artwork/upload"
              leftSection={<IconPlus size={16} aria-hidden />}
              className={classes.emptyAction}
            >
              Add Your First Artwork
            </Button>
          </EmptyPanel>
        ) : (
          <EmptyPanel icon={<IconPhotoOff size={24} />} title="No artworks added yet">
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
              You've reached your artwork limit.
            </p>
            <Button
              to="/subscribe"
              variant="light"
              leftSection={<IconSparkles size={16} aria-hidden />}
              className={classes.emptyAction}
            >
              Upgrade your plan
            </Button>
          </EmptyPanel>
        )
      ) : (
        <ul className={`${classes.plainList} ${classes.list}`}>
          {panel.artworks.map((artwork) => (
            <li key={artwork.id} className={classes.item}>
              <Thumbnail imageKey={artwork.mainImageKey} />
              <div className={classes.itemText}>
                <Link
                  to={`/artwork/${artwork.id}`}
                  className={`${link.link} ${classes.itemTitle} ${classes.truncate} focus-ring`}
                >
                  {artwork.title}
                </Link>
                <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.truncate}`}>
                  {priceLine(artwork.salePriceCents, artwork.leaseDailyRateCents)}
                </p>
                <div className={classes.meta}>
                  <Badge size="xs" color={artwork.isAvailable ? "teal" : "gray"}>
                    {artwork.isAvailable ? "Available" : "Unavailable"}
                  </Badge>
                  <span className={`${classes.iconLine} ${text.xs}`}>
                    <IconEye size={14} aria-hidden />
                    {numberFormat.format(artwork.viewCount)}{" "}
                    {artwork.viewCount === 1 ? "view" : "views"}
                  </span>
                  <span className={`${classes.iconLine} ${text.xs}`}>
                    <IconCarouselHorizontal size={14} aria-hidden />
                    {discoveryViewsLine(artwork.discoveryViews)}
                  </span>
                </div>
              </div>
            </li>
          ))}
        </ul>
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
