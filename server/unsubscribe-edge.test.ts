import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailPreferences, unsubscribeToken } from "~/features/mail-preferences/index.server";
import { FOREIGN_ORIGIN_MESSAGE } from "~/lib/http/same-origin";
import { action } from "../app/routes/unsubscribe";
import { createTestDatabase } from "../tests/support/database";
import { type HttpApp, startHttpApp } from "../tests/support/http-app";
import { type SignedIn, signedInMember } from "../tests/support/sessions";

// A mail provider's one-click unsubscribe (RFC 8058) through the app's HTTP stack:
// the edge lets a cross-site POST reach exactly /unsubscribe/{token}, nothing else.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: SignedIn;
let httpApp: HttpApp;
let base: string;
let otherRoutes = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  member = await signedInMember(database.db);
  httpApp = await startHttpApp(async (request) => {
    const path = new URL(request.url).pathname;
    const token = path.match(/^\/unsubscribe\/([^/]+)$/)?.[1];
    if (token !== undefined) {
      const answer = (await action({
        request,
        params: { token },
        context: new RouterContextProvider(),
      } as never)) as unknown as { data: { state: string }; init: ResponseInit | null };
      return Response.json(answer.data, { status: answer.init?.status ?? 200 });
    }
    otherRoutes += 1;
    return new Response("another route");
  });
  base = httpApp.base;
});
afterAll(async () => {
  await httpApp.close();
  await database.drop();
});

/** What a provider sends: the RFC 8058 body, from its own site, without cookies. */
function crossSitePost(path: string, headers: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });
}

const FOREIGN: Record<string, string>[] = [
  { Origin: "https://mail.example" },
  { "Sec-Fetch-Site": "cross-site" },
  { Referer: "https://mail.example/inbox" },
  { Origin: "null" },
];

describe("one-click unsubscribe behind the HTTP edge", () => {
  it("passes a cross-site POST without cookies to /unsubscribe/{token}, which unsubscribes", async () => {
    const token = unsubscribeToken(member.userId, "message-notice");
    for (const headers of FOREIGN) {
      const response = await crossSitePost(`/unsubscribe/${token}`, headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ state: "done", kind: "message-notice" });
    }
    expect((await mailPreferences(database.db, member.userId))["message-notice"]).toBe(false);
  });

  it("answers a bad token from another site with a 400, never a 403 or a 500", async () => {
    const response = await crossSitePost("/unsubscribe/not-a-real-token", FOREIGN[0]!);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ state: "bad" });
  });

  it("still refuses cross-site POSTs to every other address, near ones included", async () => {
    const token = unsubscribeToken(member.userId, "lease-ending");
    const before = otherRoutes;
    for (const path of [
      `/unsubscribe/${token}/`,
      `/unsubscribe/${token}.data`,
      `/unsubscribe/${token}/more`,
      "/unsubscribe/",
      "/unsubscribe",
      "/email-preferences",
      "/profile",
      `/x/unsubscribe/${token}`,
    ]) {
      for (const headers of FOREIGN) {
        const response = await crossSitePost(path, headers);
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(await response.text()).toBe(FOREIGN_ORIGIN_MESSAGE);
      }
    }
    expect(otherRoutes).toBe(before);
    expect((await mailPreferences(database.db, member.userId))["lease-ending"]).toBe(true);
  });
});
