import { describe, expect, it } from "vitest";
import { checkoutPath, messagesPath, signInThen } from "./links";

describe("links", () => {
  it("builds the checkout, messages and sign-in links", () => {
    expect(checkoutPath("a1", "lease")).toBe("/checkout/a1?type=lease");
    expect(messagesPath("u1", "a1")).toBe("/messages?to=u1&artwork=a1");
    expect(signInThen("/messages?to=u1&artwork=a1")).toBe(
      "/login?redirectTo=%2Fmessages%3Fto%3Du1%26artwork%3Da1",
    );
  });
});
