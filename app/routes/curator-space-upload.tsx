import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  MY_SPACES_PATH,
  NEW_SPACE_VALUES,
  SPACE_CREATED_MESSAGE,
  SPACE_SAVE_FAILED_MESSAGE,
  spaceFormSchema,
} from "~/features/curation";
import {
  createSpace,
  invalidSpace,
  memberSpaceQuota,
  readSpaceSubmission,
  spaceFailure,
} from "~/features/curation/index.server";
import { SpaceEditor, submitSpaceWithProgress } from "~/features/curation/ui";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/curator-space-upload";

export const meta: Route.MetaFunction = () => [
  { title: "Add New Space · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { quota: await memberSpaceQuota(db(), viewer.id) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const submission = await readSpaceSubmission(request);
    const parsed = spaceFormSchema.safeParse(submission.values);
    if (!parsed.success) return invalidSpace(parsed.error);
    await createSpace(db(), viewer.id, parsed.data, submission.files);
    return redirectWithToast(MY_SPACES_PATH, { message: SPACE_CREATED_MESSAGE });
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

export default function UploadSpace() {
  const { quota } = useLoaderData<typeof loader>();
  return <SpaceEditor mode="create" quota={quota} initialValues={NEW_SPACE_VALUES} images={[]} />;
}
