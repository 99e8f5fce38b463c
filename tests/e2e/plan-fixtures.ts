import { test as base, DEMO_ADMIN, type FreshMember, type Page } from "./fixtures";

export * from "./fixtures";

type PlanFixtures = {
  /**
   * A new member (see `freshMember`) whom the admin has then put on the plan named
   * `plan` through Manage Subscriptions, e.g. "Supporter" or "Patron".
   */
  memberOnPlan: (plan: string) => Promise<FreshMember>;
};

/** The journeys' fixtures, and members on a plan of the journey's choosing. */
export const test = base.extend<PlanFixtures>({
  memberOnPlan: async ({ freshMember, signedInPage, baseURL }, use) => {
    let admin: Page | undefined;
    await use(async (plan) => {
      const member = await freshMember();
      admin ??= await signedInPage(DEMO_ADMIN);
      const page = await (await admin.request.get("/admin/subscriptions")).text();
      const planId = page.match(new RegExp(`<option value="([0-9a-f-]{36})"[^>]*>${plan}\\b`))?.[1];
      if (!planId) throw new Error(`No plan named ${plan} on /admin/subscriptions`);
      const added = await admin.request.post("/admin/subscriptions", {
        form: { intent: "add", userId: member.id, planId },
        headers: { Origin: baseURL! },
      });
      if (!added.ok()) throw new Error(`Putting ${member.handle} on ${plan} failed`);
      return member;
    });
  },
});
