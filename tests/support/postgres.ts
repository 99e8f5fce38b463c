import { randomBytes } from "node:crypto";
import pg from "pg";

/** The local PostgreSQL server the tests use when TEST_DATABASE_URL names none. */
export const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/** A database name nobody else uses, e.g. `gallery_test_1a2b3c4d5e6f`. */
export function uniqueDatabaseName(prefix: string) {
  return `${prefix}_${randomBytes(6).toString("hex")}`;
}

/** `serverUrl` with its database part replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `serverUrl`, on a connection of its own. */
export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The rows of one query on the database at `url`, on a connection of its own. */
export async function queryRows<Row extends Record<string, unknown>>(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Creates the database `name` on the server of `serverUrl`, empty or as a copy
 * of `template`, and returns its URL and a function that drops it.
 */
export async function createDatabase(
  serverUrl: string,
  name: string,
  { template }: { template?: string } = {},
) {
  const statement = template
    ? `create database ${name} template ${template}`
    : `create database ${name}`;
  // Copies of one template made at the same moment can meet the template still in use
  // by the copy before; PostgreSQL refuses those, so wait a moment and try again.
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(serverUrl, statement);
      break;
    } catch (error) {
      const inUse =
        error instanceof Error && /is being accessed by other users/.test(error.message);
      if (!inUse || attempt >= 20) throw error;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
  };
}

/** Drops the database `name` on the server of `serverUrl`, ending its connections. */
export function dropDatabase(serverUrl: string, name: string) {
  return adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
