import { describe, expect, it } from "vitest";
import { isDeleteConfirmed } from "./own-profile";
import { checkProfileField, profileSchema } from "./schema";

describe("profile rules", () => {
  it("bounds every field and stores empty values as null", () => {
    const parsed = profileSchema.parse({
      fullName: " ",
      bio: "",
      location: "",
      zipCode: "",
      instagramHandle: "",
      facebookProfileUrl: "",
    });
    expect(parsed).toEqual({
      fullName: null,
      bio: null,
      location: null,
      zipCode: null,
      instagramHandle: null,
      facebookProfileUrl: null,
      // The phone is not emptied: without the field it is kept, and the country defaults.
      country: "US",
    });
    expect(profileSchema.parse({})).toEqual(parsed);

    expect(checkProfileField("fullName", "x".repeat(100))).toBeNull();
    expect(checkProfileField("fullName", "x".repeat(101))).toMatch(/100 characters/);
    expect(checkProfileField("bio", "x".repeat(2000))).toBeNull();
    expect(checkProfileField("bio", "x".repeat(2001))).toMatch(/2000 characters/);
    expect(checkProfileField("location", "x".repeat(101))).toMatch(/100 characters/);
  });

  it("checks the phone number as registration does", () => {
    for (const ok of ["(410) 555-0123", "410.555.0123", "4105550123", " 410-555-0123 "])
      expect(checkProfileField("phone", ok)).toBeNull();
    for (const bad of ["", "555-0123", "(410) 555-01234", "+1 410 555 0123"])
      expect(checkProfileField("phone", bad)).toBe("Please enter a valid phone number");
    expect(checkProfileField("country", "GB")).toBeNull();
    expect(checkProfileField("country", "ZZ")).toBe("Country code is required");
  });

  it("accepts a 5-digit or ZIP+4 code only", () => {
    for (const ok of ["21218", "21218-1234", ""])
      expect(checkProfileField("zipCode", ok)).toBeNull();
    for (const bad of ["2121", "212188", "21218-12", "abcde", "21218 1234"]) {
      expect(checkProfileField("zipCode", bad)).toBe(
        "Please enter a valid zip code (e.g., 12345 or 12345-6789)",
      );
    }
  });

  it("takes an Instagram handle with or without @, of allowed characters", () => {
    expect(profileSchema.parse({ instagramHandle: "@maya.paints" }).instagramHandle).toBe(
      "maya.paints",
    );
    expect(profileSchema.parse({ instagramHandle: "a".repeat(30) }).instagramHandle).toHaveLength(
      30,
    );
    for (const bad of ["a".repeat(31), "maya paints", "@@maya", "maya/../x", "<script>"]) {
      expect(checkProfileField("instagramHandle", bad), bad).not.toBeNull();
    }
  });

  it("takes only http(s) links on facebook.com or fb.com", () => {
    for (const ok of [
      "https://facebook.com/maya",
      "https://www.facebook.com/profile.php?id=1",
      "http://m.facebook.com/maya",
      "https://fb.com/maya",
    ]) {
      expect(checkProfileField("facebookProfileUrl", ok), ok).toBeNull();
    }
    for (const bad of [
      "javascript:alert(1)//facebook.com",
      "https://evilfacebook.com/maya",
      "https://facebook.com.evil.example/maya",
      "ftp://facebook.com/maya",
      "facebook.com/maya",
      "https://user:pass@facebook.com/",
      `https://facebook.com/${"x".repeat(300)}`,
    ]) {
      expect(checkProfileField("facebookProfileUrl", bad), bad).not.toBeNull();
    }
  });

  it("confirms deletion only with the word delete, in any case", () => {
    for (const ok of ["delete", "DELETE", "Delete", " delete "]) {
      expect(isDeleteConfirmed(ok)).toBe(true);
    }
    for (const bad of ["", "delet", "deletee", "remove", null, undefined]) {
      expect(isDeleteConfirmed(bad)).toBe(false);
    }
  });
});
