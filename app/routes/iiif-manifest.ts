import { db } from "~/db/client.server";
import { IIIF_PRESENTATION_CONTEXT, parseArtworkId } from "~/features/catalogue";
import { artworkManifest } from "~/features/catalogue/index.server";
import { iiifJsonResponse, iiifNotFound } from "~/features/media/index.server";
import type { Route } from "./+types/iiif-manifest";

/** The manifest follows the work's edits and withdrawal within minutes. */
const MANIFEST_CACHE_CONTROL = "public, max-age=300";

// An available artwork's IIIF Presentation 3.0 manifest (ADR 0025).
export async function loader({ request, params }: Route.LoaderArgs) {
  const id = parseArtworkId(params.id);
  if (!id) return iiifNotFound();
  const manifest = await artworkManifest(db(), id);
  if (!manifest) return iiifNotFound();
  return iiifJsonResponse(request, manifest, {
    profile: IIIF_PRESENTATION_CONTEXT,
    cacheControl: MANIFEST_CACHE_CONTROL,
  });
}
