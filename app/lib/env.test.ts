import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults for the embedded database with demo data", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_ENV: "development",
      PGLITE_DATA_DIR: "./data/db",
      APP_URL: "http://127.0.0.1:3000",
      TRUST_PROXY: false,
      GALLERY_TZ: "America/New_York",
      DEMO_DATA: true,
    });
  });

  it("turns demo data off on PostgreSQL unless asked for", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://localhost/gallery" }).DEMO_DATA).toBe(false);
    expect(
      parseEnv({ DATABASE_URL: "postgres://localhost/gallery", DEMO_DATA: "true" }).DEMO_DATA,
    ).toBe(true);
  });

  it("names each bad value in one message", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", APP_URL: "not a url" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL: must start with postgres:// or postgresql://");
    expect(message).toContain("APP_URL");
  });

  it("requires a real session secret in production", () => {
    expect(() => parseEnv({ APP_ENV: "production" })).toThrow(/BETTER_AUTH_SECRET: is required/);
    expect(() => parseEnv({ APP_ENV: "production", BETTER_AUTH_SECRET: "short" })).toThrow(
      /at least 32/,
    );
    const production = {
      APP_ENV: "production",
      BETTER_AUTH_SECRET: "x".repeat(40),
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
    };
    expect(parseEnv(production).DEMO_DATA).toBe(false);
  });

  it("requires mail delivery in production, so no reset link waits in the outbox", () => {
    expect(() => parseEnv({ APP_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) })).toThrow(
      /SMTP_URL: is required/,
    );
    expect(() => parseEnv({ APP_ENV: "staging" })).not.toThrow();
  });

  it("takes a direct database connection only beside DATABASE_URL", () => {
    expect(() => parseEnv({ DATABASE_LISTEN_URL: "postgres://db/gallery" })).toThrow(
      /DATABASE_LISTEN_URL: needs DATABASE_URL/,
    );
    const pooled = parseEnv({
      DATABASE_URL: "postgres://pgbouncer:6432/gallery",
      DATABASE_LISTEN_URL: "postgres://db:5432/gallery",
    });
    expect(pooled.DATABASE_LISTEN_URL).toBe("postgres://db:5432/gallery");
    expect(() =>
      parseEnv({ DATABASE_URL: "postgres://a/b", DATABASE_LISTEN_URL: "mysql://db/gallery" }),
    ).toThrow(/DATABASE_LISTEN_URL/);
  });

  it("reads the media bucket's settings, with both keys or neither", () => {
    const s3 = parseEnv({
      S3_BUCKET: "gallery-media",
      S3_ENDPOINT: "https://example.r2.cloudflarestorage.com",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect([s3.S3_BUCKET, s3.S3_REGION, s3.S3_FORCE_PATH_STYLE]).toEqual([
      "gallery-media",
      "us-east-1",
      true,
    ]);
    expect(() => parseEnv({ S3_BUCKET: "gallery-media", S3_ACCESS_KEY_ID: "key" })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => parseEnv({ S3_PUBLIC_URL: "not a url" })).toThrow(/S3_PUBLIC_URL/);
    expect(() => parseEnv({ S3_PUBLIC_URL: "https://media.example.org" })).toThrow(
      /S3_PUBLIC_URL: needs S3_BUCKET/,
    );
  });

  it("reads the fee and royalty rates as percentages, kept in basis points", () => {
    const defaults = parseEnv({});
    expect([
      defaults.GALLERY_FEE_BPS,
      defaults.LEASE_FEE_BPS,
      defaults.RESALE_FEE_BPS,
      defaults.RESALE_ROYALTY_BPS,
    ]).toEqual([0, 0, 500, 500]);
    expect(parseEnv({ GALLERY_FEE_PERCENT: "2.5" }).GALLERY_FEE_BPS).toBe(250);
    expect(defaults.RENT_CREDIT_BPS).toBe(5_000);
    expect(parseEnv({ RENT_CREDIT_PERCENT: "100" }).RENT_CREDIT_BPS).toBe(10_000);
    expect(() => parseEnv({ RESALE_ROYALTY_PERCENT: "60" })).toThrow(/RESALE_ROYALTY_PERCENT/);
    expect(() => parseEnv({ RESALE_FEE_PERCENT: "1.234" })).toThrow(/at most two decimals/);
    expect(() => parseEnv({ RESALE_FEE_PERCENT: "30", RESALE_ROYALTY_PERCENT: "25" })).toThrow(
      /RESALE_ROYALTY_PERCENT: with RESALE_FEE_PERCENT may take at most half a resale's price/,
    );
    const half = parseEnv({ RESALE_FEE_PERCENT: "25.01", RESALE_ROYALTY_PERCENT: "24.99" });
    expect([half.RESALE_FEE_BPS, half.RESALE_ROYALTY_BPS]).toEqual([2_501, 2_499]);
    // Only the basis points are kept: no setting in percent is left to misread.
    expect(Object.keys(defaults).filter((key) => key.endsWith("_PERCENT"))).toEqual([]);
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("reads the trusted proxy as a hop count or addresses, never as everyone", () => {
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseEnv({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.0/8",
    );
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => parseEnv({ TRUST_PROXY: "proxy.example.com" })).toThrow(/TRUST_PROXY/);
  });

  it("checks the gallery's time zone", () => {
    expect(parseEnv({ GALLERY_TZ: "America/Chicago" }).GALLERY_TZ).toBe("America/Chicago");
    expect(() => parseEnv({ GALLERY_TZ: "Mars/Olympus" })).toThrow(/GALLERY_TZ/);
  });

  it("uses the printed address for links, and localhost when listening everywhere", () => {
    expect(parseEnv({ PORT: "4000" }).APP_URL).toBe("http://127.0.0.1:4000");
    expect(parseEnv({ HOST: "0.0.0.0" }).APP_URL).toBe("http://localhost:3000");
    expect(parseEnv({ APP_URL: "https://gallery.example.com/" }).APP_URL).toBe(
      "https://gallery.example.com",
    );
  });

  it("runs one process by default, and several only on PostgreSQL", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    const postgres = { DATABASE_URL: "postgres://localhost/gallery" };
    expect(parseEnv({ ...postgres, WEB_CONCURRENCY: "4" }).WEB_CONCURRENCY).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      "WEB_CONCURRENCY: above 1 needs DATABASE_URL: the embedded database belongs to one process",
    );
    expect(() => parseEnv({ ...postgres, WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ ...postgres, WEB_CONCURRENCY: "65" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => parseEnv({ ...postgres, WEB_CONCURRENCY: "two" })).toThrow(/WEB_CONCURRENCY/);
  });

  it("keeps each job's own schedule unless told to run them all more often", () => {
    expect(parseEnv({}).JOB_INTERVAL_MS).toBeUndefined();
    expect(parseEnv({ JOB_INTERVAL_MS: "500" }).JOB_INTERVAL_MS).toBe(500);
    expect(() => parseEnv({ JOB_INTERVAL_MS: "5" })).toThrow(/JOB_INTERVAL_MS/);
  });
});
