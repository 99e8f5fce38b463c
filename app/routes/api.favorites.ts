import { data } from "react-router";
import { FAVORITE_FAILED, SIGN_IN_TO_SAVE } from "~/components/favorite-button";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { favoriteSchema } from "~/features/catalogue";
import { setFavorite } from "~/features/catalogue/index.server";
import { failure, readForm } from "~/lib/http/forms.server";
import type { Route } from "./+types/api.favorites";

/** Favourites are changed by POST only (the Save button and the cards' hearts). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/** Saves or unsaves an artwork: answers { ok: true, isFavorite } or { ok: false, error } with a 4xx. */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await getViewer(request);
  if (!viewer) return data({ ok: false as const, error: SIGN_IN_TO_SAVE }, { status: 401 });
  try {
    const parsed = favoriteSchema.safeParse(await readForm(request));
    if (!parsed.success)
      return data({ ok: false as const, error: FAVORITE_FAILED }, { status: 400 });
    const isFavorite = await setFavorite(db(), viewer.id, parsed.data);
    return { ok: true as const, isFavorite };
  } catch (error) {
    return failure(error);
  }
}
