import { IconPhoto } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { ItemList, type ItemListTexts } from "~/features/owned-items/ui";
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
import { ArtworkRow } from "./artwork-row";
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

const TEXTS: ItemListTexts = {
  title: "My Artwork",
  addLabel: "Add New Artwork",
  addTo: "/artist/artwork/upload",
  limitTitle: "Artwork Limit Reached",
  limitId: "artwork-limit-reached",
  searchLabel: "Search artworks",
  searchPlaceholder: "Search artworks...",
  emptyTitle: "No artworks found",
  emptyStart: "Start by adding your first artwork",
  deleteTitle: "Delete Artwork",
  deleteQuestion: "Are you sure you want to delete this artwork? This action cannot be undone.",
};

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
  const [reselling, setReselling] = useState<OwnArtworkRow | null>(null);
  useRestoredScroll(listUrl);

  return (
    <ItemList
      texts={TEXTS}
      items={artworks}
      itemName={(artwork) => artwork.title}
      layout="rows"
      renderItem={(artwork, onDelete) => (
        <ArtworkRow
          key={artwork.id}
          artwork={artwork}
          editUrl={editUrl(artwork.id, listUrl)}
          onEdit={() => rememberScroll(listUrl)}
          onDelete={onDelete}
          onResell={() => setReselling(artwork)}
        />
      )}
      slotsLine={`${quota.used} of ${quota.max} artwork slots used`}
      atLimit={!mayUploadArtwork(quota)}
      limitToast={artworkLimitToast(quota.max)}
      limitLine={
        quota.used > quota.max
          ? overLimitLine(quota.used, quota.max, planName)
          : `You have used all ${quota.max} artwork slots of your ${planName} plan. Upgrade your subscription to list more artworks.`
      }
      dimAdd="light"
      q={q}
      sort={sort}
      sortOptions={SORT_OPTIONS}
      defaultSort="date"
      status={artworksFoundLine(artworks.length)}
      emptyIcon={IconPhoto}
      dialogs={<ResaleDialog artwork={reselling} onClose={() => setReselling(null)} />}
    />
  );
}
