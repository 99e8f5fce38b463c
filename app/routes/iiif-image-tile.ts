import { db } from "~/db/client.server";
import { findPublicArtworkImage } from "~/features/catalogue/index.server";
import { iiifNotFound, iiifTileResponse } from "~/features/media/index.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/iiif-image-tile";

// One static tile of a public artwork image (IIIF Image API level 0, ADR 0025).
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) return iiifNotFound();
  const image = await findPublicArtworkImage(db(), params.id.toLowerCase());
  if (!image?.tiles) return iiifNotFound();
  return iiifTileResponse(request, image.key, params);
}
