import { useMemo, useState } from "react";
import { Link, useFetcher } from "react-router";
import { Alert } from "~/components/alert";
import { Button } from "~/components/button";
import { Checkbox } from "~/components/checkbox";
import layout from "~/components/layout.module.css";
import { SelectField } from "~/components/select-field";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import link from "~/components/text-link.module.css";
import { formValues, useActionForm } from "~/components/use-action-form";
import type { ActionFailure } from "~/lib/errors";
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
  /** The registration's answer when it failed and the page was posted without JavaScript. */
  result?: ActionFailure | RegisterCheck | undefined;
}) {
  const registration = useActionForm({
    schema: registerSchema,
    onInvalid: (found) => {
      const first = FIELD_ORDER.find((field) => found[field]);
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    },
  });
  const { fetcher, errors, setFieldError, pending: busy } = registration;
  const emailCheck = useFetcher<RegisterCheck>();
  const usernameCheck = useFetcher<RegisterCheck>();
  const countries = useMemo(countrySelectData, []);
  const [country, setCountry] = useState("US");
  const [state, setState] = useState("");

  const emailResult = emailCheck.data;
  const usernameResult = usernameCheck.data;
  // A success redirects, so an answer here is a failure (its field errors are in `errors`).
  const answer = fetcher.data ?? result;
  const failed = answer && "ok" in answer && !answer.ok ? answer : null;
  const fallbackErrors = !fetcher.data ? (failed?.fieldErrors ?? {}) : {};
  const formError = failed && !failed.fieldErrors ? failed.error : null;
  const notInvited =
    (emailResult?.intent === "check-email" &&
      emailResult.invitation === "none" &&
      emailCheck.state === "idle") ||
    failed?.code === registrationErrors.code("not-invited");

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
    return fallbackErrors[field];
  };

  function checkField(field: RegisterField, value: unknown) {
    setFieldError(field, checkRegisterField(field, value));
  }

  if (linkProblem) {
    return <InvitationLinkProblem problem={linkProblem} contactEmail={contactEmail} />;
  }

  return (
    <AuthCard title="Create Account" subtitle="Join our community by invitation only">
      <fetcher.Form
        {...registration.formProps}
        onSubmit={(event) => {
          const values = formValues(new FormData(event.currentTarget));
          values.terms = values.terms === "on";
          const invitationProblem =
            emailResult?.intent === "check-email" && emailResult.message
              ? emailResult.message
              : null;
          const usernameProblem =
            usernameResult?.intent === "check-username" && usernameResult.message
              ? usernameResult.message
              : null;
          if (registration.check(values) === null || invitationProblem || usernameProblem) {
            event.preventDefault();
          }
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
              setFieldError("email", problem);
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
              setFieldError("username", problem);
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
            onChange={(checked) => checked && setFieldError("terms", null)}
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
      </fetcher.Form>
    </AuthCard>
  );
}
