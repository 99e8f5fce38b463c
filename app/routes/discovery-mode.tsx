import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { galleryToday } from "~/features/commerce/index.server";
import { FIRST_PAGE_SIZE } from "~/features/curation";
import { discoveryPage, discoverySeed } from "~/features/curation/index.server";
import { DiscoveryMode } from "~/features/curation/ui";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/discovery-mode";

export const meta: Route.MetaFunction = () => [
  { title: "Discovery Mode · The Fair Trade Art Gallery" },
];

/**
 * The start screen renders at once; the first page of the member's order for
 * today streams in behind it (R-discovery-order), and the slideshow reads the
 * next pages from /api/discovery/artworks as it goes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const now = new Date();
  const firstPage = discoveryPage(db(), viewer, {
    seed: discoverySeed(viewer.id, galleryToday(now)),
    offset: 0,
    limit: FIRST_PAGE_SIZE,
    visitStart: now,
  }).catch((error: unknown) => {
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "loading discovery failed",
    );
    return null;
  });
  return { visitStart: now.toISOString(), firstPage };
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <DiscoveryMode visitStart={loaderData.visitStart} firstPage={loaderData.firstPage} />;
}
