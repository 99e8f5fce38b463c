import { data } from "react-router";
import type { Database } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { failure, readForm } from "~/lib/http/forms.server";
import { curationErrors } from "../errors";
import { limitDiscovery } from "./mutations.server";
import { discoveryArtworkSchema } from "./schema";

/** The artwork id posted to the view or star address; anything else is a 400 (R-discovery-stars). */
export async function readDiscoveryArtwork(request: Request): Promise<string> {
  const parsed = discoveryArtworkSchema.safeParse(await readForm(request));
  if (!parsed.success) throw curationErrors.raise("invalid-artwork");
  return parsed.data.artworkId;
}

/**
 * The view and star addresses (R-discovery-stars): a signed-in member posts an
 * artwork id and nothing else, and `act` records the view or spends the star.
 * A visitor is a 401, a malformed body a 400, an unknown id a 404, more than
 * DISCOVERY_RATE_LIMIT a minute across both addresses a 429; the answer is
 * `{ ok: true, ...what act returns }`.
 */
export async function discoveryArtworkAction<T extends Record<string, unknown>>(
  request: Request,
  database: Database,
  act: (database: Database, memberId: string, artworkId: string) => Promise<T>,
) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(curationErrors.raise("sign-in"));
  try {
    await limitDiscovery(database, viewer.id);
    const artworkId = await readDiscoveryArtwork(request);
    const done = await act(database, viewer.id, artworkId);
    return data({ ok: true as const, ...done }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    return failure(error);
  }
}
