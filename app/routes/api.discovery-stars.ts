import { db } from "~/db/client.server";
import { discoveryArtworkAction, spendDiscoveryStar } from "~/features/curation/index.server";
import type { Route } from "./+types/api.discovery-stars";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * R-discovery-stars: the member moved off a slide by hand. Takes the artwork id
 * and nothing else; the server decides whether a star is spent, and says only
 * whether it was (not how many the owner has left).
 */
export function action({ request }: Route.ActionArgs) {
  return discoveryArtworkAction(request, db(), async (database, memberId, artworkId) => {
    const { spent } = await spendDiscoveryStar(database, memberId, artworkId);
    return { spent };
  });
}
