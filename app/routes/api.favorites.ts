import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { favoriteErrors, favoriteSchema } from "~/features/catalogue";
import { setFavorite } from "~/features/catalogue/index.server";
import { failure, readForm } from "~/lib/http/forms.server";
import type { Route } from "./+types/api.favorites";

/** Favourites are changed by POST only (the Save button and the cards' hearts). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Saves or unsaves an artwork: answers { ok: true, isFavorite } or { ok: false, code, error } with a 4xx. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return failure(favoriteErrors.raise("sign-in"));
  try {
    const parsed = favoriteSchema.safeParse(await readForm(request));
    if (!parsed.success) return failure(favoriteErrors.raise("failed"));
    const isFavorite = await setFavorite(db(), viewer.id, parsed.data);
    return { ok: true as const, isFavorite };
  } catch (error) {
    return failure(error);
  }
}
