import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invitations, subscriptionPlans } from "~/db/schema";
import * as auditRoute from "~/routes/admin-audit";
import * as dashboardRoute from "~/routes/admin-dashboard";
import * as invitationsRoute from "~/routes/admin-invitations";
import * as outboxRoute from "~/routes/admin-outbox";
import * as paymentsRoute from "~/routes/admin-payments";
import * as plansRoute from "~/routes/admin-plans";
import { createTestDatabase } from "../../tests/support/database";
import { toastOf } from "../../tests/support/owned-items-kit";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = await signedInMember(database.db, { admin: true });
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

/** The body of a `data()` answer, or the plain object a loader returned. */
function unwrap<T>(result: T) {
  const value = result as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (value && typeof value === "object" && value.type === "DataWithResponseInit") {
    return { body: value.data, status: value.init?.status ?? 200 };
  }
  return { body: result as unknown, status: 200 };
}

type Loader = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

const pages: { path: string; loader: Loader }[] = [
  { path: "/admin/dashboard", loader: dashboardRoute.loader },
  { path: "/admin/invitations?q=x", loader: invitationsRoute.loader },
  { path: "/admin/outbox", loader: outboxRoute.loader },
  { path: "/admin/plans", loader: plansRoute.loader as Loader },
  { path: "/admin/audit?kind=plan.changed", loader: auditRoute.loader as Loader },
  { path: "/admin/payments?view=attention", loader: paymentsRoute.loader as Loader },
];

type Action = (args: ReturnType<typeof routeArgs>) => Promise<unknown>;

/** Every admin action, with a body that would change something if it were let through. */
const actions: { path: string; action: Action; fields: Record<string, string> }[] = [
  { path: "/admin/dashboard", action: dashboardRoute.action as Action, fields: {} },
  {
    path: "/admin/invitations",
    action: invitationsRoute.action as Action,
    fields: { email: "member-invites@example.com" },
  },
  {
    path: "/admin/plans",
    action: plansRoute.action as Action,
    fields: {
      intent: "create",
      name: "Member Made",
      price: "0",
      tier: "3",
      promotionStars: "99",
      revealsPerMonth: "99",
      maxArtworks: "99",
      maxCuratorSpaces: "99",
      status: "active",
    },
  },
  { path: "/admin/audit", action: auditRoute.action as Action, fields: { intent: "delete" } },
  {
    path: "/admin/payments",
    action: paymentsRoute.action as Action,
    fields: {
      intent: "refund",
      transactionId: "00000000-0000-4000-8000-000000000000",
      reason: "A member's own refund",
    },
  },
];

describe("admin guard", () => {
  for (const page of pages) {
    it(`${page.path}: visitors go to sign in, members home`, async () => {
      const visitor = await settle(() => page.loader(routeArgs(signedRequest(page.path, null))));
      expect(visitor).toBeInstanceOf(Response);
      expect((visitor as Response).status).toBe(302);
      expect((visitor as Response).headers.get("Location")).toBe(
        `/login?redirectTo=${encodeURIComponent(page.path)}`,
      );

      const asMember = await settle(() => page.loader(routeArgs(member.request(page.path))));
      expect(asMember).toBeInstanceOf(Response);
      expect((asMember as Response).headers.get("Location")).toBe("/");
      // Home tells them why (the spec's 'Access Denied').
      expect(toastOf((asMember as Response).headers.get("Set-Cookie"))).toEqual({
        message: "Access Denied: You don't have permission to access this page.",
        color: "red",
      });

      const asAdmin = await settle(() => page.loader(routeArgs(admin.request(page.path))));
      expect(asAdmin).not.toBeInstanceOf(Response);
    });
  }

  it("the invitations action refuses visitors and members, and invites nobody", async () => {
    const fields = { email: "sneaky@example.com", notes: "" };
    const visitor = await settle(() =>
      invitationsRoute.action(routeArgs(formPost("/admin/invitations", fields, null))),
    );
    expect((visitor as Response).status).toBe(302);
    expect((visitor as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Finvitations",
    );

    const asMember = await settle(() =>
      invitationsRoute.action(routeArgs(formPost("/admin/invitations", fields, member.cookie))),
    );
    expect((asMember as Response).headers.get("Location")).toBe("/");

    const rows = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, "sneaky@example.com"));
    expect(rows).toEqual([]);
  });
});

describe("every admin action refuses a member", () => {
  for (const { path, action, fields } of actions) {
    it(`POST ${path}: a member is sent home and nothing changes`, async () => {
      const tables = async () => ({
        plans: await database.db.select().from(subscriptionPlans),
        audit: await database.db.select().from(auditLog),
        invitations: await database.db.select().from(invitations),
      });
      const before = await tables();
      const asMember = await settle(() => action(routeArgs(formPost(path, fields, member.cookie))));
      expect(asMember).toBeInstanceOf(Response);
      expect((asMember as Response).status).toBe(302);
      expect((asMember as Response).headers.get("Location")).toBe("/");
      expect(await tables()).toEqual(before);
    });
  }
});

describe("/admin/dashboard", () => {
  it("has the four counts and twelve weeks of new members and transactions", async () => {
    const page = (await dashboardRoute.loader(
      routeArgs(admin.request("/admin/dashboard")) as never,
    )) as Awaited<ReturnType<typeof dashboardRoute.loader>>;
    expect(page.counts.totalUsers).toBeGreaterThanOrEqual(2);
    expect(page.weeks).toHaveLength(12);
    expect(page.weeks.at(-1)?.members).toBeGreaterThanOrEqual(2);
  });
});

describe("/admin/invitations", () => {
  const post = (fields: Record<string, string>) =>
    invitationsRoute.action(routeArgs(formPost("/admin/invitations", fields, admin.cookie)));

  it("sends an invitation and lists it, searchable by e-mail and notes", async () => {
    const result = unwrap(await post({ email: " Friend@Example.com ", notes: "Printmaker" }));
    expect(result).toEqual({ status: 200, body: { ok: true, email: "friend@example.com" } });

    const all = await invitationsRoute.loader(routeArgs(admin.request("/admin/invitations")));
    expect(all.search).toBe("");
    expect(all.delivery).toBe("outbox");
    expect(all.invitations[0]).toMatchObject({
      email: "friend@example.com",
      status: "pending",
      notes: "Printmaker",
    });
    expect(all.invitations.find((r) => r.email === admin.email)?.status).toBe("registered");

    const byNotes = await invitationsRoute.loader(
      routeArgs(admin.request("/admin/invitations?q=printMAKER")),
    );
    expect(byNotes.search).toBe("printMAKER");
    expect(byNotes.invitations.map((r) => r.email)).toEqual(["friend@example.com"]);

    const none = await invitationsRoute.loader(
      routeArgs(admin.request("/admin/invitations?q=zzz-nothing")),
    );
    expect(none.invitations).toEqual([]);

    const outbox = await outboxRoute.loader(
      routeArgs(admin.request("/admin/outbox?q=friend@example")),
    );
    expect(outbox.mails).toHaveLength(1);
    expect(outbox.mails[0]?.text).toMatch(/\/register\?invite=/);
  });

  it("answers bad input with 400 and the spec's message", async () => {
    expect(unwrap(await post({ email: "   ", notes: "" }))).toMatchObject({
      status: 400,
      body: { ok: false, error: "Please enter an email address" },
    });
    expect(unwrap(await post({ notes: "no e-mail at all" }))).toMatchObject({
      status: 400,
    });
    expect(unwrap(await post({ email: "not-an-email" }))).toMatchObject({
      status: 400,
      body: {
        ok: false,
        error: "Invalid email address",
        fieldErrors: { email: "Invalid email address" },
      },
    });
    expect(unwrap(await post({ email: "ok@example.com", notes: "x".repeat(501) }))).toMatchObject({
      status: 400,
      body: { ok: false, error: "Notes cannot exceed 500 characters" },
    });
  });

  it("refuses an address that has registered with 409 and the message", async () => {
    expect(unwrap(await post({ email: member.email }))).toMatchObject({
      status: 409,
      body: { ok: false, error: "This email address has already registered" },
    });
  });
});

describe("/admin/dashboard", () => {
  it("shows the counts", async () => {
    const result = await dashboardRoute.loader(routeArgs(admin.request("/admin/dashboard")));
    expect(result.counts.totalUsers).toBe(2);
    expect(result.counts.pendingInvitations).toBeGreaterThanOrEqual(0);
  });
});
