import { IconDots, IconEdit, IconSparkles, IconTrash } from "@tabler/icons-react";
import type { CSSProperties } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/badge";
import { Button, IconButton } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Menu, MenuDivider, MenuItem } from "~/components/menu";
import skeleton from "~/components/skeleton.module.css";
import text from "~/components/text.module.css";
import { imageUrl } from "~/features/media";
import { selectionSummary } from "../../selection/schema";
import type { OwnSpaceRow } from "../list-search";
import { SPACE_TYPE_LABELS } from "../schema";
import classes from "./space-card.module.css";

export function galleryUrl(id: string) {
  return `/curator/spaces/gallery/${id}`;
}

export function editSpaceUrl(id: string) {
  return `/curator/spaces/edit/${id}`;
}

const gap = (size: string) => ({ "--gap": size }) as CSSProperties;

/** 'No spaces found' with the spec's hint; at the limit the action is 'Upgrade Subscription'. */
/** A grey block that pulses, `height` tall and `width` wide (the whole width unless given). */
function Bone({ height, width }: { height: number; width?: number | string }) {
  return <span className={skeleton.skeleton} style={{ height, width }} />;
}

/** A space while My Spaces loads. */
export function SpaceCardSkeleton() {
  return (
    <div className={`${layout.paper} ${classes.card}`} aria-hidden>
      <span className={`${skeleton.skeleton} ${classes.thumb}`} />
      <div className={`${layout.stack} ${classes.body}`} style={gap("8px")}>
        <Bone height={20} width="60%" />
        <Bone height={14} width="30%" />
        <Bone height={12} />
        <Bone height={12} width="80%" />
        <span className={classes.skeletonButton}>
          <Bone height={32} width={130} />
        </span>
      </div>
    </div>
  );
}

/**
 * One space on My Spaces (R-my-spaces): its first photo linking to the
 * virtual gallery, name, type and description, its saved selection, an
 * 'AI Populate' button and a menu with Edit and Delete.
 */
export function SpaceCard({
  space,
  populating = false,
  onPopulate,
  onDelete,
}: {
  space: OwnSpaceRow;
  /** Its AI Gallery Population dialog is open. */
  populating?: boolean;
  onPopulate: () => void;
  onDelete: () => void;
}) {
  const selection = space.selection;
  return (
    <li aria-label={space.name} className={`${layout.paper} ${classes.card}`}>
      <Link
        to={galleryUrl(space.id)}
        className={classes.thumbLink}
        aria-label={`Open ${space.name} in the virtual gallery`}
      >
        {space.mainImageKey ? (
          <img
            src={imageUrl(space.mainImageKey, "card")}
            width={600}
            height={450}
            alt=""
            loading="lazy"
            decoding="async"
            className={classes.thumb}
          />
        ) : (
          <span className={classes.thumb} />
        )}
      </Link>
      <div className={`${layout.stack} ${classes.body}`} style={gap("6px")}>
        <div className={classes.heading}>
          <div className={classes.headingText}>
            <h2 className={`${text.title} ${text.h4} ${classes.name}`}>{space.name}</h2>
            <Badge color="teal" className={classes.type}>
              {SPACE_TYPE_LABELS[space.type]}
            </Badge>
          </div>
          <Menu
            align="end"
            button={(props) => (
              <IconButton tooltipAlign="end" {...props} label={`Actions for ${space.name}`}>
                <IconDots size={20} aria-hidden />
              </IconButton>
            )}
          >
            <MenuItem to={editSpaceUrl(space.id)} leftSection={<IconEdit size={16} aria-hidden />}>
              Edit
            </MenuItem>
            <MenuDivider />
            <MenuItem
              onClick={onDelete}
              leftSection={<IconTrash size={16} className={classes.danger} aria-hidden />}
            >
              <span className={classes.danger}>Delete</span>
            </MenuItem>
          </Menu>
        </div>
        <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.description}`}>
          {space.description}
        </p>
        {selection && selection.works.length > 0 ? (
          <p className={`${text.plain} ${text.sm} ${text.medium}`}>{selectionSummary(selection)}</p>
        ) : null}
        <div className={`${layout.row} ${classes.actions}`}>
          <Button
            variant="light"
            leftSection={<IconSparkles size={18} aria-hidden />}
            onClick={onPopulate}
            aria-haspopup="dialog"
            aria-expanded={populating}
            aria-label={`AI Populate ${space.name}`}
          >
            AI Populate
          </Button>
        </div>
      </div>
    </li>
  );
}
