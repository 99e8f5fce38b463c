import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rows } from "~/db/rows.server";
import { action as invitationsAction } from "~/routes/admin-invitations";
import { action as plansAction } from "~/routes/admin-plans";
import { action as subscriptionsAction } from "~/routes/admin-subscriptions";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import routes from "../routes";

/** Bodies no form reads: each must be a 400 (or another 4xx), never a 500. */
const UNREADABLE = {
  "a JSON body": {
    contentType: "application/json",
    body: JSON.stringify({ intent: "create", name: "Gold", email: "json@example.com" }),
  },
  "a broken multipart body": {
    contentType: "multipart/form-data; boundary=----cut",
    body: '------cut\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncre',
  },
  "a wrong content type": {
    contentType: "text/plain",
    body: "intent=create&name=Gold&email=plain@example.com",
  },
} as const;
type Unreadable = keyof typeof UNREADABLE;
const KINDS = Object.keys(UNREADABLE) as Unreadable[];

type Action = (args: never) => Promise<unknown>;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInMember(database.db, { admin: true });
});
afterAll(async () => {
  await database.drop();
});

function unreadablePost(path: string, kind: Unreadable, cookie: string) {
  const { contentType, body } = UNREADABLE[kind];
  return signedRequest(path, cookie, {
    method: "POST",
    body,
    headers: { "Content-Type": contentType },
  });
}

/** What the action answered; an error it threw instead is what React Router turns into a 500. */
async function statusOf(action: Action, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await settle(() => action({ ...routeArgs(request), params } as never));
    return answerOf(result).status;
  } catch {
    return 500;
  }
}

/** Rows the admin pages could write: invitations, plans, subscriptions and their audit entries. */
async function written() {
  const [counted] = await rows<{ total: number }>(
    database.db,
    sql`
    select (select count(*) from invitations)
         + (select count(*) from subscription_plans)
         + (select count(*) from user_subscriptions)
         + (select count(*) from audit_log) as total`,
  );
  return Number(counted?.total);
}

describe("an unreadable body on the admin pages", () => {
  const pages: [string, Action][] = [
    ["/admin/invitations", invitationsAction as Action],
    ["/admin/subscriptions", subscriptionsAction as Action],
    ["/admin/plans", plansAction as Action],
  ];
  for (const [path, action] of pages) {
    for (const kind of KINDS) {
      it(`${path}: ${kind} answers 400 and writes nothing`, async () => {
        const before = await written();
        const request = unreadablePost(path, kind, admin.cookie);
        const result = await settle(() => action(routeArgs(request) as never));
        const { status, body } = answerOf<{ ok: boolean; error: string }>(result);
        expect(status).toBe(400);
        expect(body).toMatchObject({
          ok: false,
          error: "The form could not be read. Please try again.",
        });
        expect(await written()).toBe(before);
      });
    }
  }
});

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

describe("an unreadable body on any route with an action", () => {
  const modules = import.meta.glob<{ action?: Action }>(["./*.ts", "./*.tsx", "!./*.test.*"]);
  const flat = (list: RouteEntry[]): RouteEntry[] =>
    list.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);
  const withPaths = flat(routes as RouteEntry[]).filter((entry) => entry.path);

  it("is never a 500, signed in as an admin", async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const entry of withPaths) {
      const module = await modules[`./${entry.file.replace(/^routes\//, "")}`]?.();
      if (!module?.action) continue;
      checked += 1;
      // Every parameter is a well-formed id nobody has; a splat is a path under it.
      const params: Record<string, string> = {};
      const path = `/${entry.path}`
        .replace(/:(\w+)/g, (_match, name: string) => {
          params[name] = crypto.randomUUID();
          return params[name];
        })
        .replace(/\*$/, () => {
          params["*"] = "sign-in/email";
          return params["*"];
        });
      for (const kind of KINDS) {
        // A fresh session per request: logging out must not sign the next route's request out.
        const who = await signedInMember(database.db, { admin: true });
        const status = await statusOf(
          module.action,
          unreadablePost(path, kind, who.cookie),
          params,
        );
        if (status >= 500) failures.push(`${entry.file} with ${kind}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(30);
  }, 120_000);
});
