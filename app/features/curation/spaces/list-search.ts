import { z } from "zod";
import { searchTerm } from "~/lib/search-term";
import type { SavedSelection } from "../selection/schema";
import { SPACE_SORTS, type SpaceSort, type SpaceType } from "./schema";

/** My Spaces: its search and sort, kept in the URL (R-my-spaces). */

export const MY_SPACES_PATH = "/curator/spaces";
export const MAX_SPACE_SEARCH = 200;
export const DEFAULT_SPACE_SORT: SpaceSort = "date_desc";

export function parseSpaceListParams(params: URLSearchParams): { q: string; sort: SpaceSort } {
  const q = searchTerm(params, MAX_SPACE_SEARCH);
  const raw = params.get("sort");
  const sort = SPACE_SORTS.includes(raw as SpaceSort) ? (raw as SpaceSort) : DEFAULT_SPACE_SORT;
  return { q, sort };
}

/** The spec's count line: '{n} space(s) found'. */
export function spacesFoundLine(n: number) {
  return `${n} space${n === 1 ? "" : "s"} found`;
}

/** One of the member's own spaces as My Spaces shows it. */
export type OwnSpaceRow = {
  id: string;
  name: string;
  type: SpaceType;
  description: string;
  /** The first photo: the one the virtual gallery shows. */
  mainImageKey: string | null;
  imageCount: number;
  createdAt: Date;
  /** The space's saved selection, when it has one (R-space-selection). */
  selection: SavedSelection | null;
};

/** My Spaces' actions, one schema per intent (R-space-delete). */
export const spaceListActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("delete"), id: z.string().max(100) }),
]);
export type SpaceListAction = z.infer<typeof spaceListActionSchema>;

/** The toasts of My Spaces (R-my-spaces, R-space-form, R-space-delete). */
export const SPACES_LOAD_FAILED_MESSAGE = "Failed to load spaces";
export const SPACE_DELETED_MESSAGE = "Space deleted successfully";
export const SPACE_DELETE_FAILED_MESSAGE = "Failed to delete space";
export const SPACE_LOAD_DETAILS_FAILED_MESSAGE = "Failed to load space details";
export const SPACE_CREATED_MESSAGE = "Space created successfully";
export const SPACE_UPDATED_MESSAGE = "Space updated successfully";
