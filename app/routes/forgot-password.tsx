import { Form, Link, useActionData, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { forgotPasswordSchema } from "~/features/accounts";
import { requestPasswordReset } from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: "Forgot Password · The Fair Trade Art Gallery" },
];

export async function action({ request }: Route.ActionArgs) {
  try {
    const parsed = forgotPasswordSchema.safeParse(await readForm(request));
    if (!parsed.success) return invalid(parsed.error);
    // The answer is the same whether or not the address has an account.
    await requestPasswordReset(db(), request, parsed.data.email);
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <AuthCard title="Forgot Password" subtitle="We'll e-mail you a link to choose a new password.">
      {result?.ok ? (
        <div className={layout.stack}>
          <Alert color="green" role="status">
            If an account exists for that e-mail, a reset link is on its way. The link works once,
            for one hour.
          </Alert>
          <Link to="/login" className={`${link.link} ${link.underlined}`}>
            Back to Sign In
          </Link>
        </div>
      ) : (
        <Form method="post" noValidate>
          <div className={layout.stack}>
            {result && !result.ok && !result.fieldErrors ? (
              <Alert color="red" role="alert">
                {result.error}
              </Alert>
            ) : null}
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              error={result && !result.ok ? result.fieldErrors?.email : undefined}
            />
            <Button type="submit" loading={busy} disabled={busy}>
              Send Reset Link
            </Button>
            <p className={`${text.plain} ${text.sm}`}>
              <Link to="/login" className={`${link.link} ${link.underlined}`}>
                Back to Sign In
              </Link>
            </p>
          </div>
        </Form>
      )}
    </AuthCard>
  );
}
