import type { IiifTileLayout } from "~/db/schema";
import { env } from "~/lib/env.server";
import { tileKey } from "./iiif-tiles.server";
import { notFoundResponse, storedFileResponse } from "./serve.server";
import { type MediaStorage, mediaStorage } from "./storage.server";

/**
 * Answering the IIIF Image API 3.0 (level 0) at `/iiif/image/{imageId}/…`:
 * the service's info.json and its static tiles, readable by any viewer on any
 * site (CORS). Which images are public is the caller's to decide.
 */

export const IIIF_IMAGE_CONTEXT = "http://iiif.io/api/image/3/context.json";

/** Viewers on other sites read these: every answer allows any origin. */
export const IIIF_CORS = { "Access-Control-Allow-Origin": "*" } as const;

/**
 * info.json names the service by its public address, a setting that may
 * change: it is kept a day, not forever like the tiles.
 */
export const IIIF_INFO_CACHE_CONTROL = "public, max-age=86400";

/** The public address of an image's service: the `id` of its info.json. */
export function iiifImageServiceId(imageId: string, origin = env().APP_URL): string {
  return new URL(`/iiif/image/${imageId}`, origin).href;
}

/** The info.json of a level-0 service whose tiles are laid out as `layout`. */
export function iiifImageInfo(layout: IiifTileLayout, serviceId: string) {
  return {
    "@context": IIIF_IMAGE_CONTEXT,
    id: serviceId,
    type: "ImageService3",
    protocol: "http://iiif.io/api/image",
    profile: "level0",
    width: layout.width,
    height: layout.height,
    sizes: layout.sizes,
    tiles: [{ width: layout.tileWidth, scaleFactors: layout.scaleFactors }],
  };
}

/** The 404 of a IIIF address, readable by a viewer on another site. */
export function iiifNotFound() {
  const response = notFoundResponse();
  for (const [name, value] of Object.entries(IIIF_CORS)) response.headers.set(name, value);
  return response;
}

/**
 * A JSON-LD document of the IIIF APIs: `application/ld+json` with the API's
 * profile when the viewer asks for it, else `application/json`, as the specs say.
 */
export function iiifJsonResponse(
  request: Request,
  body: unknown,
  { profile, cacheControl }: { profile: string; cacheControl: string },
) {
  const ldJson = `application/ld+json;profile="${profile}"`;
  const asksLd = (request.headers.get("Accept") ?? "").includes("application/ld+json");
  return new Response(request.method === "HEAD" ? null : JSON.stringify(body), {
    status: 200,
    headers: {
      ...IIIF_CORS,
      "Content-Type": asksLd ? ldJson : "application/json",
      "Cache-Control": cacheControl,
      Vary: "Accept",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** `GET /iiif/image/{imageId}/info.json` of an image whose tiles are cut. */
export function iiifInfoResponse(request: Request, imageId: string, layout: IiifTileLayout) {
  return iiifJsonResponse(request, iiifImageInfo(layout, iiifImageServiceId(imageId)), {
    profile: IIIF_IMAGE_CONTEXT,
    cacheControl: IIIF_INFO_CACHE_CONTROL,
  });
}

export type TileRequest = { region: string; size: string; rotation: string; file: string };

/**
 * `GET /iiif/image/{imageId}/{region}/{size}/{rotation}/{quality}.{format}`:
 * a level-0 service has only the tiles it was cut into, in one quality and
 * format, unrotated. Anything else, including any attempt to leave the
 * image's folder, is a 404.
 */
export async function iiifTileResponse(
  request: Request,
  imageKey: string,
  { region, size, rotation, file }: TileRequest,
  storage: MediaStorage = mediaStorage(),
): Promise<Response> {
  if (rotation !== "0" || file !== "default.jpg") return iiifNotFound();
  const key = tileKey(imageKey, region, size);
  if (!key) return iiifNotFound();
  return storedFileResponse(request, key, storage, IIIF_CORS);
}
