import { useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useNavigation,
  useSearchParams,
} from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { loginSchema, sessionErrors } from "~/features/accounts";
import { getViewer, signIn } from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import type { ActionFailure } from "~/lib/errors";
import { fieldErrors } from "~/lib/http/field-errors";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import { safeRedirect } from "~/lib/http/redirects";
import type { Route } from "./+types/login";
import classes from "./login.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Sign In · The Fair Trade Art Gallery" },
  { name: "description", content: "Sign in to The Fair Trade Art Gallery." },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) {
    throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  }
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  let email: string | undefined;
  try {
    const form = await readForm(request, ["rememberMe"]);
    const parsed = loginSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    email = parsed.data.email;
    const headers = await signIn(db(), request, parsed.data);
    return redirect(safeRedirect(form.redirectTo as string | undefined), { headers });
  } catch (error) {
    // The page offers to send a new confirmation link to this address.
    if (sessionErrors.is(error, "email-not-verified") && email) {
      const body: ActionFailure & { unverifiedEmail: string } = {
        ok: false,
        code: error.code,
        error: error.message,
        unverifiedEmail: email,
      };
      return data(body, { status: error.status });
    }
    return failure(error);
  }
}

export default function Login() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const serverErrors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const errorFor = (field: string) => errors[field] ?? serverErrors[field];
  const formError = result && !result.ok && !result.fieldErrors ? result.error : null;
  // Past the account's ceiling of failed sign-ins the server asks for the e-mailed code.
  const askedForCode =
    result && !result.ok && result.code === sessionErrors.code("sign-in-code-needed");
  const codeShown =
    askedForCode ||
    Boolean(
      result &&
        !result.ok &&
        (result.code === sessionErrors.code("sign-in-code-wrong") || result.fieldErrors?.code),
    );
  const unverifiedEmail =
    result && "unverifiedEmail" in result && typeof result.unverifiedEmail === "string"
      ? result.unverifiedEmail
      : null;
  const resend = useFetcher<{ ok: boolean; message?: string; error?: string }>();

  return (
    <AuthCard title="Sign In" subtitle="Welcome back to The Fair Trade Art Gallery">
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const values = Object.fromEntries(new FormData(event.currentTarget));
          const parsed = loginSchema.safeParse({
            ...values,
            rememberMe: values.rememberMe === "on",
          });
          if (!parsed.success) {
            event.preventDefault();
            setErrors(fieldErrors(parsed.error));
          } else {
            setErrors({});
          }
        }}
      >
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        <div className={layout.stack}>
          {formError && askedForCode ? (
            <Alert color="blue" role="status">
              {formError}
            </Alert>
          ) : null}
          {formError && !askedForCode ? (
            <Alert color="red" role="alert">
              <div className={classes.alertBody}>
                <span>{formError}</span>
                {unverifiedEmail && !resend.data ? (
                  <Button
                    type="button"
                    size="xs"
                    variant="white"
                    color="red"
                    loading={resend.state !== "idle"}
                    onClick={() =>
                      resend.submit(
                        { intent: "resend", email: unverifiedEmail },
                        { method: "post", action: "/verify-email" },
                      )
                    }
                  >
                    Send a new confirmation link
                  </Button>
                ) : null}
              </div>
            </Alert>
          ) : null}
          {unverifiedEmail && resend.data && resend.state === "idle" ? (
            <Alert color={resend.data.ok ? "green" : "red"} role="status">
              {resend.data.ok ? resend.data.message : resend.data.error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            error={errorFor("email")}
          />
          <TextInput
            type="password"
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            error={errorFor("password")}
          />
          {codeShown ? (
            <TextInput
              label="Code from your e-mail"
              description="Leave it empty to get a new code."
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              // The field appears in answer to the form: take the member straight to it.
              autoFocus
              error={errorFor("code")}
            />
          ) : null}
          <div className={classes.between}>
            <Checkbox label="Remember me" name="rememberMe" />
            <Link to="/forgot-password" className={`${link.link} ${link.sm}`}>
              Forgot your password?
            </Link>
          </div>
          <Button type="submit" loading={busy} disabled={busy} fullWidth>
            Sign In
          </Button>
          <p className={`${text.plain} ${text.sm} ${classes.center}`}>
            Don't have an account?{" "}
            <Link to="/register" className={`${link.link} ${link.underlined}`}>
              Register
            </Link>
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}
