import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, user } from "~/db/schema";
import { hashToken } from "~/features/accounts/index.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { createTestDatabase } from "../../tests/support/database";
import { toastOf } from "../../tests/support/owned-items-kit";
import { formPost, routeArgs, settle } from "../../tests/support/sessions";
import { action as registerAction } from "./register";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

type Failure = {
  data: { ok: false; error: string; fieldErrors?: Record<string, string> };
  init: ResponseInit;
};

const REGISTRATION = {
  intent: "register",
  email: "nul.test@example.com",
  fullName: "Imani Carter",
  username: "imani_nul",
  country: "US",
  phone: "(410) 555-0199",
  city: "Baltimore",
  state: "MD",
  zipCode: "21218",
  password: "murals-and-light",
  confirmPassword: "murals-and-light",
  terms: "on",
};

describe("/register", () => {
  it("refuses a NUL in each text field of the registration form with a 400, storing nothing", async () => {
    await database.db.insert(invitations).values({ email: REGISTRATION.email });
    for (const field of ["fullName", "city", "state"] as const) {
      const result = (await registerAction(
        routeArgs(
          formPost("/register", { ...REGISTRATION, [field]: `${REGISTRATION[field]}\u0000` }, null),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
      expect(result.data.fieldErrors?.[field], field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    // The other fields have patterns that a NUL cannot pass: still a 400, never a 500.
    for (const field of ["email", "username", "phone", "zipCode"] as const) {
      const result = (await registerAction(
        routeArgs(
          formPost("/register", { ...REGISTRATION, [field]: `${REGISTRATION[field]}\u0000` }, null),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
      expect(result.data.fieldErrors?.[field], field).toBeTruthy();
    }
    expect(await database.db.select().from(user).where(eq(user.email, REGISTRATION.email))).toEqual(
      [],
    );
    const [invitation] = await database.db
      .select()
      .from(invitations)
      .where(eq(invitations.email, REGISTRATION.email));
    expect(invitation?.status).toBe("pending");
  });

  it("tells whoever registers through the invitation link that the account is ready, anyone else to confirm the e-mail", async () => {
    const register = async (fields: Record<string, string>) =>
      (await registerAction(
        routeArgs(formPost("/register", { ...REGISTRATION, ...fields }, null)) as never,
      )) as unknown as Response;

    const token = "link-token-for-the-welcome-test";
    const linked = "linked.toast@example.com";
    await database.db.insert(invitations).values({ email: linked, tokenHash: hashToken(token) });
    const withLink = await register({
      email: linked,
      username: "linked_toast",
      inviteToken: token,
    });
    expect(withLink.status).toBe(302);
    expect(withLink.headers.get("Location")).toBe("/login");
    expect(toastOf(withLink.headers.get("Set-Cookie"))?.message).toBe(
      "Registration successful! Your account is ready. Please sign in.",
    );

    const unlinked = "unlinked.toast@example.com";
    await database.db.insert(invitations).values({ email: unlinked });
    const withoutLink = await register({ email: unlinked, username: "unlinked_toast" });
    expect(withoutLink.status).toBe(302);
    expect(toastOf(withoutLink.headers.get("Set-Cookie"))?.message).toBe(
      "Registration successful! Please check your email to verify your account.",
    );
    const verified = await database.db
      .select({ email: user.email, emailVerified: user.emailVerified })
      .from(user)
      .where(inArray(user.email, [linked, unlinked]))
      .orderBy(user.email);
    expect(verified).toEqual([
      { email: linked, emailVerified: true },
      { email: unlinked, emailVerified: false },
    ]);
  });

  describe("from one shared address", () => {
    /** The registration form posted from `address` with `fields` over REGISTRATION's. */
    async function registerFrom(address: string, fields: Partial<typeof REGISTRATION>) {
      const request = formPost("/register", { ...REGISTRATION, ...fields }, null);
      request.headers.set(CLIENT_ADDRESS_HEADER, address);
      const result = await settle(() => registerAction(routeArgs(request) as never));
      if (result instanceof Response) return result.status;
      return (result as unknown as Failure).init.status;
    }

    it("registers 15 invited members from one address: successes do not use up its allowance", async () => {
      for (let i = 0; i < 15; i++) {
        const email = `launch-${i}@example.com`;
        await database.db.insert(invitations).values({ email });
        expect(await registerFrom("192.0.2.50", { email, username: `launch_${i}` }), email).toBe(
          302,
        );
      }
      const registered = await database.db.select().from(user);
      expect(registered.filter((u) => u.email.startsWith("launch-"))).toHaveLength(15);
    });

    it("still refuses an address after 10 failed registrations in an hour", async () => {
      for (let i = 0; i < 10; i++) {
        const status = await registerFrom("192.0.2.60", {
          email: `not-invited-${i}@example.com`,
          username: `not_invited_${i}`,
        });
        expect(status).toBeGreaterThanOrEqual(400);
        expect(status).toBeLessThan(429);
      }
      const email = "invited-late@example.com";
      await database.db.insert(invitations).values({ email });
      expect(await registerFrom("192.0.2.60", { email, username: "invited_late" })).toBe(429);
      // Another address is not touched.
      expect(await registerFrom("192.0.2.61", { email, username: "invited_late" })).toBe(302);
    });
  });
});
