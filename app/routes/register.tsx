import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Grid,
  PasswordInput,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMemo, useState } from "react";
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigation,
} from "react-router";
import { db } from "~/db/client.server";
import {
  checkRegisterField,
  countryOptions,
  INVITATION_MESSAGES,
  INVITE_LINK_MESSAGES,
  type RegisterField,
  registerFields,
  registerSchema,
  US_STATES,
  usernameSchema,
} from "~/features/accounts";
import {
  getViewer,
  invitationState,
  inviteLinkState,
  isHandleAvailable,
  registerMember,
} from "~/features/accounts/index.server";
import { AuthCard } from "~/features/accounts/ui";
import { env } from "~/lib/env.server";
import { clientAddress } from "~/lib/http/client-address";
import { fieldErrors } from "~/lib/http/field-errors";
import { failure, invalid, readForm } from "~/lib/http/forms.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import { hit } from "~/services/rate-limit.server";
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

type CheckResult =
  | { intent: "check-email"; invitation: "pending" | "registered" | "none"; message: string | null }
  | { intent: "check-username"; available: boolean; message: string | null };

export async function action({ request }: Route.ActionArgs) {
  try {
    const database = db();
    const form = await readForm(request, ["terms"]);
    const address = clientAddress(request);
    if (form.intent === "check-email" || form.intent === "check-username") {
      await hit(database, `register-check:${address}`, 120, 10 * 60);
      if (form.intent === "check-email") {
        const email = registerFields.email.safeParse(form.email);
        if (!email.success)
          return data(
            {
              intent: "check-email",
              invitation: "none",
              message: email.error.issues[0]?.message ?? null,
            } satisfies CheckResult,
            { status: 400 },
          );
        // An open invitation link may still register an address someone took without it.
        const link =
          typeof form.inviteToken === "string" && form.inviteToken
            ? await inviteLinkState(database, form.inviteToken.slice(0, 200))
            : null;
        const invitation =
          link?.state === "open" && link.email === email.data
            ? "pending"
            : await invitationState(database, email.data);
        const message =
          invitation === "none"
            ? INVITATION_MESSAGES.notInvited
            : invitation === "registered"
              ? INVITATION_MESSAGES.used
              : null;
        return { intent: "check-email", invitation, message } satisfies CheckResult;
      }
      const username = usernameSchema.safeParse(form.username);
      if (!username.success)
        return data(
          {
            intent: "check-username",
            available: false,
            message: username.error.issues[0]?.message ?? null,
          } satisfies CheckResult,
          { status: 400 },
        );
      const available = await isHandleAvailable(database, username.data);
      return {
        intent: "check-username",
        available,
        message: available ? null : "This username is already taken",
      } satisfies CheckResult;
    }

    await hit(database, `register:${address}`, 10, 60 * 60);
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) return invalid(parsed.error);
    await registerMember(database, parsed.data);
    return redirectWithToast("/login", {
      message: "Registration successful! Please check your email to verify your account.",
    });
  } catch (error) {
    return failure(error);
  }
}

const FIELD_ORDER: RegisterField[] = [
  "email",
  "fullName",
  "username",
  "country",
  "phone",
  "city",
  "state",
  "zipCode",
  "password",
  "confirmPassword",
  "terms",
];

export default function Register() {
  const { invitedEmail, inviteToken, linkProblem, contactEmail } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const emailCheck = useFetcher<typeof action>();
  const usernameCheck = useFetcher<typeof action>();
  const countries = useMemo(
    () => countryOptions().map((c) => ({ value: c.code, label: `${c.name} (+${c.dialCode})` })),
    [],
  );
  const [country, setCountry] = useState<string | null>("US");
  const [state, setState] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";

  const emailResult = emailCheck.data as CheckResult | undefined;
  const usernameResult = usernameCheck.data as CheckResult | undefined;
  const serverErrors = result && "ok" in result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const formError =
    result && "ok" in result && !result.ok && !result.fieldErrors ? result.error : null;
  const notInvited =
    (emailResult?.intent === "check-email" &&
      emailResult.invitation === "none" &&
      emailCheck.state === "idle") ||
    serverErrors.email === INVITATION_MESSAGES.notInvited;

  const errorFor = (field: string) => {
    if (errors[field]) return errors[field];
    if (field === "email" && emailResult?.intent === "check-email" && emailResult.message)
      return emailResult.message;
    if (
      field === "username" &&
      usernameResult?.intent === "check-username" &&
      usernameResult.message
    )
      return usernameResult.message;
    return serverErrors[field];
  };

  function checkField(field: RegisterField, value: unknown) {
    setErrors((current) => ({
      ...current,
      [field]: checkRegisterField(field, value) ?? undefined,
    }));
  }

  if (linkProblem) {
    return (
      <AuthCard title="Create Account" subtitle="Join our community by invitation only">
        <Stack>
          <Alert color="yellow" title="Invitation Link" role="status">
            {linkProblem}
          </Alert>
          <Text size="sm">
            <Anchor component={Link} to="/login" underline="always">
              Sign in
            </Anchor>{" "}
            or write to{" "}
            <Anchor href={`mailto:${contactEmail}`} underline="always">
              {contactEmail}
            </Anchor>{" "}
            for a new invitation.
          </Text>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Create Account" subtitle="Join our community by invitation only">
      <Form
        method="post"
        noValidate
        onSubmit={(event) => {
          const values: Record<string, unknown> = Object.fromEntries(
            new FormData(event.currentTarget),
          );
          values.terms = values.terms === "on";
          const parsed = registerSchema.safeParse(values);
          const invitationProblem =
            emailResult?.intent === "check-email" && emailResult.message
              ? emailResult.message
              : null;
          const usernameProblem =
            usernameResult?.intent === "check-username" && usernameResult.message
              ? usernameResult.message
              : null;
          if (!parsed.success || invitationProblem || usernameProblem) {
            event.preventDefault();
            const found = parsed.success ? {} : fieldErrors(parsed.error);
            setErrors(found);
            const first = FIELD_ORDER.find((f) => found[f]);
            if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
            return;
          }
          setErrors({});
        }}
      >
        <input type="hidden" name="intent" value="register" />
        {inviteToken ? <input type="hidden" name="inviteToken" value={inviteToken} /> : null}
        <Stack>
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={invitedEmail ?? ""}
            error={errorFor("email")}
            onBlur={(event) => {
              const value = event.currentTarget.value;
              const problem = checkRegisterField("email", value);
              setErrors((current) => ({ ...current, email: problem ?? undefined }));
              if (!problem)
                emailCheck.submit(
                  { intent: "check-email", email: value, inviteToken: inviteToken ?? "" },
                  { method: "post" },
                );
            }}
          />
          {notInvited ? (
            <Alert color="yellow" title="Invitation Required" role="status">
              Registration is by invitation only. To request an invitation, write to{" "}
              <Anchor href={`mailto:${contactEmail}`} underline="always">
                {contactEmail}
              </Anchor>
              .
            </Alert>
          ) : null}
          <TextInput
            label="Full Name"
            name="fullName"
            autoComplete="name"
            required
            error={errorFor("fullName")}
            onBlur={(e) => checkField("fullName", e.currentTarget.value)}
          />
          <TextInput
            label="Username"
            name="username"
            autoComplete="username"
            required
            description="Letters, numbers, underscores and hyphens"
            error={errorFor("username")}
            onBlur={(event) => {
              const value = event.currentTarget.value;
              const problem = checkRegisterField("username", value);
              setErrors((current) => ({ ...current, username: problem ?? undefined }));
              if (!problem)
                usernameCheck.submit(
                  { intent: "check-username", username: value },
                  { method: "post" },
                );
            }}
          />
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <Select
                label="Country Code"
                name="country"
                data={countries}
                value={country}
                onChange={setCountry}
                searchable
                allowDeselect={false}
                required
                error={errorFor("country")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 7 }}>
              <TextInput
                label="Phone Number"
                name="phone"
                type="tel"
                autoComplete="tel-national"
                placeholder="(555) 123-4567"
                required
                error={errorFor("phone")}
                onBlur={(e) => checkField("phone", e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, xs: 5 }}>
              <TextInput
                label="City"
                name="city"
                autoComplete="address-level2"
                required
                error={errorFor("city")}
                onBlur={(e) => checkField("city", e.currentTarget.value)}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 3 }}>
              <Select
                label="State"
                name="state"
                data={[...US_STATES]}
                value={state}
                onChange={(value) => {
                  setState(value);
                  checkField("state", value ?? "");
                }}
                searchable
                required
                error={errorFor("state")}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, xs: 4 }}>
              <TextInput
                label="Zip Code"
                name="zipCode"
                autoComplete="postal-code"
                inputMode="numeric"
                required
                error={errorFor("zipCode")}
                onBlur={(e) => checkField("zipCode", e.currentTarget.value)}
              />
            </Grid.Col>
          </Grid>
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            error={errorFor("password")}
            onBlur={(e) => checkField("password", e.currentTarget.value)}
          />
          <PasswordInput
            label="Confirm Password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            error={errorFor("confirmPassword")}
          />
          <Checkbox
            name="terms"
            label="I agree to the terms and conditions"
            error={errorFor("terms")}
            onChange={(e) =>
              e.currentTarget.checked && setErrors((c) => ({ ...c, terms: undefined }))
            }
          />
          <Button type="submit" loading={busy} disabled={busy} fullWidth>
            Create Account
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{" "}
            <Anchor component={Link} to="/login" underline="always">
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </Form>
    </AuthCard>
  );
}
