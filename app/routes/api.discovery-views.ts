import { db } from "~/db/client.server";
import { discoveryArtworkAction, recordDiscoveryView } from "~/features/curation/index.server";
import type { Route } from "./+types/api.discovery-views";

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** R-discovery-stars: a Discovery Mode slide is on the member's screen now. */
export function action({ request }: Route.ActionArgs) {
  return discoveryArtworkAction(request, db(), recordDiscoveryView);
}
