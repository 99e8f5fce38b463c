import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { parseArtworkId } from "~/features/catalogue";
import { isPrefetch, recordArtworkView, viewerKey } from "~/features/catalogue/index.server";
import type { Route } from "./+types/api.artwork-views";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * R-view-count-once: the artwork page is on someone's screen. Counted once per
 * visitor and artwork an hour; the answer says nothing about whether it was.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const id = parseArtworkId(params.id);
  if (!id) return new Response("Not found", { status: 404 });
  if (!isPrefetch(request)) {
    const viewer = await getViewer(request);
    await recordArtworkView(db(), id, viewerKey(request, viewer?.id ?? null));
  }
  return new Response(null, { status: 204 });
}
