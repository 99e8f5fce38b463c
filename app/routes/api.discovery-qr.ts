import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { discoveryQrKey } from "~/features/curation/index.server";
import { artworkQrFile, notFoundResponse, QR_CONTENT_TYPES } from "~/features/media/index.server";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/api.discovery-qr";

/** The stored QR code of an available artwork, shown on its Discovery Mode slide. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return new Response("Unauthorized", { status: 401 });
  if (!isUuid(params.artworkId)) return notFoundResponse();
  const key = await discoveryQrKey(db(), params.artworkId);
  if (!key) return notFoundResponse();
  const bytes = await artworkQrFile(params.artworkId, key, "svg");
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": QR_CONTENT_TYPES.svg,
      "Content-Length": String(bytes.byteLength),
      // The code names the artwork's page, which never changes; a day keeps a long slideshow light.
      "Cache-Control": "private, max-age=86400",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
