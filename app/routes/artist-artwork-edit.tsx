import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { offersForOwner, ownerOfferSettings } from "~/features/commerce/index.server";
import { OfferSettingsForm, OwnerOfferList } from "~/features/commerce/ui";
import { imageUrl } from "~/features/media";
import {
  artworkFormSchema,
  artworkListUrl,
  editArtworkValues,
  SAVE_FAILED_MESSAGE,
} from "~/features/studio";
import {
  ensureArtworkQr,
  invalidArtwork,
  ownArtworkForEdit,
  readArtworkSubmission,
  updateArtwork,
} from "~/features/studio/index.server";
import { ArtworkEditor, EditLoadFailed, submitArtworkWithProgress } from "~/features/studio/ui";
import { failureOrUnexpected } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/artist-artwork-edit";
import page from "./artist-artwork-edit.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Edit Artwork · The Fair Trade Art Gallery" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  let artwork: Awaited<ReturnType<typeof ownArtworkForEdit>>;
  try {
    artwork = await ownArtworkForEdit(db(), viewer.id, params.id ?? "");
  } catch (error) {
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "loading an artwork failed",
    );
    throw await redirectWithToast("/artist/artwork", {
      message: "Failed to load artwork details",
      color: "red",
    });
  }
  // Another member's artwork is not found, exactly like a missing one.
  if (!artwork) throw new Response("Failed to load artwork details", { status: 404 });
  // R-offer-settings: the owner's own terms and the offers on this work (scoped to them).
  const [offerSettings, offers] = await Promise.all([
    ownerOfferSettings(db(), viewer.id, artwork.id),
    offersForOwner(db(), viewer.id, { artworkId: artwork.id }),
  ]);
  return {
    offerSettings,
    offers,
    id: artwork.id,
    factsLocked: artwork.factsLocked,
    values: editArtworkValues(artwork),
    images: artwork.images.map((image) => ({
      imageId: image.id,
      url: imageUrl(image.key, "card"),
      largeUrl: imageUrl(image.key, "large"),
      width: image.width,
      height: image.height,
    })),
    back: artworkListUrl(new URL(request.url).searchParams.get("back")),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const artworkId = params.id ?? "";
  try {
    const submission = await readArtworkSubmission(request);
    const parsed = artworkFormSchema.safeParse(submission.values);
    if (!parsed.success) return invalidArtwork(parsed.error);
    const database = db();
    await updateArtwork(database, viewer.id, artworkId, parsed.data, submission.files);
    // Edits keep the QR code; one that was never made is made now.
    await ensureArtworkQr(database, viewer.id, artworkId);
    return redirectWithToast(artworkListUrl(submission.back), {
      message: "Artwork updated successfully",
    });
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: SAVE_FAILED_MESSAGE,
      log: "saving an artwork failed",
    });
  }
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  submitArtworkWithProgress(request);

export default function EditArtwork() {
  const { id, values, images, back, factsLocked, offerSettings, offers } =
    useLoaderData<typeof loader>();
  return (
    <>
      <ArtworkEditor
        key={id}
        mode="edit"
        artworkId={id}
        initialValues={values}
        images={images}
        back={back}
        factsLocked={factsLocked}
      />
      <div className={page.offers}>
        {offerSettings ? (
          <OfferSettingsForm
            artworkId={id}
            acceptsOffers={offerSettings.acceptsOffers}
            floorCents={offerSettings.floorCents}
          />
        ) : null}
        {offers.length > 0 ? (
          <section aria-label="Offers on this work">
            <OwnerOfferList offers={offers} />
          </section>
        ) : null}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <EditLoadFailed />;
}
