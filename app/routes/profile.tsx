import { data, redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { db } from "~/db/client.server";
import {
  isDeleteConfirmed,
  MAX_PROFILE_BODY_BYTES,
  PROFILE_MESSAGES,
  profileSchema,
} from "~/features/accounts";
import {
  auth,
  deleteAccount,
  listOwnTransactions,
  loadOwnProfile,
  readAvatarUpload,
  replaceAvatar,
  requireViewer,
  updateProfile,
} from "~/features/accounts/index.server";
import { OwnProfilePage } from "~/features/accounts/ui";
import { currentPeriod } from "~/features/commerce/index.server";
import { type ActionFailure, AppError } from "~/lib/errors";
import { failure, invalid } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/profile";

export const meta: Route.MetaFunction = () => [
  { title: "My Profile · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const database = db();
  const [profile, purchases, period] = await Promise.all([
    loadOwnProfile(database, viewer),
    listOwnTransactions(database, viewer.id),
    currentPeriod(database, viewer.id),
  ]);
  if (!profile) throw redirect("/login");
  return { profile, purchases, period };
}

function failed(message: string, status = 500) {
  const body: ActionFailure = {
    ok: false,
    code: status >= 500 ? "unexpected" : "invalid",
    error: message,
  };
  return data(body, { status });
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const requestId = context.get(requestIdContext);
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_PROFILE_BODY_BYTES) {
    return failed(PROFILE_MESSAGES.tooLarge, 413);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failed("The form could not be read. Please try again.", 400);
  }
  const intent = form.get("intent");

  if (intent === "update") {
    const values = Object.fromEntries(
      [...form.entries()].filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) return invalid(parsed.error, PROFILE_MESSAGES.updateFailed);
    try {
      await updateProfile(db(), viewer.id, parsed.data);
    } catch (error) {
      logger.error({ err: error, requestId }, "updating a profile failed");
      return failed(PROFILE_MESSAGES.updateFailed);
    }
    return redirectWithToast("/profile", { message: PROFILE_MESSAGES.updated });
  }

  if (intent === "avatar") {
    try {
      const bytes = await readAvatarUpload(form.get("avatar"));
      await replaceAvatar(db(), viewer.id, bytes);
    } catch (error) {
      if (error instanceof AppError) return failure(error);
      logger.error({ err: error, requestId }, "updating a profile photo failed");
      return failed(PROFILE_MESSAGES.photoFailed);
    }
    return redirectWithToast("/profile", { message: PROFILE_MESSAGES.photoUpdated });
  }

  if (intent === "delete-account") {
    if (!isDeleteConfirmed(form.get("confirm"))) {
      const body: ActionFailure = {
        ok: false,
        code: "invalid",
        error: PROFILE_MESSAGES.typeDelete,
        fieldErrors: { confirm: PROFILE_MESSAGES.typeDelete },
      };
      return data(body, { status: 400 });
    }
    try {
      await deleteAccount(db(), viewer.id);
    } catch (error) {
      logger.error({ err: error, requestId }, "deleting an account failed");
      return failed(PROFILE_MESSAGES.deleteFailed);
    }
    // The sessions went with the account; this clears the browser's cookies.
    const signedOut = await auth().api.signOut({ headers: request.headers, asResponse: true });
    const headers = new Headers();
    for (const cookie of signedOut.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    return redirectWithToast("/", { message: PROFILE_MESSAGES.deleted }, { headers });
  }

  return failed("Unknown action", 400);
}

export default function Profile() {
  const { profile, purchases, period } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  return (
    <OwnProfilePage
      profile={profile}
      purchases={purchases}
      period={period}
      editing={searchParams.has("edit")}
      result={actionData}
    />
  );
}
