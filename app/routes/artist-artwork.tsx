import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  artworkListActionSchema,
  DELETE_FAILED_MESSAGE,
  parseListParams,
  RESALE_FAILED_MESSAGE,
  toCents,
} from "~/features/studio";
import {
  deleteArtwork,
  listOwnArtworks,
  memberArtworkQuota,
  offerForResale,
} from "~/features/studio/index.server";
import { ArtworkList } from "~/features/studio/ui";
import type { ActionFailure } from "~/lib/errors";
import { failureOrUnexpected, invalid, readForm } from "~/lib/http/forms.server";
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
    const resale = (form as { intent?: unknown }).intent === "offer-resale";
    if (resale) return invalid(parsed.error, RESALE_FAILED_MESSAGE);
    const body: ActionFailure = { ok: false, code: "invalid", error: DELETE_FAILED_MESSAGE };
    return data(body, { status: 400 });
  }
  const asked = parsed.data;
  try {
    if (asked.intent === "offer-resale") {
      await offerForResale(db(), viewer.id, {
        artworkId: asked.id,
        salePriceCents: toCents(asked.salePrice),
        available: asked.available,
      });
      return {
        ok: true as const,
        message: asked.available ? "Offered for resale" : "Resale offer saved",
      };
    }
    await deleteArtwork(db(), viewer.id, asked.id);
    return { ok: true as const, message: "Artwork deleted successfully" };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: asked.intent === "offer-resale" ? RESALE_FAILED_MESSAGE : DELETE_FAILED_MESSAGE,
      log: `${asked.intent} of an artwork failed`,
    });
  }
}

export default function MyArtwork() {
  const { artworks, quota, q, sort, planName } = useLoaderData<typeof loader>();
  return <ArtworkList artworks={artworks} quota={quota} q={q} sort={sort} planName={planName} />;
}
