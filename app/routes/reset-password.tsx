import { Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { INVALID_RESET_LINK, resetPasswordSchema } from "~/features/accounts";
import { resetPassword } from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: "Reset Password · The Fair Trade Art Gallery" },
];

export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Better Auth redirects here with ?token=… or, for a bad or used token, ?error=INVALID_TOKEN.
  return {
    token: params.get("token") ?? "",
    linkError: params.get("error") ? INVALID_RESET_LINK : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const parsed = resetPasswordSchema.safeParse(await readForm(request));
    if (!parsed.success) return invalid(parsed.error);
    await resetPassword(db(), request, parsed.data);
    return redirectWithToast("/login", {
      message: "Your password has been changed. Please sign in.",
    });
  } catch (error) {
    return failure(error);
  }
}

export default function ResetPassword() {
  const { token, linkError } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const error = linkError ?? (!token ? INVALID_RESET_LINK : null);
  if (error) {
    return (
      <AuthCard title="Reset Password">
        <div className={layout.stack}>
          <Alert color="red" role="alert">
            {error}
          </Alert>
          <Link to="/forgot-password" className={link.link}>
            Request a new link
          </Link>
        </div>
      </AuthCard>
    );
  }
  const failed = result && !result.ok ? result : null;
  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <Form method="post" noValidate>
        <input type="hidden" name="token" value={token} />
        <div className={layout.stack}>
          {failed && !failed.fieldErrors ? (
            <Alert color="red" role="alert">
              {failed.error}
            </Alert>
          ) : null}
          <TextInput
            type="password"
            label="New Password"
            name="password"
            autoComplete="new-password"
            required
            error={failed?.fieldErrors?.password}
          />
          <TextInput
            type="password"
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={failed?.fieldErrors?.confirmPassword}
          />
          <Button type="submit" loading={busy} disabled={busy}>
            Save New Password
          </Button>
        </div>
      </Form>
    </AuthCard>
  );
}
