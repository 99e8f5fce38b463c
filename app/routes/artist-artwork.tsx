import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { artworkListActionSchema, DELETE_FAILED_MESSAGE, parseListParams } from "~/features/studio";
import { deleteArtwork, listOwnArtworks, memberArtworkQuota } from "~/features/studio/index.server";
import { ArtworkList } from "~/features/studio/ui";
import type { ActionFailure } from "~/lib/errors";
import { failureOrUnexpected, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
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

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request).catch(() => ({}));
  const parsed = artworkListActionSchema.safeParse(form);
  if (!parsed.success) {
    const body: ActionFailure = { ok: false, code: "invalid", error: DELETE_FAILED_MESSAGE };
    return data(body, { status: 400 });
  }
  try {
    await deleteArtwork(db(), viewer.id, parsed.data.id);
    return { ok: true as const, message: "Artwork deleted successfully" };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: DELETE_FAILED_MESSAGE,
      log: "deleting an artwork failed",
    });
  }
}

export default function MyArtwork() {
  const { artworks, quota, q, sort, planName } = useLoaderData<typeof loader>();
  return <ArtworkList artworks={artworks} quota={quota} q={q} sort={sort} planName={planName} />;
}
