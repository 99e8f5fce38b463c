import { db } from "~/db/client.server";
import { findPublicArtworkImage } from "~/features/catalogue/index.server";
import { iiifInfoResponse, iiifNotFound } from "~/features/media/index.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/iiif-image-info";

// The IIIF Image API info.json of a public artwork image whose tiles are cut (ADR 0025).
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) return iiifNotFound();
  const image = await findPublicArtworkImage(db(), params.id.toLowerCase());
  if (!image?.tiles) return iiifNotFound();
  return iiifInfoResponse(request, params.id.toLowerCase(), image.tiles);
}
