import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  editSpaceValues,
  MY_SPACES_PATH,
  SPACE_LOAD_DETAILS_FAILED_MESSAGE,
  SPACE_SAVE_FAILED_MESSAGE,
  SPACE_UPDATED_MESSAGE,
  spaceFormSchema,
} from "~/features/curation";
import {
  invalidSpace,
  ownSpaceForEdit,
  readSpaceSubmission,
  spaceFailure,
  updateSpace,
} from "~/features/curation/index.server";
import { SpaceEditor, SpaceLoadFailed, submitSpaceWithProgress } from "~/features/curation/ui";
import { imageUrl } from "~/features/media";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/curator-space-edit";

export const meta: Route.MetaFunction = () => [
  { title: "Edit Space · The Fair Trade Art Gallery" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  let space: Awaited<ReturnType<typeof ownSpaceForEdit>>;
  try {
    space = await ownSpaceForEdit(db(), viewer.id, params.id ?? "");
  } catch (error) {
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "loading a space failed",
    );
    throw await redirectWithToast(MY_SPACES_PATH, {
      message: SPACE_LOAD_DETAILS_FAILED_MESSAGE,
      color: "red",
    });
  }
  // Another member's space is not found, exactly like a missing one (R-space-owner-only).
  if (!space) throw new Response(SPACE_LOAD_DETAILS_FAILED_MESSAGE, { status: 404 });
  return {
    id: space.id,
    values: editSpaceValues(space),
    images: space.images.map((image) => ({
      imageId: image.id,
      url: imageUrl(image.key, "card"),
      largeUrl: imageUrl(image.key, "large"),
    })),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const submission = await readSpaceSubmission(request);
    const parsed = spaceFormSchema.safeParse(submission.values);
    if (!parsed.success) return invalidSpace(parsed.error);
    await updateSpace(db(), viewer.id, params.id ?? "", parsed.data, submission.files);
    return redirectWithToast(MY_SPACES_PATH, { message: SPACE_UPDATED_MESSAGE });
  } catch (error) {
    return spaceFailure(error, {
      requestId: context.get(requestIdContext),
      message: SPACE_SAVE_FAILED_MESSAGE,
      log: "saving a space failed",
    });
  }
}

export const clientAction = ({ request }: Route.ClientActionArgs) =>
  submitSpaceWithProgress(request);

export default function EditSpace() {
  const { id, values, images } = useLoaderData<typeof loader>();
  return <SpaceEditor key={id} mode="edit" initialValues={values} images={images} />;
}

export function ErrorBoundary() {
  return <SpaceLoadFailed />;
}
