import { useMemo, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import type { ActionFailure } from "~/lib/errors";
import { fieldErrors } from "~/lib/http/field-errors";
import { AuthCard } from "../../components/auth-card";
import { countrySelectData, US_STATES } from "../countries";
import { registrationErrors } from "../errors";
import {
  checkRegisterField,
  type RegisterCheck,
  type RegisterField,
  registerSchema,
} from "../schema";
import { InvitationLinkProblem } from "./invitation-link-problem";
import classes from "./register-form.module.css";

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

/** /register: the invitation-only registration form, checked on blur and on the server. */
export function RegisterForm({
  invitedEmail,
  inviteToken,
  linkProblem,
  contactEmail,
  result,
}: {
  invitedEmail: string | null;
  inviteToken: string | null;
  /** Why the opened invitation link cannot be used, if it cannot. */
  linkProblem: string | null;
  contactEmail: string;
  /** The registration's answer when it failed. */
  result?: ActionFailure | RegisterCheck | undefined;
}) {
  const navigation = useNavigation();
  const emailCheck = useFetcher<RegisterCheck>();
  const usernameCheck = useFetcher<RegisterCheck>();
  const countries = useMemo(countrySelectData, []);
  const [country, setCountry] = useState("US");
  const [state, setState] = useState("");
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const busy = navigation.state !== "idle" && navigation.formAction === "/register";

  const emailResult = emailCheck.data;
  const usernameResult = usernameCheck.data;
  const serverErrors = result && "ok" in result && !result.ok ? (result.fieldErrors ?? {}) : {};
  const formError =
    result && "ok" in result && !result.ok && !result.fieldErrors ? result.error : null;
  const notInvited =
    (emailResult?.intent === "check-email" &&
      emailResult.invitation === "none" &&
      emailCheck.state === "idle") ||
    (result &&
      "ok" in result &&
      !result.ok &&
      result.code === registrationErrors.code("not-invited"));

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
    return <InvitationLinkProblem problem={linkProblem} contactEmail={contactEmail} />;
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
        <div className={layout.stack}>
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
              <a href={`mailto:${contactEmail}`} className={`${link.link} ${link.underlined}`}>
                {contactEmail}
              </a>
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
          <div className={classes.contact}>
            <div className={classes.country}>
              <SelectField
                label="Country Code"
                name="country"
                data={countries}
                value={country}
                onChange={(event) => setCountry(event.currentTarget.value)}
                // Always a country (the US first): nothing for `required` to ask of it.
                error={errorFor("country")}
              />
            </div>
            <div className={classes.phone}>
              <TextInput
                label="Phone Number"
                name="phone"
                // Text with a phone keypad: "tel-national" (the number without its country
                // code, which has a field of its own) is not allowed on a type="tel" input.
                type="text"
                inputMode="tel"
                autoComplete="tel-national"
                placeholder="(555) 123-4567"
                required
                error={errorFor("phone")}
                onBlur={(e) => checkField("phone", e.currentTarget.value)}
              />
            </div>
            <div className={classes.city}>
              <TextInput
                label="City"
                name="city"
                autoComplete="address-level2"
                required
                error={errorFor("city")}
                onBlur={(e) => checkField("city", e.currentTarget.value)}
              />
            </div>
            <div className={classes.state}>
              <SelectField
                label="State"
                name="state"
                data={US_STATES}
                placeholder="Select a state"
                value={state}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setState(value);
                  checkField("state", value);
                }}
                required
                error={errorFor("state")}
              />
            </div>
            <div className={classes.zip}>
              <TextInput
                label="Zip Code"
                name="zipCode"
                autoComplete="postal-code"
                inputMode="numeric"
                required
                error={errorFor("zipCode")}
                onBlur={(e) => checkField("zipCode", e.currentTarget.value)}
              />
            </div>
          </div>
          <TextInput
            type="password"
            label="Password"
            name="password"
            autoComplete="new-password"
            required
            error={errorFor("password")}
            onBlur={(e) => checkField("password", e.currentTarget.value)}
          />
          <TextInput
            type="password"
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
            onChange={(checked) => checked && setErrors((c) => ({ ...c, terms: undefined }))}
          />
          <Button type="submit" loading={busy} disabled={busy} fullWidth>
            Create Account
          </Button>
          <p className={`${text.plain} ${text.sm} ${classes.center}`}>
            Already have an account?{" "}
            <Link to="/login" className={`${link.link} ${link.underlined}`}>
              Sign in
            </Link>
          </p>
        </div>
      </Form>
    </AuthCard>
  );
}
