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

  it("takes the e-mailed code as six digits, and an empty code as none", () => {
    const base = { email: "a@b.co", password: "secret" };
    expect(loginSchema.parse({ ...base, code: " 012345 " }).code).toBe("012345");
    expect(loginSchema.parse({ ...base, code: "" }).code).toBeUndefined();
    expect(loginSchema.parse(base).code).toBeUndefined();
    for (const code of ["12345", "1234567", "12a456"]) {
      const result = loginSchema.safeParse({ ...base, code });
      expect(result.success, code).toBe(false);
      if (!result.success) {
        expect(fieldErrors(result.error).code).toBe("Enter the 6-digit code from the e-mail");
      }
    }
  });
});
