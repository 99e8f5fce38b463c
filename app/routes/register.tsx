import { data, redirect, useActionData, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import {
  INVITE_LINK_MESSAGES,
  REGISTERED_MESSAGES,
  type RegisterCheck,
  registerActionSchema,
} from "~/features/accounts";
import {
  checkEmail,
  checkUsername,
  getViewer,
  inviteLinkState,
  limitRegisterChecks,
  limitRegistrations,
  registerMember,
  registrationSucceeded,
} from "~/features/accounts/index.server";
import { RegisterForm } from "~/features/accounts/ui";
import { env } from "~/lib/env.server";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/register";

export const meta: Route.MetaFunction = () => [
  { title: "Create Account · The Fair Trade Art Gallery" },
  { name: "description", content: "Join The Fair Trade Art Gallery community by invitation only." },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  const token = new URL(request.url).searchParams.get("invite")?.slice(0, 200) || null;
  const link = token ? await inviteLinkState(db(), token) : null;
  return {
    invitedEmail: link?.state === "open" ? link.email : null,
    // Sent back with the form: it proves the mailbox, so the account is verified at once.
    inviteToken: link?.state === "open" ? token : null,
    linkProblem:
      link?.state === "used"
        ? INVITE_LINK_MESSAGES.used
        : link?.state === "invalid"
          ? INVITE_LINK_MESSAGES.invalid
          : null,
    contactEmail: env().CONTACT_EMAIL,
  };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const database = db();
    const form = await readForm(request, ["terms"]);
    if (form.intent === "check-email" || form.intent === "check-username") {
      await limitRegisterChecks(database, request);
    } else {
      await limitRegistrations(database, request);
    }
    const parsed = registerActionSchema.safeParse({ intent: "register", ...form });
    if (!parsed.success) {
      const message = firstProblem(parsed.error);
      if (form.intent === "check-email") {
        const answer: RegisterCheck = { intent: "check-email", invitation: "none", message };
        return data(answer, { status: 400 });
      }
      if (form.intent === "check-username") {
        const answer: RegisterCheck = { intent: "check-username", available: false, message };
        return data(answer, { status: 400 });
      }
      return invalid(parsed.error);
    }
    const input = parsed.data;
    if (input.intent === "check-email") {
      return await checkEmail(database, input.email, input.inviteToken);
    }
    if (input.intent === "check-username") return await checkUsername(database, input.username);
    const { verified } = await registerMember(database, input);
    await registrationSucceeded(database, request);
    return redirectWithToast("/login", {
      message: verified ? REGISTERED_MESSAGES.ready : REGISTERED_MESSAGES.confirmEmail,
    });
  } catch (error) {
    return failure(error);
  }
}

export default function Register() {
  const { invitedEmail, inviteToken, linkProblem, contactEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <RegisterForm
      invitedEmail={invitedEmail}
      inviteToken={inviteToken}
      linkProblem={linkProblem}
      contactEmail={contactEmail}
      result={result}
    />
  );
}
