import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { db } from "~/db/client.server";
import { account, session, user, verification } from "~/db/schema";
import { escapeHtml, sendMail } from "~/features/platform/mail.server";
import { env } from "~/lib/env.server";

const DAY = 60 * 60 * 24;

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
      // Accounts are created only by invitation (features/accounts/registration.server.ts).
      disableSignUp: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
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
    },
    // "Remember me" keeps a 30-day session; without it Better Auth issues a one-day browser-session cookie.
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    // Our own database-backed limiter covers sign-in (per account and per address).
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: config.APP_URL.startsWith("https://"),
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
