import { data } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { galleryToday } from "~/features/commerce/index.server";
import { curationErrors, parseDiscoveryPageParams } from "~/features/curation";
import { discoveryPage, discoverySeed } from "~/features/curation/index.server";
import { failure } from "~/lib/http/forms.server";
import type { Route } from "./+types/api.discovery-artworks";

/**
 * R-discovery-order: one page of the member's Discovery Mode order for today,
 * e.g. `?offset=24&visit=2026-11-23T10:00:00Z`. The slideshow reads the next
 * page while the member looks at this one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(curationErrors.raise("sign-in"));
  const now = new Date();
  const params = parseDiscoveryPageParams(new URL(request.url).searchParams, now);
  const page = await discoveryPage(db(), viewer, {
    ...params,
    // The day the visit began: a visit across midnight keeps its order.
    seed: discoverySeed(viewer.id, galleryToday(params.visitStart)),
  });
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}
