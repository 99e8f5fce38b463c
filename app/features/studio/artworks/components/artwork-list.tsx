import { IconAlertTriangle, IconPlus, IconSearch } from "@tabler/icons-react";
import { type CSSProperties, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { DeleteDialog } from "~/components/delete-dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import field from "~/components/text-field.module.css";
import { showToast } from "~/components/toast";
import { SortSelect, useListSearch } from "~/features/owned-items/ui";
import {
  ARTWORK_SORT_LABELS,
  ARTWORK_SORTS,
  type ArtworkSort,
  artworkListUrl,
  artworksFoundLine,
} from "~/features/studio/artworks/list-search";
import { artworkLimitToast, overLimitLine } from "~/features/studio/quota/messages";
import { type ArtworkQuota, mayUploadArtwork } from "~/features/studio/quota/policy";
import type { OwnArtworkRow } from "../list-search";
import { ArtworkRow, EmptyState } from "./artwork-row";
import classes from "./artwork-row.module.css";
import { ResaleDialog } from "./resale-dialog";

const SCROLL_KEY = "studio:artwork-list-scroll";
const SORT_OPTIONS = ARTWORK_SORTS.map((value) => ({ value, label: ARTWORK_SORT_LABELS[value] }));

/** The edit page, carrying the list's search and sort to come back to. */
function editUrl(id: string, listUrl: string) {
  const path = `/artist/artwork/edit/${id}`;
  return listUrl === "/artist/artwork" ? path : `${path}?back=${encodeURIComponent(listUrl)}`;
}

/** Remembers where the list was scrolled, to come back to it after an edit. */
function rememberScroll(listUrl: string) {
  try {
    sessionStorage.setItem(
      SCROLL_KEY,
      JSON.stringify({ url: listUrl, y: window.scrollY, at: Date.now() }),
    );
  } catch {
    // Private modes may refuse storage; the list then opens at the top.
  }
}

function useRestoredScroll(listUrl: string) {
  useEffect(() => {
    let saved: { url?: string; y?: number; at?: number } | null = null;
    try {
      saved = JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? "null");
      sessionStorage.removeItem(SCROLL_KEY);
    } catch {
      return;
    }
    if (!saved || saved.url !== listUrl || typeof saved.y !== "number") return;
    if (Date.now() - (saved.at ?? 0) > 30 * 60_000) return;
    const y = saved.y;
    // After the router's own scroll handling of this navigation.
    requestAnimationFrame(() => window.scrollTo({ top: y, behavior: "instant" }));
  }, [listUrl]);
}

/** The search box: the URL follows the typing, a moment after it stops. */
function SearchBox({ q }: { q: string }) {
  const [typed, setTyped] = useListSearch(q);
  return (
    // A field without a visible label, drawn like the others.
    <div className={`${field.field} ${field.control} ${classes.search}`}>
      <span className={field.section} data-position="left">
        <IconSearch size={16} aria-hidden />
      </span>
      <input
        className={`${field.input} ${field.withLeft}`}
        type="search"
        aria-label="Search artworks"
        placeholder="Search artworks..."
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maxLength={200}
      />
    </div>
  );
}

/**
 * My Artwork (R-my-artwork-list): slots used, the limit banner, search and sort,
 * and one row per artwork with Edit and Delete.
 */
export function ArtworkList({
  artworks,
  quota,
  q,
  sort,
  planName,
}: {
  artworks: OwnArtworkRow[];
  quota: ArtworkQuota;
  q: string;
  sort: ArtworkSort;
  planName: string;
}) {
  const location = useLocation();
  const listUrl = artworkListUrl(location.search);
  const [deleting, setDeleting] = useState<OwnArtworkRow | null>(null);
  const [reselling, setReselling] = useState<OwnArtworkRow | null>(null);
  const atLimit = !mayUploadArtwork(quota);
  useRestoredScroll(listUrl);

  const blockAdd = (event: React.MouseEvent) => {
    event.preventDefault();
    showToast(artworkLimitToast(quota.max), "red");
  };

  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-lg)" } as CSSProperties}>
      <div className={`${layout.row} ${layout.between} ${classes.header}`}>
        <div>
          <h1 className={`${text.title} ${text.h1}`}>My Artwork</h1>
          <p className={`${text.plain} ${text.dimmed}`}>
            {quota.used} of {quota.max} artwork slots used
          </p>
        </div>
        <Button
          to="/artist/artwork/upload"
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={atLimit ? blockAdd : undefined}
          variant={atLimit ? "light" : "filled"}
          aria-describedby={atLimit ? "artwork-limit-reached" : undefined}
        >
          Add New Artwork
        </Button>
      </div>

      {atLimit ? (
        <div id="artwork-limit-reached">
          <Alert
            color="orange"
            title="Artwork Limit Reached"
            icon={<IconAlertTriangle size={20} aria-hidden />}
          >
            <div
              className={layout.stack}
              style={{ "--gap": "var(--spacing-sm)", alignItems: "flex-start" } as CSSProperties}
            >
              <p className={`${text.plain} ${text.sm}`}>
                {quota.used > quota.max
                  ? overLimitLine(quota.used, quota.max, planName)
                  : `You have used all ${quota.max} artwork slots of your ${planName} plan. Upgrade your subscription to list more artworks.`}
              </p>
              <Button to="/subscribe" size="sm">
                View Subscription Plans
              </Button>
            </div>
          </Alert>
        </div>
      ) : null}

      <div className={`${layout.row} ${classes.filters}`}>
        <SearchBox q={q} />
        <SortSelect
          sort={sort}
          options={SORT_OPTIONS}
          defaultSort="date"
          className={classes.sort}
        />
      </div>

      {/* biome-ignore lint/a11y/useSemanticElements: a live count, not the result of a form (<output>) */}
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`} role="status">
        {artworksFoundLine(artworks.length)}
      </p>

      {artworks.length === 0 ? (
        <EmptyState searching={q !== ""} atLimit={atLimit} />
      ) : (
        <ul className={classes.list}>
          {artworks.map((artwork) => (
            <ArtworkRow
              key={artwork.id}
              artwork={artwork}
              editUrl={editUrl(artwork.id, listUrl)}
              onEdit={() => rememberScroll(listUrl)}
              onDelete={() => setDeleting(artwork)}
              onResell={() => setReselling(artwork)}
            />
          ))}
        </ul>
      )}

      <ResaleDialog artwork={reselling} onClose={() => setReselling(null)} />
      <DeleteDialog
        title="Delete Artwork"
        question="Are you sure you want to delete this artwork? This action cannot be undone."
        item={deleting ? { id: deleting.id, name: deleting.title } : null}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
