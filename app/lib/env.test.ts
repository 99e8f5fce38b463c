import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("configuration", () => {
  it("has working defaults for the embedded database with demo data", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      APP_ENV: "development",
      PGLITE_DATA_DIR: "./data/db",
      APP_URL: "http://localhost:3000",
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
    expect(parseEnv({ APP_ENV: "production", BETTER_AUTH_SECRET: "x".repeat(40) }).DEMO_DATA).toBe(
      false,
    );
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ SMTP_URL: "", PORT: "" }).PORT).toBe(3000);
  });
});
