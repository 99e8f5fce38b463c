import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import {
  registrationErrors,
  VERIFICATION_MESSAGES,
  verifyEmailActionSchema,
} from "~/features/accounts";
import { confirmEmail, resendVerificationLink } from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = () => [
  { title: "Confirm E-mail · The Fair Trade Art Gallery" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: (new URL(request.url).searchParams.get("token") ?? "").slice(0, 2000) };
}

/**
 * intent=confirm marks the link's account verified. It takes a button press,
 * not the link's GET, so a mail scanner that opens links confirms nothing.
 * intent=resend mails a new link (also used by the sign-in page).
 */
export async function action({ request }: Route.ActionArgs) {
  try {
    const form = await readForm(request);
    const parsed = verifyEmailActionSchema.safeParse({ intent: "confirm", ...form });
    if (!parsed.success) {
      if (form.intent === "resend") return invalid(parsed.error);
      throw registrationErrors.raise("invalid-confirmation-link");
    }
    if (parsed.data.intent === "resend") {
      await resendVerificationLink(db(), request, parsed.data.email);
      return { ok: true as const, message: VERIFICATION_MESSAGES.resent };
    }
    await confirmEmail(db(), request, parsed.data.token);
    return redirectWithToast("/login", { message: VERIFICATION_MESSAGES.confirmed });
  } catch (error) {
    return failure(error);
  }
}

export default function VerifyEmail() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failed = result && !result.ok ? result : null;
  const sent = result?.ok ? result.message : null;
  // Without a token, or once it failed, the page offers a new link instead.
  const offerResend = !token || (failed !== null && !failed.fieldErrors);

  return (
    <AuthCard title="Confirm E-mail" subtitle="Confirm your e-mail address to start signing in.">
      <div className={layout.stack}>
        {failed && !failed.fieldErrors ? (
          <Alert color="red" role="alert">
            {failed.error}
          </Alert>
        ) : null}
        {sent ? (
          <Alert color="green" role="status">
            {sent}
          </Alert>
        ) : null}
        {!offerResend && !sent ? (
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={token} />
            <Button type="submit" loading={busy} disabled={busy} fullWidth>
              Confirm E-mail Address
            </Button>
          </Form>
        ) : null}
        {offerResend || failed?.fieldErrors ? (
          <Form method="post" noValidate>
            <input type="hidden" name="intent" value="resend" />
            <div className={layout.stack}>
              <p className={`${text.plain} ${text.sm}`}>
                Enter your e-mail address and we'll send a new confirmation link.
              </p>
              <TextInput
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                error={failed?.fieldErrors?.email}
              />
              <Button type="submit" variant="light" loading={busy} disabled={busy}>
                Send New Link
              </Button>
            </div>
          </Form>
        ) : null}
        <p className={`${text.plain} ${text.sm}`}>
          <Link to="/login" className={`${link.link} ${link.underlined}`}>
            Back to Sign In
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
