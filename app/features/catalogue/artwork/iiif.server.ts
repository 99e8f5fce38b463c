import { and, asc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, type IiifTileLayout } from "~/db/schema";
import { imageUrl, variantSize } from "~/features/media";
import { iiifImageServiceId } from "~/features/media/index.server";
import { env } from "~/lib/env.server";
import { formatDimensions } from "./artwork-facts";
import { artworkManifestPath, IIIF_PRESENTATION_CONTEXT } from "./iiif";
import { findArtworkDetail } from "./queries.server";

/**
 * The IIIF side of the catalogue: which images the public may zoom into, and
 * each artwork's Presentation 3.0 manifest. R-available-only-public: only an
 * available work has them; a withdrawn, sold-off or deleted work is not found.
 */

const GALLERY = "The Fair Trade Art Gallery";
/** No licence is granted on the works: the artists keep every right. */
export const ARTWORK_RIGHTS = "http://rightsstatements.org/vocab/InC/1.0/";

/** One image of an available artwork, with its tiles (null until cut); null when not public. */
export async function findPublicArtworkImage(
  db: Database,
  imageId: string,
): Promise<{ key: string; tiles: IiifTileLayout | null } | null> {
  const [row] = await db
    .select({ key: artworkImages.imageKey, tiles: artworkImages.tiles })
    .from(artworkImages)
    .innerJoin(artworks, eq(artworks.id, artworkImages.artworkId))
    .where(and(eq(artworkImages.id, imageId), eq(artworks.isAvailable, true)))
    .limit(1);
  return row ?? null;
}

const en = (text: string) => ({ en: [text] });
const entry = (label: string, value: string | null | undefined) =>
  value ? [{ label: en(label), value: en(value) }] : [];

/** The Presentation 3.0 manifest of an available artwork; null when the public may not see it. */
export async function artworkManifest(db: Database, artworkId: string, origin = env().APP_URL) {
  const artwork = await findArtworkDetail(db, artworkId, null);
  if (!artwork?.isAvailable) return null;
  const images = await db
    .select({
      id: artworkImages.id,
      key: artworkImages.imageKey,
      width: artworkImages.width,
      height: artworkImages.height,
      tiles: artworkImages.tiles,
    })
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position), asc(artworkImages.createdAt));

  const at = (path: string) => new URL(path, origin).href;
  const id = at(artworkManifestPath(artwork.id));
  const base = id.replace(/\/manifest\.json$/, "");
  const artist = artwork.artistName;
  const dimensions = formatDimensions({
    width: artwork.width,
    height: artwork.height,
    depth: artwork.depth,
    unit: artwork.dimensionUnit,
  });
  const main = images[0];

  return {
    "@context": IIIF_PRESENTATION_CONTEXT,
    id,
    type: "Manifest",
    label: en(artwork.title),
    summary: en(artwork.description),
    metadata: [
      ...entry("Artist", artist),
      ...entry("Medium", artwork.medium),
      ...entry("Style", artwork.style),
      ...entry("Dimensions", dimensions),
      ...entry("Year", artwork.creationYear ? String(artwork.creationYear) : null),
      ...entry("Place of creation", artwork.inceptionLocation),
    ],
    rights: ARTWORK_RIGHTS,
    requiredStatement: {
      label: en("Attribution"),
      value: en(
        artist
          ? `${artwork.title} by ${artist}, courtesy of ${GALLERY}. All rights reserved.`
          : `${artwork.title}, courtesy of ${GALLERY}. All rights reserved.`,
      ),
    },
    provider: [
      {
        id: at("/about"),
        type: "Agent",
        label: en(GALLERY),
        homepage: [{ id: at("/"), type: "Text", label: en(GALLERY), format: "text/html" }],
      },
    ],
    homepage: [
      {
        id: at(`/artwork/${artwork.id}`),
        type: "Text",
        label: en(artwork.title),
        format: "text/html",
      },
    ],
    ...(main
      ? {
          thumbnail: [
            {
              id: at(imageUrl(main.key, "card")),
              type: "Image",
              format: "image/webp",
              ...variantSize(main.width, main.height, "card"),
            },
          ],
        }
      : {}),
    items: images.map((image, index) => {
      const size = image.tiles
        ? { width: image.tiles.width, height: image.tiles.height }
        : variantSize(image.width, image.height, "large");
      const canvas = `${base}/canvas/${index + 1}`;
      return {
        id: canvas,
        type: "Canvas",
        label: en(images.length > 1 ? `${artwork.title} (${index + 1})` : artwork.title),
        ...size,
        items: [
          {
            id: `${canvas}/page`,
            type: "AnnotationPage",
            items: [
              {
                id: `${canvas}/page/image`,
                type: "Annotation",
                motivation: "painting",
                target: canvas,
                body: {
                  id: at(imageUrl(image.key, "large")),
                  type: "Image",
                  format: "image/webp",
                  ...size,
                  ...(image.tiles
                    ? {
                        service: [
                          {
                            id: iiifImageServiceId(image.id, origin),
                            type: "ImageService3",
                            profile: "level0",
                          },
                        ],
                      }
                    : {}),
                },
              },
            ],
          },
        ],
      };
    }),
  };
}
