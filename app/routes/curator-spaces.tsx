import { useState } from "react";
import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import {
  type OwnSpaceRow,
  parseSpaceListParams,
  SPACE_DELETE_FAILED_MESSAGE,
  SPACE_DELETED_MESSAGE,
  spaceListActionSchema,
} from "~/features/curation";
import {
  deleteSpace,
  listOwnSpaces,
  memberSpaceQuota,
  spaceFailure,
} from "~/features/curation/index.server";
import { PopulateDialog, SpaceList } from "~/features/curation/ui";
import type { ActionFailure } from "~/lib/errors";
import { readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/curator-spaces";

export const meta: Route.MetaFunction = () => [{ title: "My Spaces · The Fair Trade Art Gallery" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const { q, sort } = parseSpaceListParams(new URL(request.url).searchParams);
  const database = db();
  try {
    const [spaces, quota] = await Promise.all([
      listOwnSpaces(database, viewer.id, { q, sort }),
      memberSpaceQuota(database, viewer.id),
    ]);
    return { spaces, quota, q, sort, loadFailed: false };
  } catch (error) {
    // The page still renders, with the spec's 'Failed to load spaces' toast.
    logger.error({ err: error, requestId: context.get(requestIdContext) }, "loading spaces failed");
    return { spaces: [] as OwnSpaceRow[], quota: null, q, sort, loadFailed: true };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const form = await readForm(request).catch(() => ({}));
  const parsed = spaceListActionSchema.safeParse(form);
  if (!parsed.success) {
    const body: ActionFailure = { ok: false, code: "invalid", error: SPACE_DELETE_FAILED_MESSAGE };
    return data(body, { status: 400 });
  }
  try {
    await deleteSpace(db(), viewer.id, parsed.data.id);
    return { ok: true as const, message: SPACE_DELETED_MESSAGE };
  } catch (error) {
    return spaceFailure(error, {
      requestId: context.get(requestIdContext),
      message: SPACE_DELETE_FAILED_MESSAGE,
      log: "deleting a space failed",
    });
  }
}

export default function MySpaces() {
  const { spaces, quota, q, sort, loadFailed } = useLoaderData<typeof loader>();
  // The space whose AI Gallery Population dialog is open; its card marks the button expanded.
  const [populating, setPopulating] = useState<OwnSpaceRow | null>(null);
  // The open dialog follows the list: after Save Selection it reopens with what was saved.
  const current = populating ? (spaces.find((space) => space.id === populating.id) ?? null) : null;
  return (
    <>
      <SpaceList
        spaces={spaces}
        quota={quota}
        q={q}
        sort={sort}
        loadFailed={loadFailed}
        populatingId={populating?.id ?? null}
        onPopulate={setPopulating}
      />
      <PopulateDialog space={current} onClose={() => setPopulating(null)} />
    </>
  );
}
