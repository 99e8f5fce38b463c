import { and, desc, eq, gt, isNotNull, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworks, curatorSpaceImages, curatorSpaceSelections, curatorSpaces } from "~/db/schema";
import type { ProcessedImage } from "~/features/media/index.server";
import { MEDIUM_LOOKS } from "./art/medium-looks";
import { roomPicture } from "./art/rooms";
import { DEMO_CURATOR_EMAIL, DEMO_SPACES } from "./demo-spaces";

const DAY = 86_400_000;
const CM_PER = { in: 2.54, cm: 1, ft: 30.48 } as const;

/** The demo spaces' photos as SVG documents, in DEMO_SPACES order. */
export function demoSpacePictures(): string[] {
  return DEMO_SPACES.map((space) => roomPicture(space.room, space.photo.width, space.photo.height));
}

/**
 * The demo curator's spaces, with their photos (already stored, in
 * DEMO_SPACES order) and, for the space that has one, a saved selection of
 * available works that hang on a wall and fit it, from different artists.
 * Runs inside the seed's transaction, after the activity, so works sold
 * there are not chosen.
 */
export async function seedDemoSpaces(
  database: Database,
  input: { now: Date; userIds: ReadonlyMap<string, string>; photos: readonly ProcessedImage[] },
) {
  const curatorId = input.userIds.get(DEMO_CURATOR_EMAIL);
  if (!curatorId) throw new Error(`The demo curator ${DEMO_CURATOR_EMAIL} was not seeded`);
  await database.insert(curatorSpaces).values(
    DEMO_SPACES.map((space) => {
      const at = new Date(input.now.getTime() - space.createdDaysAgo * DAY);
      return {
        id: space.id,
        userId: curatorId,
        name: space.name,
        description: space.description,
        type: space.type,
        dimensions: space.wall,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
  await database.insert(curatorSpaceImages).values(
    DEMO_SPACES.map((space, index) => {
      const photo = input.photos[index];
      if (!photo) throw new Error(`No photo stored for the demo space ${space.name}`);
      return {
        spaceId: space.id,
        position: 0,
        imageKey: photo.key,
        width: photo.width,
        height: photo.height,
        palette: photo.palette,
      };
    }),
  );

  const wanted = Math.max(...DEMO_SPACES.map((space) => space.selection));
  if (wanted === 0) return;
  // Available, priced, still with their artist, and measured: what a curator would save.
  const candidates = await database
    .select({
      id: artworks.id,
      title: artworks.title,
      artistId: artworks.artistId,
      artistName: artworks.artistName,
      priceCents: artworks.salePriceCents,
      medium: artworks.medium,
      width: artworks.width,
      unit: artworks.dimensionUnit,
    })
    .from(artworks)
    .where(
      and(
        eq(artworks.isAvailable, true),
        gt(artworks.salePriceCents, 0),
        eq(artworks.userId, sql`coalesce(${artworks.artistId}, ${artworks.userId})`),
        isNotNull(artworks.width),
        isNotNull(artworks.height),
      ),
    )
    .orderBy(desc(artworks.viewCount), artworks.title);
  for (const space of DEMO_SPACES) {
    if (space.selection === 0) continue;
    const wallCm = space.wall.width * CM_PER[space.wall.unit];
    const artists = new Set<string | null>();
    const chosen = candidates.filter((work) => {
      const look = MEDIUM_LOOKS[work.medium as keyof typeof MEDIUM_LOOKS];
      const widthCm = (work.width ?? 0) * CM_PER[work.unit ?? "cm"];
      // Wall pieces between a small print and a third of the wall, one per artist.
      if (!look?.flat || widthCm < 30 || widthCm > wallCm / 3 || artists.has(work.artistId)) {
        return false;
      }
      artists.add(work.artistId);
      return true;
    });
    const picked = chosen.slice(0, space.selection);
    if (picked.length < space.selection) {
      throw new Error(`Only ${picked.length} demo works fit ${space.name}`);
    }
    await database.insert(curatorSpaceSelections).values(
      picked.map((work, position) => ({
        spaceId: space.id,
        position,
        artworkId: work.id,
        title: work.title,
        artistName: work.artistName,
        priceCents: work.priceCents,
      })),
    );
  }
}
