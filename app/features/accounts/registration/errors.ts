import { defineErrors } from "~/lib/errors";

/** What registering and confirming an e-mail address can refuse. */
export const registrationErrors = defineErrors("registration", {
  "not-invited": {
    message: "This email address has not been invited to register",
    status: 403,
    field: "email",
  },
  "invitation-used": {
    message: "This invitation has already been used",
    status: 409,
    field: "email",
  },
  "country-required": { message: "Country code is required", status: 400, field: "country" },
  "username-taken": { message: "Username is no longer available.", status: 409, field: "username" },
  "invalid-confirmation-link": {
    message: "This confirmation link is invalid or has expired",
    status: 400,
  },
});
