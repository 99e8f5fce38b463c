import { randomBytes } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, invitations, profiles, user } from "~/db/schema";
import { INVITE_LINK_MESSAGES, VERIFICATION_MESSAGES } from "~/features/accounts";
import { hashToken, inviteMember } from "~/features/accounts/index.server";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { action as loginAction } from "~/routes/login";
import { action as registerAction, loader as registerLoader } from "~/routes/register";
import { action as verifyAction } from "~/routes/verify-email";
import { createTestDatabase } from "../../tests/support/database";
import { formPost, routeArgs, settle, signedRequest } from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const PASSWORD = "murals-and-light";
let counter = 0;

/** Invites a fresh address as the admin screen does; returns it and its link's token. */
async function invited() {
  counter += 1;
  const email = `invitee${counter}.${randomBytes(3).toString("hex")}@example.com`;
  const { link } = await inviteMember(database.db, null, { email, notes: null });
  return { email, token: new URL(link).searchParams.get("invite")! };
}

function registerFields(email: string, extra: Record<string, string> = {}) {
  counter += 1;
  return {
    intent: "register",
    email,
    fullName: "Imani Carter",
    username: `imani_${counter}_${randomBytes(2).toString("hex")}`,
    country: "US",
    phone: "(410) 555-0199",
    city: "Baltimore",
    state: "MD",
    zipCode: "21218",
    password: PASSWORD,
    confirmPassword: PASSWORD,
    terms: "on",
    ...extra,
  };
}

/** Posts the registration form from `address`; the answer's status. */
async function register(fields: Record<string, string>, address = "192.0.2.1") {
  const request = formPost("/register", fields, null);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  const result = await settle(() => registerAction(routeArgs(request) as never));
  if (result instanceof Response) return { status: result.status };
  const answer = result as unknown as { data: { error: string }; init: ResponseInit };
  return { status: answer.init?.status ?? 200, error: answer.data.error };
}

async function signIn(email: string, password = PASSWORD) {
  const request = formPost("/login", { email, password, redirectTo: "/" }, null);
  request.headers.set(CLIENT_ADDRESS_HEADER, `198.51.100.${counter % 250}`);
  const result = await settle(() => loginAction(routeArgs(request) as never));
  if (result instanceof Response) return { status: result.status };
  const answer = result as unknown as {
    data: { error: string; unverifiedEmail?: string };
    init: ResponseInit;
  };
  return { status: answer.init.status, ...answer.data };
}

async function accountOf(email: string) {
  const [row] = await database.db.select().from(user).where(eq(user.email, email));
  return row;
}

async function latestMail(email: string, kind: string) {
  const [mail] = await database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt));
  return mail;
}

function verificationToken(text: string | null | undefined) {
  const link = text?.match(/https?:\/\/\S+\/verify-email\?token=\S+/)?.[0];
  return link ? new URL(link).searchParams.get("token") : null;
}

async function verify(fields: Record<string, string>, address = "192.0.2.50") {
  const request = formPost("/verify-email", fields, null);
  request.headers.set(CLIENT_ADDRESS_HEADER, address);
  const result = await settle(() => verifyAction(routeArgs(request) as never));
  if (result instanceof Response)
    return { status: result.status, location: result.headers.get("location") };
  // A plain object is a 200; data() carries its own status.
  if ("init" in (result as object)) {
    const answer = result as unknown as { data: object; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, ...answer.data };
  }
  return { status: 200, ...(result as object) };
}

describe("registration and e-mail verification", () => {
  it("verifies at once with the invitation link's token, and signs in", async () => {
    const { email, token } = await invited();
    expect((await register(registerFields(email, { inviteToken: token }))).status).toBe(302);
    expect((await accountOf(email))?.emailVerified).toBe(true);
    expect(await latestMail(email, "email-verification")).toBeUndefined();
    expect((await signIn(email)).status).toBe(302);
  });

  it("without the token, mails a confirmation link and refuses sign-in until it is followed", async () => {
    const { email } = await invited();
    expect((await register(registerFields(email))).status).toBe(302);
    expect((await accountOf(email))?.emailVerified).toBe(false);

    const refused = await signIn(email);
    expect(refused).toMatchObject({
      status: 403,
      error: VERIFICATION_MESSAGES.notVerified,
      unverifiedEmail: email,
    });
    // A wrong password says nothing about the account's state.
    expect(await signIn(email, "not the password")).toMatchObject({
      status: 401,
      error: "Invalid email or password",
    });

    const token = verificationToken((await latestMail(email, "email-verification"))?.textBody);
    expect(token).toBeTruthy();
    // Opening the link only shows a button; the POST confirms.
    expect((await accountOf(email))?.emailVerified).toBe(false);
    expect(await verify({ intent: "confirm", token: token! })).toMatchObject({
      status: 302,
      location: "/login",
    });
    expect((await accountOf(email))?.emailVerified).toBe(true);
    expect((await signIn(email)).status).toBe(302);
  });

  it("refuses a forged or mangled confirmation link with a 400", async () => {
    expect(await verify({ intent: "confirm", token: "not-a-token" })).toMatchObject({
      status: 400,
      error: VERIFICATION_MESSAGES.invalidLink,
    });
    expect(await verify({ intent: "confirm", token: "" })).toMatchObject({ status: 400 });
  });

  it("resends the link on request, a few times an hour", async () => {
    const { email } = await invited();
    await register(registerFields(email));
    const before = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "email-verification")));
    expect(before).toHaveLength(1);
    for (let i = 0; i < 3; i++) {
      expect(await verify({ intent: "resend", email })).toMatchObject({
        status: 200,
        ok: true,
        message: VERIFICATION_MESSAGES.resent,
      });
    }
    expect((await verify({ intent: "resend", email })).status).toBe(429);
    const after = await database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, "email-verification")));
    expect(after).toHaveLength(4);
    // The newest link works.
    const token = verificationToken((await latestMail(email, "email-verification"))?.textBody);
    expect((await verify({ intent: "confirm", token: token! })).status).toBe(302);
    expect((await signIn(email)).status).toBe(302);
  }, 20_000);

  it("answers a resend for a verified or unknown address the same, sending nothing", async () => {
    const { email, token } = await invited();
    await register(registerFields(email, { inviteToken: token }));
    for (const address of [email, "nobody-here@example.com"]) {
      expect(await verify({ intent: "resend", email: address }, "192.0.2.77")).toMatchObject({
        status: 200,
        message: VERIFICATION_MESSAGES.resent,
      });
      expect(await latestMail(address, "email-verification")).toBeUndefined();
    }
  });

  it("lets the link's holder take back an invitation someone registered without it", async () => {
    const { email, token } = await invited();
    const squatter = registerFields(email, {
      fullName: "Not The Invitee",
      password: "squatters-password",
      confirmPassword: "squatters-password",
    });
    expect((await register(squatter)).status).toBe(302);
    const taken = await accountOf(email);
    expect(taken?.emailVerified).toBe(false);

    // The link still opens the form, and the e-mail check says it is free to use with it.
    const page = (await registerLoader(
      routeArgs(signedRequest(`/register?invite=${token}`, null)) as never,
    )) as { invitedEmail: string | null; inviteToken: string | null; linkProblem: string | null };
    expect(page).toMatchObject({ invitedEmail: email, inviteToken: token, linkProblem: null });

    expect((await register(registerFields(email, { inviteToken: token }))).status).toBe(302);
    const owner = await accountOf(email);
    expect(owner?.id).not.toBe(taken?.id);
    expect(owner?.emailVerified).toBe(true);
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.id, owner!.id));
    expect(profile?.fullName).toBe("Imani Carter");
    expect(await database.db.select().from(profiles).where(eq(profiles.id, taken!.id))).toEqual([]);

    // The squatter's old confirmation link cannot hand the account back.
    const stale = verificationToken((await latestMail(email, "email-verification"))?.textBody);
    await verify({ intent: "confirm", token: stale! });
    expect((await signIn(email, "squatters-password")).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(302);
    // And now the link is used.
    expect((await register(registerFields(email, { inviteToken: token }))).status).toBe(409);
  });

  it("does not let a verified account be replaced, even with the link", async () => {
    const { email, token } = await invited();
    await register(registerFields(email, { inviteToken: token }));
    expect(await register(registerFields(email, { inviteToken: token }))).toMatchObject({
      status: 409,
      error: "This invitation has already been used",
    });
  });

  it("says so when an opened invite link was used or replaced", async () => {
    const open = async (token: string) =>
      (await registerLoader(
        routeArgs(signedRequest(`/register?invite=${token}`, null)) as never,
      )) as { invitedEmail: string | null; linkProblem: string | null };

    const used = await invited();
    await register(registerFields(used.email, { inviteToken: used.token }));
    expect(await open(used.token)).toMatchObject({
      invitedEmail: null,
      linkProblem: INVITE_LINK_MESSAGES.used,
    });

    const replaced = await invited();
    const { link } = await inviteMember(database.db, null, { email: replaced.email, notes: null });
    expect(await open(replaced.token)).toMatchObject({
      invitedEmail: null,
      linkProblem: INVITE_LINK_MESSAGES.invalid,
    });
    expect(await open(new URL(link).searchParams.get("invite")!)).toMatchObject({
      invitedEmail: replaced.email,
      linkProblem: null,
    });
    const [row] = await database.db
      .select({ tokenHash: invitations.tokenHash })
      .from(invitations)
      .where(eq(invitations.email, replaced.email));
    expect(row?.tokenHash).toBe(hashToken(new URL(link).searchParams.get("invite")!));
  });
});
