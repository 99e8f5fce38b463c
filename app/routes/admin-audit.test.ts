import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, emailOutbox, subscriptionPlans } from "~/db/schema";
import { deleteAccount } from "~/features/accounts/index.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import * as auditRoute from "~/routes/admin-audit";
import { action as invitationsAction } from "~/routes/admin-invitations";
import { action as plansAction } from "~/routes/admin-plans";
import { action as forgotAction } from "~/routes/forgot-password";
import { action as loginAction } from "~/routes/login";
import { action as resetAction } from "~/routes/reset-password";
import { audit } from "~/services/audit.server";
import { createTestDatabase } from "../../tests/support/database";
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

type AuditPage = Awaited<ReturnType<typeof auditRoute.loader>>;

async function auditPage(query = ""): Promise<AuditPage> {
  return auditRoute.loader(routeArgs(admin.request(`/admin/audit${query}`)) as never);
}

describe("/admin/audit", () => {
  it("shows an invitation with who sent it, to whom, and after", async () => {
    await invitationsAction(
      routeArgs(
        formPost(
          "/admin/invitations",
          { email: "audit.invitee@example.com", notes: "Potter" },
          admin.cookie,
        ),
      ) as never,
    );
    const page = await auditPage("?kind=invitation.sent");
    expect(page.entries[0]).toMatchObject({
      kind: "invitation.sent",
      kindLabel: "Invitation sent",
      actor: { id: admin.userId, name: expect.stringContaining("Ada Admin") },
      subject: "Invitation to audit.invitee@example.com",
      changes: expect.arrayContaining([
        { field: "email", label: "E-mail", before: "—", after: "audit.invitee@example.com" },
        { field: "notes", label: "Notes", before: "—", after: "Potter" },
      ]),
    });
  });

  it("shows a plan change's before → after and reason, filtered by actor and kind", async () => {
    const [supporter] = await database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Supporter"));
    await plansAction(
      routeArgs(
        formPost(
          "/admin/plans",
          {
            intent: "update",
            planId: supporter!.id,
            name: "Supporter",
            price: "12",
            tier: "1",
            promotionStars: "5",
            revealsPerMonth: "5",
            maxArtworks: "8",
            maxCuratorSpaces: "1",
            status: "active",
            reason: "Spring pricing",
          },
          admin.cookie,
        ),
      ) as never,
    );
    const page = await auditPage(`?actor=${admin.userId}&kind=plan.changed`);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kindLabel: "Plan changed",
      subject: "Plan Supporter",
      reason: "Spring pricing",
      changes: [
        { field: "priceCents", label: "Monthly price", before: "$10", after: "$12" },
        { field: "maxArtworks", label: "Max artworks", before: "10", after: "8" },
      ],
    });
    expect(page.filters).toMatchObject({ actor: admin.userId, kind: "plan.changed", page: 1 });
    expect(page.actors.map((a) => a.id)).toContain(admin.userId);
    // Put back for the other tests of this file.
    await database.db
      .update(subscriptionPlans)
      .set({ priceCents: 1000, maxArtworks: 10 })
      .where(eq(subscriptionPlans.id, supporter!.id));
  });

  it("records a sign-in limit once per window, with the member and the reason", async () => {
    const target = await signedInMember(database.db);
    const attempt = () => {
      const request = formPost(
        "/login",
        { email: target.email, password: "wrong guess", redirectTo: "/" },
        null,
      );
      request.headers.set(CLIENT_ADDRESS_HEADER, "198.51.100.77");
      return settle(() => loginAction(routeArgs(request) as never));
    };
    for (let i = 0; i < 13; i++) await attempt();
    const page = await auditPage(`?member=${target.userId}`);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({
      kind: "auth.sign-in-limited",
      actor: null,
      member: { id: target.userId },
      reason: "More than 10 failed sign-in attempts at one account from one address in 15 minutes",
      changes: [{ label: "Sign-in", before: "—", after: "refused for 15 minutes" }],
    });
    expect(page.memberName).toContain("Mo Member");
  });

  it("records a password reset and an account deletion against the member", async () => {
    const leaving = await signedInMember(database.db);
    await forgotAction(
      routeArgs(formPost("/forgot-password", { email: leaving.email }, null)) as never,
    );
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, leaving.email));
    const token = mail?.textBody?.match(/reset-password\/([A-Za-z0-9_-]+)/)?.[1] ?? "";
    await settle(() =>
      resetAction(
        routeArgs(
          formPost(
            "/reset-password",
            { token, password: "a-new-password-1", confirmPassword: "a-new-password-1" },
            null,
          ),
        ) as never,
      ),
    );
    // Before the account goes, the member is the actor: they used their own link.
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.subjectId, leaving.userId)),
    ).toMatchObject([{ action: "auth.password-reset", actorId: leaving.userId }]);

    await deleteAccount(database.db, leaving.userId);
    const page = await auditPage(`?member=${leaving.userId}`);
    expect(page.entries.map((e) => e.kind)).toEqual(["account.deleted", "auth.password-reset"]);
    expect(page.entries[0]).toMatchObject({
      actor: null,
      member: { id: leaving.userId, name: expect.stringMatching(/^@user_\w+ \(deleted\)$/) },
      reason: "The member deleted their own account",
      changes: [{ label: "Account", before: "active", after: "deleted" }],
    });
    // The entry outlives the account; its actor is then no one.
    expect(page.entries[1]).toMatchObject({
      reason: "A password reset link e-mailed to the member was used",
      actor: null,
    });
    expect(page.memberName).toMatch(/\(deleted\)$/);
  });

  it("pages in SQL, newest first, and names bad filters instead of failing", async () => {
    const subject = await signedInMember(database.db);
    for (let i = 0; i < 30; i++) {
      await audit(database.db, {
        actorId: admin.userId,
        action: "subscription.changed",
        subjectType: "user",
        subjectId: subject.userId,
        details: { before: { status: "active" }, after: { status: "past_due" }, reason: `#${i}` },
      });
    }
    const first = await auditPage(`?member=${subject.userId}`);
    expect(first.entries).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = await auditPage(`?member=${subject.userId}&page=2`);
    expect(second.entries).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    const ids = new Set([...first.entries, ...second.entries].map((e) => e.id));
    expect(ids.size).toBe(30);

    const bad = await auditPage("?actor=nobody&member=1%3Bdrop&kind=plan.deleted&page=-4");
    expect(bad.filters).toEqual({ actor: null, member: null, kind: null, page: 1 });
    expect(bad.problems).toEqual([
      "The actor filter was not a member's id and was ignored.",
      "The member filter was not a valid id and was ignored.",
      "That kind of entry does not exist; all kinds are shown.",
      "That page does not exist; the first page is shown.",
    ]);
    const nul = await auditPage("?actor=%00&member=%00&kind=%00&page=1e300");
    expect(nul.filters).toEqual({ actor: null, member: null, kind: null, page: 1 });
    // Control characters are dropped, so a filter of only NUL is no filter at all.
    expect(nul.problems).toEqual(["That page does not exist; the first page is shown."]);
    const system = await auditPage("?actor=system");
    expect(system.entries.every((e) => e.actor === null)).toBe(true);
  });

  it("is read only and for admins only: members are sent home, nothing is removed", async () => {
    const before = await database.db.select().from(auditLog);
    const path = "/admin/audit";
    const visitor = await settle(() =>
      auditRoute.loader(routeArgs(signedRequest(path, null)) as never),
    );
    expect((visitor as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Faudit",
    );
    const handlers: ((args: never) => Promise<unknown>)[] = [auditRoute.loader, auditRoute.action];
    for (const handler of handlers) {
      const init =
        handler === handlers[1]
          ? { method: "POST", body: new URLSearchParams({ id: before[0]!.id }) }
          : {};
      const asMember = await settle(() => handler(routeArgs(member.request(path, init)) as never));
      expect((asMember as Response).headers.get("Location")).toBe("/");
    }
    const asAdmin = await settle(() =>
      auditRoute.action(
        routeArgs(
          admin.request(path, { method: "POST", body: new URLSearchParams({ intent: "delete" }) }),
        ) as never,
      ),
    );
    expect((asAdmin as Response).status).toBe(405);
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });
});
