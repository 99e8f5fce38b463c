import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { artworkFormSchema, newArtworkValues, SAVE_FAILED_MESSAGE } from "~/features/studio";
import {
  createArtwork,
  invalidArtwork,
  memberArtworkQuota,
  newArtworkProfileDefaults,
  readArtworkSubmission,
} from "~/features/studio/index.server";
import { ArtworkEditor, submitArtworkWithProgress } from "~/features/studio/ui";
import { displayName } from "~/lib/display-name";
import { failureOrUnexpected } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/artist-artwork-upload";

export const meta: Route.MetaFunction = () => [
  { title: "Upload Artwork · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const database = db();
  const [quota, profile] = await Promise.all([
    memberArtworkQuota(database, viewer.id),
    newArtworkProfileDefaults(database, viewer.id),
  ]);
  return { quota, values: newArtworkValues(profile) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const submission = await readArtworkSubmission(request);
    const parsed = artworkFormSchema.safeParse(submission.values);
    if (!parsed.success) return invalidArtwork(parsed.error);
    const created = await createArtwork(
      db(),
      { id: viewer.id, name: displayName(viewer, viewer.handle) },
      parsed.data,
      submission.files,
    );
    if (created.qrCode) {
      return redirectWithToast("/artist/artwork", {
        message: "Artwork created successfully with QR code",
      });
    }
    // The browser also warns that only the QR code failed (R-qr-code).
    return redirectWithToast(
      "/artist/artwork",
      { message: "Artwork created successfully" },
      { headers: { "X-Artwork-Qr": "failed" } },
    );
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

export default function UploadArtwork() {
  const { quota, values } = useLoaderData<typeof loader>();
  return <ArtworkEditor mode="create" quota={quota} initialValues={values} images={[]} />;
}
