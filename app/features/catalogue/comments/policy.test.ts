import { describe, expect, it } from "vitest";
import { commentGate } from "./policy";

describe("comment gate", () => {
  it("reads 'sign in' for visitors, 'upgrade' below tier 1, and opens from tier 1", () => {
    expect(commentGate(null)).toBe("sign-in");
    expect(commentGate({ tier: 0 })).toBe("upgrade");
    expect(commentGate({ tier: 1 })).toBe("open");
    expect(commentGate({ tier: 3 })).toBe("open");
  });
});
