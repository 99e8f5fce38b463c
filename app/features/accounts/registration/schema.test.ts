import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/http/field-errors";
import { checkRegisterField, joinLocation, normalizePhone, registerSchema } from "./schema";

const valid = {
  email: "Ada@Example.com",
  fullName: "Ada Lovelace",
  username: "ada_l-1",
  country: "US",
  phone: "(410) 555-0123",
  city: "Baltimore",
  state: "MD",
  zipCode: "21201",
  password: "correct horse",
  confirmPassword: "correct horse",
  terms: true,
};

function errorsOf(input: Record<string, unknown>) {
  const result = registerSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("registration rules", () => {
  it("accepts a complete form and lowercases the e-mail", () => {
    const result = registerSchema.parse(valid);
    expect(result.email).toBe("ada@example.com");
  });

  it.each([
    ["email", "", "Email is required"],
    ["email", "not-an-email", "Invalid email address"],
    ["fullName", "   ", "Full name is required"],
    ["username", "", "Username is required"],
    ["username", "ab", "Username must be at least 3 characters"],
    ["username", "a".repeat(31), "Username cannot exceed 30 characters"],
    [
      "username",
      "bad name!",
      "Username can only contain letters, numbers, underscores, and hyphens",
    ],
    ["phone", "12345", "Please enter a valid phone number"],
    ["phone", "", "Please enter a valid phone number"],
    ["city", "", "City is required"],
    ["state", "", "State is required"],
    ["zipCode", "", "Zip code is required"],
    ["zipCode", "1234", "Please enter a valid zip code (e.g., 12345 or 12345-6789)"],
    ["zipCode", "12345-12", "Please enter a valid zip code (e.g., 12345 or 12345-6789)"],
    ["password", "", "Password is required"],
    ["password", "short", "Password must be at least 8 characters"],
    ["confirmPassword", "", "Please confirm your password"],
    ["terms", false, "You must agree to the terms and conditions"],
  ])("%s = %j gives '%s'", (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
    expect(checkRegisterField(field as never, value)).toBe(message);
  });

  it("requires matching passwords", () => {
    expect(errorsOf({ ...valid, confirmPassword: "something else" }).confirmPassword).toBe(
      "Passwords do not match",
    );
  });

  it.each([
    "4105550123",
    "410-555-0123",
    "410.555.0123",
    "410 555 0123",
    "(410)555-0123",
  ])("accepts the phone format %s", (phone) => {
    expect(errorsOf({ ...valid, phone }).phone).toBeUndefined();
  });

  it("accepts ZIP+4", () => {
    expect(errorsOf({ ...valid, zipCode: "21201-1234" }).zipCode).toBeUndefined();
  });

  it("stores the phone as plus, dial code and digits, and the location as 'City, ST'", () => {
    expect(normalizePhone("1", "(410) 555-0123")).toBe("+14105550123");
    expect(normalizePhone("44", "020 7946 0958")).toBe("+4402079460958");
    expect(joinLocation(" Baltimore ", "MD ")).toBe("Baltimore, MD");
  });

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
});
