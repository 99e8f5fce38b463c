import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { actorFor, allowed, parseArtworkId } from "~/features/catalogue";
import { artworkLifeState } from "~/features/catalogue/index.server";
import { artworkCertificate, galleryToday } from "~/features/commerce/index.server";
import { notFoundResponse } from "~/features/media/index.server";
import { RateLimitError } from "~/lib/errors";
import type { Route } from "./+types/artwork-certificate";

/** R-certificate: the owner's certificate of authenticity as a PDF download. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const id = parseArtworkId(params.id);
  if (!id) return notFoundResponse();
  // R-artwork-lifecycle: anyone the module refuses (all but the current owner) gets
  // the same 404 as for a missing work (R-artwork-owner-only).
  const database = db();
  const state = await artworkLifeState(database, id, galleryToday());
  if (!allowed("download-certificate", actorFor(viewer, state), state)) return notFoundResponse();
  let certificate: Awaited<ReturnType<typeof artworkCertificate>>;
  try {
    certificate = await artworkCertificate(database, viewer.id, id);
  } catch (error) {
    if (!(error instanceof RateLimitError)) throw error;
    return new Response(error.message, {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(error.retryAfterSeconds),
        "Cache-Control": "no-store",
      },
    });
  }
  if (!certificate) return notFoundResponse();
  return new Response(new Uint8Array(certificate.bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(certificate.bytes.byteLength),
      "Content-Disposition": `attachment; filename="${certificate.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
