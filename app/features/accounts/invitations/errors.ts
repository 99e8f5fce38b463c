import { defineErrors } from "~/lib/errors";

/** What inviting can refuse. */
export const invitationErrors = defineErrors("invitations", {
  "already-registered": {
    message: "This email address has already registered",
    status: 409,
    field: "email",
  },
});
