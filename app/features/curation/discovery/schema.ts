import { z } from "zod";
import { isUuid } from "~/lib/ids";
import { parseWholeNumber } from "~/lib/numbers";
import { PAGE_SIZE } from "./slides";

/**
 * The view and star addresses take an artwork id and nothing else
 * (R-discovery-stars): anything more, or an id that is not a uuid, is a 400.
 */
export const discoveryArtworkSchema = z.strictObject({
  artworkId: z.string().refine(isUuid, "A valid artwork id is required."),
});

/** How far back a visit may say it began: a visit's order belongs to one gallery day. */
const LONGEST_VISIT_MS = 24 * 60 * 60 * 1000;

/**
 * A page of the order: where it starts, how many slides, and when the visit
 * began (so stars spent during it leave its order alone). Out-of-range or
 * unreadable values ("1e300", "-5", "12abc") fall back or are clamped, never
 * refused: the slideshow asks for what it can use.
 */
export function parseDiscoveryPageParams(params: URLSearchParams, now: Date = new Date()) {
  const offset = parseWholeNumber(params.get("offset")) ?? 0;
  const limit = parseWholeNumber(params.get("limit")) ?? PAGE_SIZE;
  const visit = new Date(params.get("visit") ?? "");
  const earliest = now.getTime() - LONGEST_VISIT_MS;
  const visitStart =
    Number.isNaN(visit.getTime()) || visit.getTime() < earliest || visit > now ? now : visit;
  return {
    offset,
    limit: Math.min(PAGE_SIZE, Math.max(1, limit)),
    visitStart,
  };
}
