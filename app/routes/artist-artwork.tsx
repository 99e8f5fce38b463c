import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { parseListParams } from "~/features/studio";
import { deleteArtwork, listOwnArtworks, memberArtworkQuota } from "~/features/studio/index.server";
import { ArtworkList } from "~/features/studio/ui";
import { type ActionFailure, NotFoundError } from "~/lib/errors";
import { readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/artist-artwork";

export const meta: Route.MetaFunction = () => [
  { title: "My Artwork · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const { q, sort } = parseListParams(new URL(request.url).searchParams);
  const database = db();
  const [artworks, quota] = await Promise.all([
    listOwnArtworks(database, viewer.id, { q, sort }),
    memberArtworkQuota(database, viewer.id),
  ]);
  return { artworks, quota, q, sort, planName: viewer.plan.name };
}

const DELETE_FAILED: ActionFailure = {
  ok: false,
  code: "unexpected",
  error: "Failed to delete artwork",
};

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request).catch(() => ({}) as Record<string, unknown>);
  if (form.intent !== "delete" || typeof form.id !== "string") {
    return data(DELETE_FAILED, { status: 400 });
  }
  try {
    await deleteArtwork(db(), viewer.id, form.id);
    return { ok: true as const, message: "Artwork deleted successfully" };
  } catch (error) {
    if (error instanceof NotFoundError) return data(DELETE_FAILED, { status: 404 });
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "deleting an artwork failed",
    );
    return data(DELETE_FAILED, { status: 500 });
  }
}

export default function MyArtwork() {
  const { artworks, quota, q, sort, planName } = useLoaderData<typeof loader>();
  return <ArtworkList artworks={artworks} quota={quota} q={q} sort={sort} planName={planName} />;
}
