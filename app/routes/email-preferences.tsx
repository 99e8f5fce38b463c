import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import {
  MAIL_PREFERENCES_TEXT,
  mailPreferencesSchema,
  preferencesFromForm,
} from "~/features/mail-preferences";
import { mailPreferences, saveMailPreferences } from "~/features/mail-preferences/index.server";
import { MailPreferencesForm } from "~/features/mail-preferences/ui";
import { failure, parseForm, readForm } from "~/lib/http/forms.server";
import type { Route } from "./+types/email-preferences";

export const meta: Route.MetaFunction = () => [
  { title: "E-mail Preferences · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { preferences: await mailPreferences(db(), viewer.id) };
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  try {
    const form = parseForm(mailPreferencesSchema, await readForm(request));
    await saveMailPreferences(db(), viewer.id, preferencesFromForm(form));
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}

export default function EmailPreferences() {
  const { preferences } = useLoaderData<typeof loader>();
  return (
    <AuthCard title={MAIL_PREFERENCES_TEXT.title}>
      <MailPreferencesForm preferences={preferences} />
    </AuthCard>
  );
}
