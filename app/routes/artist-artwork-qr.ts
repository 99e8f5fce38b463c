import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  artworkQrFile,
  artworkQrFileName,
  notFoundResponse,
  QR_CONTENT_TYPES,
} from "~/features/media/index.server";
import { ownArtworkQr } from "~/features/studio/index.server";
import type { Route } from "./+types/artist-artwork-qr";

/** The owner's QR code of an artwork as a PNG or SVG download, for printing a wall label. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const format = params.format;
  if (format !== "png" && format !== "svg") return notFoundResponse();
  const artwork = await ownArtworkQr(db(), viewer.id, params.id ?? "");
  if (!artwork) return notFoundResponse();
  const bytes = await artworkQrFile(artwork.id, artwork.qrCodeKey, format);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": QR_CONTENT_TYPES[format],
      "Content-Length": String(bytes.byteLength),
      "Content-Disposition": `attachment; filename="${artworkQrFileName(artwork.title, format)}"`,
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
      // An SVG opened directly runs nothing.
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    },
  });
}
