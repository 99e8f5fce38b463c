import {
  IconCertificate,
  IconDots,
  IconDownload,
  IconEdit,
  IconPhoto,
  IconTag,
  IconTrash,
} from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { Badge } from "~/components/badge";
import { IconButton } from "~/components/button";
import layout from "~/components/layout.module.css";
import { Menu, MenuDivider, MenuItem } from "~/components/menu";
import text from "~/components/text.module.css";
import { certificatePath } from "~/features/commerce";
import { imageUrl } from "~/features/media";
import type { OwnArtworkRow } from "~/features/studio/artworks/list-search";
import { qrDownloadUrl } from "~/features/studio/artworks/qr-download";
import { formatCents } from "~/lib/format";
import classes from "./artwork-row.module.css";

const numberFormat = new Intl.NumberFormat("en-US");

/** A click that the browser should handle itself: a new tab or window, a download. */
function opensElsewhere(event: React.MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
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
  const navigate = useNavigate();
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
    <li className={`${layout.paper} ${classes.row}`} aria-label={artwork.title}>
      <Link to={`/artwork/${artwork.id}`} tabIndex={-1} aria-hidden className={classes.rowPicture}>
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
          <span className={`${classes.rowImage} ${classes.noImage}`}>
            <IconPhoto size={28} color="var(--color-gray-6)" aria-hidden />
          </span>
        )}
      </Link>
      <div className={classes.rowBody}>
        <div className={classes.rowHeading}>
          <Link
            to={`/artwork/${artwork.id}`}
            className={`${text.lg} ${text.strong} ${classes.rowTitle} focus-ring`}
          >
            {artwork.title}
          </Link>
          <Badge color={artwork.isAvailable ? "teal" : "gray"}>
            {artwork.isAvailable ? "Available" : "Unavailable"}
          </Badge>
          {artwork.isResale ? (
            <Badge color="grape" plainCase>
              Resale · first listed by {artwork.artistName ?? "its artist"}
            </Badge>
          ) : null}
        </div>
        <dl className={`${classes.facts} ${text.sm}`}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}:</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <div className={layout.row}>
          {hasSale ? (
            <p className={`${text.plain} ${text.strong}`}>
              {formatCents(artwork.salePriceCents ?? 0)}
            </p>
          ) : null}
          {hasLease ? (
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
              From {formatCents(artwork.leaseDailyRateCents ?? 0)}/day
            </p>
          ) : null}
          {!hasSale && !hasLease ? (
            <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>Price on request</p>
          ) : null}
        </div>
      </div>
      <Menu
        align="end"
        button={(props) => (
          <IconButton tooltipAlign="end" {...props} label={`Actions for ${artwork.title}`}>
            <IconDots size={20} aria-hidden />
          </IconButton>
        )}
      >
        <MenuItem
          href={editUrl}
          onClick={(event) => {
            onEdit();
            if (opensElsewhere(event)) return;
            event.preventDefault();
            navigate(editUrl);
          }}
          leftSection={<IconEdit size={16} aria-hidden />}
        >
          Edit
        </MenuItem>
        {artwork.isResale ? (
          <MenuItem onClick={onResell} leftSection={<IconTag size={16} aria-hidden />}>
            Offer for resale
          </MenuItem>
        ) : null}
        <MenuItem
          href={qrDownloadUrl(artwork.id, "png")}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          QR code (PNG)
        </MenuItem>
        <MenuItem
          href={qrDownloadUrl(artwork.id, "svg")}
          download
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          QR code (SVG)
        </MenuItem>
        <MenuItem
          href={certificatePath(artwork.id)}
          download
          leftSection={<IconCertificate size={16} aria-hidden />}
        >
          Certificate (PDF)
        </MenuItem>
        {artwork.canDelete ? (
          <>
            <MenuDivider />
            <MenuItem
              onClick={onDelete}
              leftSection={<IconTrash size={16} className={classes.danger} aria-hidden />}
            >
              <span className={classes.danger}>Delete</span>
            </MenuItem>
          </>
        ) : null}
      </Menu>
    </li>
  );
}
