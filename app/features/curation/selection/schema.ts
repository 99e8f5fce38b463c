import { z } from "zod";
import { formatDollars } from "~/lib/format";
import { isUuid } from "~/lib/ids";

/** Save Selection (R-space-selection): the chosen works in order; an empty list clears it. */
export const MAX_SELECTION = 20;

export const selectionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("save"),
    artworkIds: z
      .array(z.string().refine(isUuid, "One of the chosen artworks no longer exists."))
      .min(1, "Choose at least one artwork to save")
      .max(MAX_SELECTION, `A selection holds at most ${MAX_SELECTION} works`)
      .refine((ids) => new Set(ids).size === ids.length, "Each artwork can appear once"),
  }),
  z.object({ intent: z.literal("clear") }),
]);
export type SelectionChange = z.output<typeof selectionSchema>;

/** One saved work as the curator sees it; `available` is false once it is sold, withdrawn or deleted. */
export type SavedWork = {
  artworkId: string | null;
  title: string;
  artistName: string | null;
  priceCents: number | null;
  imageUrl: string | null;
  available: boolean;
};

export type SavedSelection = { works: SavedWork[]; totalCents: number; unavailable: number };

/** The saved selection's summary line on My Spaces. */
export function selectionSummary(selection: SavedSelection): string {
  const count = selection.works.length;
  const total = formatDollars(Math.round(selection.totalCents / 100));
  const works = `${count} ${count === 1 ? "work" : "works"}`;
  const gone = selection.unavailable > 0 ? ` · ${selection.unavailable} no longer available` : "";
  return `Saved selection: ${works} · ${total}${gone}`;
}
