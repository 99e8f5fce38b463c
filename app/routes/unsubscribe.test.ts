import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailPreferences, unsubscribeToken } from "~/features/mail-preferences/index.server";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action as preferencesAction, loader as preferencesLoader } from "./email-preferences";
import { action, loader } from "./unsubscribe";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

function args(request: Request, token: string) {
  return { ...routeArgs(request), params: { token } } as never;
}

/** What a mail provider sends for one-click unsubscribe (RFC 8058): no cookie. */
function oneClick(token: string) {
  return formPost(`/unsubscribe/${token}`, { "List-Unsubscribe": "One-Click" }, null);
}

const BAD_TOKENS = (good: string) => [
  `${good.slice(0, 30)}${good[30] === "x" ? "y" : "x"}${good.slice(31)}`,
  good.slice(0, -4),
  "not-a-token",
  "A".repeat(300),
];

describe("/unsubscribe/{token}", () => {
  it("opened (GET) only asks, naming the kind; nothing is unsubscribed", async () => {
    const token = unsubscribeToken(member.userId, "message-notice");
    const answer = answerOf(
      await loader(args(signedRequest(`/unsubscribe/${token}`, null), token)),
    );
    expect(answer).toEqual({ status: 200, body: { state: "ask", kind: "message-notice" } });
    expect((await mailPreferences(database.db, member.userId))["message-notice"]).toBe(true);
  });

  it("a one-click POST without a session unsubscribes; again it answers the same", async () => {
    const someone = await signedInMember(database.db);
    const token = unsubscribeToken(someone.userId, "lease-ending");
    for (let time = 0; time < 2; time++) {
      const answer = answerOf(await action(args(oneClick(token), token)));
      expect(answer).toEqual({ status: 200, body: { state: "done", kind: "lease-ending" } });
    }
    const preferences = await mailPreferences(database.db, someone.userId);
    expect(preferences["lease-ending"]).toBe(false);
    expect(preferences["message-notice"]).toBe(true);
  });

  it("the page's own button (an empty POST) unsubscribes too", async () => {
    const someone = await signedInMember(database.db);
    const token = unsubscribeToken(someone.userId, "saved-search-alert");
    const request = formPost(`/unsubscribe/${token}`, {}, someone.cookie);
    expect(answerOf(await action(args(request, token))).status).toBe(200);
    expect((await mailPreferences(database.db, someone.userId))["saved-search-alert"]).toBe(false);
  });

  it("a changed, cut or made-up token answers 400 with its page, on GET and POST, changing nothing", async () => {
    const someone = await signedInMember(database.db);
    const good = unsubscribeToken(someone.userId, "favourite-alert");
    for (const bad of BAD_TOKENS(good)) {
      const opened = answerOf(await loader(args(signedRequest(`/unsubscribe/${bad}`, null), bad)));
      expect(opened).toEqual({ status: 400, body: { state: "bad" } });
      const posted = answerOf(await action(args(oneClick(bad), bad)));
      expect(posted).toEqual({ status: 400, body: { state: "bad" } });
    }
    expect((await mailPreferences(database.db, someone.userId))["favourite-alert"]).toBe(true);
  });
});

describe("/email-preferences", () => {
  it("shows every switch on at first, and saves what the member switches", async () => {
    const someone = await signedInMember(database.db);
    const page = (await preferencesLoader(
      routeArgs(someone.request("/email-preferences")) as never,
    )) as { preferences: Record<string, boolean> };
    expect(page.preferences).toEqual({
      "message-notice": true,
      "lease-ending": true,
      "saved-search-alert": true,
      "favourite-alert": true,
    });

    // Unticked switches send nothing: only lease reminders stay on.
    const saved = await preferencesAction(
      routeArgs(formPost("/email-preferences", { "lease-ending": "on" }, someone.cookie)) as never,
    );
    expect(answerOf(saved)).toEqual({ status: 200, body: { ok: true } });
    expect(await mailPreferences(database.db, someone.userId)).toEqual({
      "message-notice": false,
      "lease-ending": true,
      "saved-search-alert": false,
      "favourite-alert": false,
    });
  });

  it("refuses a switch with a value it does not know, with a 400", async () => {
    const someone = await signedInMember(database.db);
    const answer = answerOf(
      await preferencesAction(
        routeArgs(
          formPost("/email-preferences", { "message-notice": "maybe" }, someone.cookie),
        ) as never,
      ),
    );
    expect(answer.status).toBe(400);
    expect((await mailPreferences(database.db, someone.userId))["message-notice"]).toBe(true);
  });
});
