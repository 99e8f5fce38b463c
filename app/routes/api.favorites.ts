import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { type FavoriteActionResult, favoriteErrors, favoriteSchema } from "~/features/catalogue";
import { setFavorite } from "~/features/catalogue/index.server";
import { failure, failureOrUnexpected, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/api.favorites";

const FAILED = favoriteErrors.table.failed.message;

/** Favourites are changed by POST only (the Save button and the cards' hearts). */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Saves or unsaves an artwork: answers { ok: true, isFavorite } or
 * { ok: false, code, error } with a 4xx, or with a 500 when something
 * unexpected failed (logged), never a thrown error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  try {
    const viewer = await getViewer(request);
    if (!viewer) return failure(favoriteErrors.raise("sign-in"));
    const parsed = favoriteSchema.safeParse(await readForm(request));
    if (!parsed.success) return failure(favoriteErrors.raise("failed"));
    const isFavorite = await setFavorite(db(), viewer.id, parsed.data);
    return { ok: true as const, isFavorite };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: FAILED,
      log: "updating a favourite failed",
    });
  }
}

/**
 * In the browser: a dropped connection, or an answer that is not the action's
 * own (a proxy's error page), is the same failure as the server's, so the
 * heart flips back with its toast instead of the page's error boundary
 * replacing the page.
 */
export async function clientAction({
  serverAction,
}: Route.ClientActionArgs): Promise<FavoriteActionResult> {
  try {
    return await serverAction();
  } catch {
    return { ok: false, code: favoriteErrors.code("failed"), error: FAILED };
  }
}
