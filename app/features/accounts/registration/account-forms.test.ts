import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invitations, profiles, user } from "~/db/schema";
import { registerSchema } from "~/features/accounts/schema";
import { fieldErrors } from "~/lib/http/field-errors";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { action as profileAction } from "~/routes/profile";
import { action as registerAction } from "~/routes/register";
import { createTestDatabase } from "../../../../tests/support/database";
import { formPost, routeArgs, signedInMember } from "../../../../tests/support/sessions";

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

describe("account forms", () => {
  it("shows 'Passwords do not match' with the other errors, not only when all else is valid", () => {
    const parsed = registerSchema.safeParse({
      email: "",
      fullName: "",
      password: "murals-and-light",
      confirmPassword: "murals-and-lights",
      terms: false,
    });
    expect(parsed.success).toBe(false);
    const errors = fieldErrors(parsed.error!);
    expect(errors).toMatchObject({
      email: "Email is required",
      fullName: "Full name is required",
      terms: "You must agree to the terms and conditions",
      confirmPassword: "Passwords do not match",
    });
    // An empty confirmation still asks for one first.
    const empty = registerSchema.safeParse({ password: "murals-and-light", confirmPassword: "" });
    expect(fieldErrors(empty.error!).confirmPassword).toBe("Please confirm your password");
  });

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

  it("refuses a NUL in each text field of the profile with a 400, changing nothing", async () => {
    const member = await signedInMember(database.db);
    const fields = {
      intent: "update",
      fullName: "Ada Lovelace",
      bio: "Paints with numbers.",
      location: "Baltimore, MD",
      zipCode: "21218",
      instagramHandle: "ada.paints",
      facebookProfileUrl: "https://www.facebook.com/ada.lovelace",
    };
    const [before] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.userId));
    for (const field of ["fullName", "bio", "location", "facebookProfileUrl"] as const) {
      const result = (await profileAction(
        routeArgs(
          formPost("/profile", { ...fields, [field]: `${fields[field]}\u0000` }, member.cookie),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
      expect(result.data.fieldErrors?.[field], field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    for (const field of ["zipCode", "instagramHandle"] as const) {
      const result = (await profileAction(
        routeArgs(
          formPost("/profile", { ...fields, [field]: `${fields[field]}\u0000` }, member.cookie),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
    }
    const [after] = await database.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(after).toEqual(before);
  });
});
