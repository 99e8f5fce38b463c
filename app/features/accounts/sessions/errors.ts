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
  /**
   * The account is past its ceiling of failed sign-ins: a password alone no
   * longer signs in. The answer is the same whether the password was right
   * (then a code was e-mailed) or wrong, so it tells a guesser nothing.
   */
  "sign-in-code-needed": {
    message:
      "This account has had many failed sign-in attempts, so signing in now also needs a code from your e-mail. If your password is right, we have e-mailed you a 6-digit code: enter it below and sign in again.",
    status: 401,
  },
  /** A code was given but the password or the code was wrong, or the code had expired. */
  "sign-in-code-wrong": {
    message:
      "The password or the code is not right, or the code has expired. Check both and try again, or leave the code empty and sign in to get a new code.",
    status: 401,
  },
});
