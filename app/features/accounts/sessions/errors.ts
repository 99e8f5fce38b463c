import { defineErrors } from "~/lib/errors";

/** What signing in can refuse. */
export const sessionErrors = defineErrors("sessions", {
  /** The password was right, but the account has not confirmed its e-mail address yet. */
  "email-not-verified": {
    message:
      "Please confirm your e-mail address before signing in. Open the link we e-mailed you, or send a new one.",
    status: 403,
  },
  /** Wrong e-mail or password; the message is Better Auth's when it gives one. */
  "sign-in-failed": { message: "Failed to sign in", status: 401 },
  /** Better Auth's own limiter refused (it is off; our limits come first). */
  "sign-in-throttled": { message: "Failed to sign in", status: 429 },
});
