import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "~/routes/login";
import { createTestDatabase } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  settle,
  signedInMember,
  signedRequest,
  TEST_ORIGIN,
  TEST_PASSWORD,
} from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Return addresses that must never take the member to another site. */
const FOREIGN = [
  "/.//evil.example",
  "/..//evil.example",
  "/%2e//evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\/\\/evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "https:evil.example",
  "https://evil.example/",
  "javascript:alert(1)",
];

/** Where a browser would go after the answer's Location header. */
function destination(response: Response) {
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!, TEST_ORIGIN);
}

describe("the sign-in page's return address", () => {
  it("sends a signed-in member on only to a path of this site", async () => {
    const member = await signedInMember(database.db);
    for (const target of FOREIGN) {
      const path = `/login?redirectTo=${encodeURIComponent(target)}`;
      const answer = await settle(() =>
        loginLoader(routeArgs(signedRequest(path, member.cookie)) as never),
      );
      const to = destination(answer as Response);
      expect(to.origin, target).toBe(TEST_ORIGIN);
      expect(to.pathname, target).toBe("/");
    }
    const back = await settle(() =>
      loginLoader(
        routeArgs(
          signedRequest("/login?redirectTo=%2Fprofile%3Ftab%3Dplan", member.cookie),
        ) as never,
      ),
    );
    expect((back as Response).headers.get("location")).toBe("/profile?tab=plan");
  });

  it("sends a member who just signed in on only to a path of this site", async () => {
    const member = await signedInMember(database.db);
    for (const target of [...FOREIGN, "/artwork/1"]) {
      const request = formPost(
        "/login",
        { email: member.email, password: TEST_PASSWORD, redirectTo: target },
        null,
      );
      const answer = await settle(() => loginAction(routeArgs(request) as never));
      const to = destination(answer as Response);
      expect(to.origin, target).toBe(TEST_ORIGIN);
      expect(to.pathname, target).toBe(target === "/artwork/1" ? "/artwork/1" : "/");
    }
  });
});
