import { redirect, useActionData, useLoaderData, useSearchParams } from "react-router";
import { db } from "~/db/client.server";
import {
  MAX_PROFILE_BODY_BYTES,
  PROFILE_MESSAGES,
  profileActionSchema,
  profileErrors,
} from "~/features/accounts";
import {
  deleteAccount,
  listOwnTransactions,
  loadOwnProfile,
  readAvatarUpload,
  replaceAvatar,
  requireViewer,
  signOut,
  updateProfile,
} from "~/features/accounts/index.server";
import { OwnProfilePage } from "~/features/accounts/ui";
import { currentPeriod } from "~/features/commerce/index.server";
import { AppError } from "~/lib/errors";
import { failure, failureOrUnexpected, invalid } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
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

/** Reads the form, the photo included; a body over the limit or unreadable is refused. */
async function readProfileForm(request: Request) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_PROFILE_BODY_BYTES) {
    throw profileErrors.raise("too-large");
  }
  try {
    return await request.formData();
  } catch {
    throw new AppError("unreadable-form", "The form could not be read. Please try again.", 400);
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  const requestId = context.get(requestIdContext);
  let form: FormData;
  try {
    form = await readProfileForm(request);
  } catch (error) {
    return failure(error);
  }
  const values = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const parsed = profileActionSchema.safeParse(values);
  if (!parsed.success) {
    if (values.intent === "update") return invalid(parsed.error, PROFILE_MESSAGES.updateFailed);
    return failure(
      profileErrors.raise(
        values.intent === "delete-account" ? "delete-not-confirmed" : "unknown-action",
      ),
    );
  }

  if (parsed.data.intent === "update") {
    try {
      await updateProfile(db(), viewer.id, parsed.data);
    } catch (error) {
      return failureOrUnexpected(error, {
        requestId,
        message: PROFILE_MESSAGES.updateFailed,
        log: "updating a profile failed",
      });
    }
    return redirectWithToast("/profile", { message: PROFILE_MESSAGES.updated });
  }

  if (parsed.data.intent === "avatar") {
    try {
      const bytes = await readAvatarUpload(form.get("avatar"));
      await replaceAvatar(db(), viewer.id, bytes);
    } catch (error) {
      return failureOrUnexpected(error, {
        requestId,
        message: PROFILE_MESSAGES.photoFailed,
        log: "updating a profile photo failed",
      });
    }
    return redirectWithToast("/profile", { message: PROFILE_MESSAGES.photoUpdated });
  }

  try {
    await deleteAccount(db(), viewer.id);
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId,
      message: PROFILE_MESSAGES.deleteFailed,
      log: "deleting an account failed",
    });
  }
  // The sessions went with the account; this clears the browser's cookies.
  const headers = await signOut(request);
  return redirectWithToast("/", { message: PROFILE_MESSAGES.deleted }, { headers });
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
