import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { currentPlan } from "~/features/plans/index.server";
import { isUuid } from "~/lib/ids";
import { containsPattern } from "~/lib/search-term";
import { savedSelections } from "../selection/queries.server";
import type { EditableSpace } from "./form-values";
import type { OwnSpaceRow } from "./list-search";
import { type SpaceQuota, spaceQuota } from "./policy";
import { SPACE_TYPE_LABELS, SPACE_TYPES, type SpaceSort } from "./schema";

/** Reads of the member's own spaces: My Spaces, the edit form and the plan's slots. */

/** How many spaces the member has (R-quota-spaces). */
export async function spaceCount(db: Database | Transaction, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(curatorSpaces)
    .where(eq(curatorSpaces.userId, userId));
  return row?.n ?? 0;
}

/** The member's curator space slots on their current plan (R-quota-spaces). */
export async function memberSpaceQuota(db: Database, userId: string): Promise<SpaceQuota> {
  const [plan, used] = await Promise.all([currentPlan(db, userId), spaceCount(db, userId)]);
  return spaceQuota(used, plan.maxCuratorSpaces);
}

const mainImageKey = sql<
  string | null
>`(select si.image_key from curator_space_images si where si.space_id = "curator_spaces"."id" order by si.position limit 1)`;
const imageCount = sql<number>`(select count(*)::int from curator_space_images si where si.space_id = "curator_spaces"."id")`;

/** Types whose label contains the search, so "Resid" finds residential spaces. */
function typesMatching(search: string) {
  const needle = search.toLowerCase();
  return SPACE_TYPES.filter(
    (type) => SPACE_TYPE_LABELS[type].toLowerCase().includes(needle) || type.includes(needle),
  );
}

/**
 * R-my-spaces, R-space-owner-only: only the member's own spaces, searched by
 * name, description or type in any case, in one of the four sorts; each
 * with its saved selection, read in one query for the whole page.
 */
export async function listOwnSpaces(
  db: Database,
  userId: string,
  { q = "", sort = "date_desc" }: { q?: string; sort?: SpaceSort } = {},
): Promise<OwnSpaceRow[]> {
  const conditions: SQL[] = [eq(curatorSpaces.userId, userId)];
  const search = q.trim();
  if (search) {
    const pattern = containsPattern(search);
    const types = typesMatching(search);
    const matches = or(
      ilike(curatorSpaces.name, pattern),
      ilike(curatorSpaces.description, pattern),
      ...types.map((type) => eq(curatorSpaces.type, type)),
    );
    if (matches) conditions.push(matches);
  }
  const order =
    sort === "name_asc"
      ? [asc(sql`lower(${curatorSpaces.name})`), asc(curatorSpaces.id)]
      : sort === "name_desc"
        ? [desc(sql`lower(${curatorSpaces.name})`), asc(curatorSpaces.id)]
        : sort === "date_asc"
          ? [asc(curatorSpaces.createdAt), asc(curatorSpaces.id)]
          : [desc(curatorSpaces.createdAt), asc(curatorSpaces.id)];
  const rows = await db
    .select({
      id: curatorSpaces.id,
      name: curatorSpaces.name,
      type: curatorSpaces.type,
      description: curatorSpaces.description,
      mainImageKey,
      imageCount,
      createdAt: curatorSpaces.createdAt,
    })
    .from(curatorSpaces)
    .where(and(...conditions))
    .orderBy(...order);
  const selections = await savedSelections(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, selection: selections.get(row.id) ?? null }));
}

/** One of the member's own spaces with its images in order; null for another's, a missing one or a non-uuid id. */
export async function ownSpaceForEdit(
  db: Database,
  userId: string,
  spaceId: string,
): Promise<EditableSpace | null> {
  if (!isUuid(spaceId)) return null;
  const [space] = await db
    .select({
      id: curatorSpaces.id,
      name: curatorSpaces.name,
      type: curatorSpaces.type,
      description: curatorSpaces.description,
      dimensions: curatorSpaces.dimensions,
    })
    .from(curatorSpaces)
    .where(and(eq(curatorSpaces.id, spaceId), eq(curatorSpaces.userId, userId)))
    .limit(1);
  if (!space) return null;
  const images = await db
    .select({
      id: curatorSpaceImages.id,
      key: curatorSpaceImages.imageKey,
      width: curatorSpaceImages.width,
      height: curatorSpaceImages.height,
    })
    .from(curatorSpaceImages)
    .where(eq(curatorSpaceImages.spaceId, space.id))
    .orderBy(asc(curatorSpaceImages.position), asc(curatorSpaceImages.createdAt));
  return { ...space, dimensions: space.dimensions ?? null, images };
}
