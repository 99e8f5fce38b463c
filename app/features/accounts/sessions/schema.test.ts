import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/http/field-errors";
import { loginSchema } from "./schema";

describe("sign-in rules", () => {
  it.each([
    [{ email: "", password: "x" }, "email", "Email is required"],
    [{ email: "nope", password: "x" }, "email", "Invalid email address"],
    [{ email: "a@b.co", password: "" }, "password", "Password is required"],
  ])("%j gives %s: %s", (input, field, message) => {
    const result = loginSchema.safeParse(input);
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });

  it("defaults Remember me to off", () => {
    expect(loginSchema.parse({ email: "a@b.co", password: "secret" }).rememberMe).toBe(false);
  });
});
