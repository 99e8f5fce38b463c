import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { curationErrors, GALLERY_TEXTS } from "~/features/curation";
import { virtualGallery } from "~/features/curation/index.server";
import { GalleryNotFound, GalleryWithoutPhoto, VirtualGallery } from "~/features/curation/ui";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/curator-space-gallery";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? `${loaderData.gallery.space.name} · Virtual Gallery · The Fair Trade Art Gallery`
      : "Space Not Found · The Fair Trade Art Gallery",
  },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  try {
    const gallery = await virtualGallery(db(), { userId: viewer.id, spaceId: params.spaceId });
    return data({ found: true as const, gallery });
  } catch (error) {
    // R-space-owner-only: another member's space, a missing one and a malformed id alike.
    if (curationErrors.is(error, "not-found")) {
      return data({ found: false as const }, { status: 404 });
    }
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "loading the virtual gallery failed",
    );
    throw await redirectWithToast("/curator/spaces", {
      message: GALLERY_TEXTS.loadFailed,
      color: "red",
    });
  }
}

export default function CuratorSpaceGallery() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.found) return <GalleryNotFound />;
  const { space, artworks } = loaderData.gallery;
  if (!space.photo) return <GalleryWithoutPhoto />;
  return <VirtualGallery key={space.id} space={space} photo={space.photo} artworks={artworks} />;
}
