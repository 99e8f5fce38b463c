import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { and, eq, like } from "drizzle-orm";
import { type Database, db } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import { env } from "~/lib/env.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { audit } from "~/services/audit.server";
import { escapeHtml, sendMail } from "~/services/mail.server";
import { passwords } from "./passwords.server";

const DAY = 60 * 60 * 24;

/** How long an e-mailed confirmation link works. */
export const VERIFICATION_SECONDS = DAY;

/** Where the e-mailed confirmation link leads: our page, which verifies on a button press. */
function verificationLink(token: string) {
  return new URL(`/verify-email?token=${encodeURIComponent(token)}`, env().APP_URL).toString();
}

export async function mailVerificationLink(database: Database, email: string, token: string) {
  const link = verificationLink(token);
  await sendMail(database, {
    to: email,
    kind: "email-verification",
    subject: "Confirm your e-mail address",
    text: `Welcome to The Fair Trade Art Gallery.\n\nConfirm that this e-mail address is yours within 24 hours, then sign in:\n${link}\n\nIf you did not register, ignore this e-mail; the account stays locked.`,
    html: `<p>Welcome to <strong>The Fair Trade Art Gallery</strong>.</p><p><a href="${escapeHtml(link)}">Confirm your e-mail address</a> within 24 hours, then sign in.</p><p>If you did not register, ignore this e-mail; the account stays locked.</p>`,
  });
}

function createAuth() {
  const config = env();
  const database = db();
  return betterAuth({
    appName: "The Fair Trade Art Gallery",
    baseURL: config.APP_URL,
    secret: config.BETTER_AUTH_SECRET,
    database: drizzleAdapter(database, {
      provider: "pg",
      schema: { user, session, account, verification },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created only by invitation (accounts/registration/mutations.server.ts).
      disableSignUp: true,
      // Accounts registered without their invitation link's token must prove the mailbox first.
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Read at each call, so the one definition in passwords.server.ts holds everywhere.
      password: {
        hash: (password) => passwords.hash(password),
        verify: (input) => passwords.verify(input),
      },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user: account, url }) {
        await sendMail(database, {
          to: account.email,
          kind: "password-reset",
          subject: "Reset your password",
          text: `Someone asked to reset the password of your Fair Trade Art Gallery account.\n\nOpen this link within one hour to choose a new password:\n${url}\n\nIf it was not you, ignore this e-mail; your password stays as it is.`,
          html: `<p>Someone asked to reset the password of your Fair Trade Art Gallery account.</p><p><a href="${escapeHtml(url)}">Choose a new password</a> (valid for one hour).</p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>`,
        });
      },
      // The used link proved the mailbox; every other reset link of the account stops working.
      // (revokeSessionsOnPasswordReset above ends the account's sessions everywhere.)
      async onPasswordReset({ user: account }) {
        await database
          .delete(verification)
          .where(
            and(
              like(verification.identifier, "reset-password:%"),
              eq(verification.value, account.id),
            ),
          );
        if (!account.emailVerified) {
          await database.update(user).set({ emailVerified: true }).where(eq(user.id, account.id));
        }
        // R-audit-trail: the member, holding a reset link from their mailbox, set a new password.
        await audit(database, {
          actorId: account.id,
          action: "auth.password-reset",
          subjectType: "user",
          subjectId: account.id,
          details: {
            reason: "A password reset link e-mailed to the member was used",
            after: { password: "changed", otherSessions: "ended", otherResetLinks: "voided" },
          },
        });
      },
    },
    emailVerification: {
      // Sent by registration and by the resend form (accounts/registration/mutations.server.ts).
      sendOnSignUp: false,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_SECONDS,
      async sendVerificationEmail({ user: account, token }) {
        await mailVerificationLink(database, account.email, token);
      },
    },
    // "Remember me" keeps a 30-day session; without it Better Auth issues a one-day browser-session cookie.
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Its HTTP endpoints are closed (routes/api.auth.ts); our forms call it with our own
    // database-backed limits in front (accounts/sessions/mutations.server.ts and friends).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.APP_URL.startsWith("https://"),
      // Sessions record the address the server resolved, never a client's X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    telemetry: { enabled: false },
  });
}

type Auth = ReturnType<typeof createAuth>;
let instance: Auth | undefined;
let instanceDb: unknown;

/** Better Auth bound to the process-wide database connection. */
export function auth(): Auth {
  const database = db();
  if (!instance || instanceDb !== database) {
    instance = createAuth();
    instanceDb = database;
  }
  return instance;
}

/**
 * The request's session cookie token and its "not remembered" mark, each read
 * and its signature checked by Better Auth's own cookie reader, as its
 * getSession reads them: the value, null when the cookie is missing, false when
 * its signature is wrong. The names carry the __Secure- prefix when the gallery
 * is served over HTTPS. With the session settings (expiresIn, updateAge).
 */
export async function sessionCookies(request: Request) {
  const { authCookies, secret, sessionConfig } = await auth().$context;
  const read = createAuthMiddleware(async (ctx) => {
    const [token, dontRemember] = await Promise.all([
      ctx.getSignedCookie(authCookies.sessionToken.name, secret),
      ctx.getSignedCookie(authCookies.dontRememberToken.name, secret),
    ]);
    return { token, dontRemember };
  });
  return { ...(await read({ headers: request.headers })), sessionConfig };
}
