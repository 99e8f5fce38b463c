import { z } from "zod";
import { DEFAULT_GALLERY_TIME_ZONE } from "./dates";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/**
 * Express's `trust proxy`: off, a hop count, or the proxies' addresses and
 * subnets ("loopback", "10.0.0.0/8, 192.0.2.7"). Trusting every sender would
 * let any client choose its own address, so "true" is refused.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string => {
    if (/^(false|off|no)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    if (/^(true|yes|on|\*)$/i.test(value)) {
      ctx.addIssue({
        code: "custom",
        message: "must be a hop count or the proxies' addresses, not true (that trusts everyone)",
      });
      return z.NEVER;
    }
    const parts = value.split(",").map((part) => part.trim());
    const shape = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;
    if (parts.some((part) => !shape.test(part))) {
      ctx.addIssue({ code: "custom", message: "must be a hop count or a list of addresses" });
      return z.NEVER;
    }
    return parts.join(", ");
  });

/** A share of a payment in percent (0 to `max`, to the hundredth). */
const percent = (max: number) =>
  z.coerce
    .number()
    .min(0)
    .max(max)
    .refine(
      (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9,
      "at most two decimals",
    );

/** A percent of at most two decimals in basis points: 2.5 → 250. */
const basisPoints = (percent: number) => Math.round(percent * 100);

const timeZone = z.string().refine((zone) => {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}, `must be an IANA time zone such as ${DEFAULT_GALLERY_TIME_ZONE}`);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Anything but production shows the Test Environment Warning. */
    APP_ENV: z.enum(["development", "test", "staging", "production"]).default("development"),
    HOST: z.string().min(1).default("127.0.0.1"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin used in e-mailed links and QR codes. */
    APP_URL: z.url().optional(),
    /** PostgreSQL connection string; without it the embedded database is used. */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    PGLITE_DATA_DIR: z.string().min(1).default("./data/db"),
    MEDIA_DIR: z.string().min(1).default("./data/media"),
    /**
     * A direct connection (not through a transaction pooler such as PgBouncer) for
     * what needs a session of its own: LISTEN and the migration lock. Defaults to DATABASE_URL.
     */
    DATABASE_LISTEN_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    /** With a bucket, media are kept in S3-compatible storage instead of MEDIA_DIR. */
    S3_BUCKET: z.string().min(3).optional(),
    /** The store's address, for anything but AWS itself (R2, MinIO, Backblaze…). */
    S3_ENDPOINT: z.url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** Where the bucket is readable by anyone: /media/* then redirects there. */
    S3_PUBLIC_URL: z.url().optional(),
    /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most local stores want. */
    S3_FORCE_PATH_STYLE: booleanFlag.optional(),
    /** Signs session cookies; required in production. */
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().min(3).default("The Fair Trade Art Gallery <gallery@localhost>"),
    CONTACT_EMAIL: z.email().default("hello@fairtradeart.gallery"),
    GALLERY_CITY: z.string().min(1).default("Baltimore, MD"),
    /** The gallery's time zone: "today" for lease dates and every calendar date. */
    GALLERY_TZ: timeZone.default(DEFAULT_GALLERY_TIME_ZONE),
    /** Proxies in front of the app whose X-Forwarded-* headers are believed. */
    TRUST_PROXY: trustProxy.default(false),
    /** Seed demo members and artworks on first start (default: on with the embedded database). */
    DEMO_DATA: booleanFlag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Failed sign-ins allowed per account from one address in 15 minutes (ADR 15). */
    SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(10),
    /** The gallery's fee on first sales (R-money-split); plans fund the gallery, so none by default. */
    GALLERY_FEE_PERCENT: percent(50).prefault(0),
    LEASE_FEE_PERCENT: percent(50).prefault(0),
    /** On a resale: the gallery's fee, and the royalty to the work's original artist. */
    RESALE_FEE_PERCENT: percent(50).prefault(5),
    RESALE_ROYALTY_PERCENT: percent(50).prefault(5),
    /** The share of a lessee's rent (last 12 months) credited when they buy the work (R-rent-to-own). */
    RENT_CREDIT_PERCENT: percent(100).prefault(50),
    /** Stripe takes card payments and pays artists when both keys are set; else the test provider. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
      .optional(),
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
      .optional(),
    /**
     * Sign the events Stripe posts to /api/webhooks/stripe (whsec_…), separated by
     * commas: a live platform's endpoint for its own events and its Connect
     * endpoint for its members' accounts each have a secret.
     */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .transform((value) =>
        value
          .split(",")
          .map((secret) => secret.trim())
          .filter((secret) => secret !== ""),
      )
      .pipe(z.array(z.string().min(8, "each secret must be at least 8 characters")).min(1))
      .optional(),
    /** Another Stripe-compatible address for the SDK (a local test server). */
    STRIPE_API_URL: z.url().optional(),
    /** How many worker processes `node server.js` starts on one port (production mode). */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /** Runs every background job this often instead of on its own schedule (tests, demos). */
    JOB_INTERVAL_MS: z.coerce.number().int().min(100).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: "above 1 needs DATABASE_URL: the embedded database belongs to one process",
      });
    }
    if (env.DATABASE_LISTEN_URL && !env.DATABASE_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_LISTEN_URL"],
        message: "needs DATABASE_URL: it is the direct connection beside it",
      });
    }
    if (env.S3_PUBLIC_URL && !env.S3_BUCKET) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_PUBLIC_URL"],
        message: "needs S3_BUCKET: it is where that bucket is read",
      });
    }
    if (basisPoints(env.RESALE_FEE_PERCENT) + basisPoints(env.RESALE_ROYALTY_PERCENT) > 5_000) {
      ctx.addIssue({
        code: "custom",
        path: ["RESALE_ROYALTY_PERCENT"],
        message: "with RESALE_FEE_PERCENT may take at most half a resale's price",
      });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_SECRET_ACCESS_KEY"],
        message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together",
      });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_PUBLISHABLE_KEY"],
        message: "STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together",
      });
    }
    if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
      // Without webhooks no payout, refund or dispute made at Stripe would reach the gallery.
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_WEBHOOK_SECRET"],
        message: "is required with STRIPE_SECRET_KEY (payments are settled by webhooks)",
      });
    }
    if (env.APP_ENV === "production" && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "is required when APP_ENV is production",
      });
    }
    if (env.APP_ENV === "production" && !env.SMTP_URL) {
      // Without delivery, reset links would sit in the outbox for admins to read.
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "is required when APP_ENV is production (mail must be delivered)",
      });
    }
  })
  // The shares are set in percent (GALLERY_FEE_PERCENT=5) and kept in basis points.
  .transform(
    ({
      GALLERY_FEE_PERCENT,
      LEASE_FEE_PERCENT,
      RESALE_FEE_PERCENT,
      RESALE_ROYALTY_PERCENT,
      RENT_CREDIT_PERCENT,
      ...rest
    }) => ({
      ...rest,
      GALLERY_FEE_BPS: basisPoints(GALLERY_FEE_PERCENT),
      LEASE_FEE_BPS: basisPoints(LEASE_FEE_PERCENT),
      RESALE_FEE_BPS: basisPoints(RESALE_FEE_PERCENT),
      RESALE_ROYALTY_BPS: basisPoints(RESALE_ROYALTY_PERCENT),
      RENT_CREDIT_BPS: basisPoints(RENT_CREDIT_PERCENT),
    }),
  );

export type Env = z.infer<typeof envSchema> & {
  APP_URL: string;
  DEMO_DATA: boolean;
  BETTER_AUTH_SECRET: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Treat empty strings as unset, as shells and .env files often leave them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    // The address the server prints, so links and the console agree.
    APP_URL: (
      env.APP_URL ?? `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`
    ).replace(/\/+$/, ""),
    DEMO_DATA: env.DEMO_DATA ?? (!env.DATABASE_URL && env.APP_ENV !== "production"),
    // A fixed secret is fine outside production: it protects only local demo data.
    BETTER_AUTH_SECRET:
      env.BETTER_AUTH_SECRET ?? "development-only-secret-change-me-in-production-0123456789",
  };
}

let cached: Env | undefined;

/** The validated configuration of this process. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Tests change configuration between runs. */
export function resetEnvCache() {
  cached = undefined;
}
