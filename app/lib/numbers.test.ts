import { describe, expect, it } from "vitest";
import { parseDecimal, parseWholeNumber } from "./numbers";

describe("strict number input", () => {
  it("reads plain decimals, with spaces around them dropped", () => {
    expect(parseDecimal("12")).toBe(12);
    expect(parseDecimal(" 12 ")).toBe(12);
    expect(parseDecimal("12.50")).toBe(12.5);
    expect(parseDecimal(".5")).toBe(0.5);
    expect(parseDecimal("-5")).toBe(-5);
    expect(parseDecimal(7)).toBe(7);
  });

  it("refuses hexadecimal, exponents, infinity and other things Number() reads", () => {
    for (const bad of [
      "0x10",
      "0b11",
      "0o7",
      "1e3",
      "1E3",
      "Infinity",
      "-Infinity",
      "NaN",
      "",
      "   ",
      "1 2",
      "1,000",
      "+5",
      "1.2.3",
      "12\u0000",
      "１２",
      "9".repeat(30),
    ]) {
      expect(parseDecimal(bad), bad).toBeNull();
    }
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parseDecimal(Number.NaN)).toBeNull();
    expect(parseDecimal(null)).toBeNull();
  });

  it("reads whole numbers only", () => {
    expect(parseWholeNumber("25")).toBe(25);
    expect(parseWholeNumber(" 25 ")).toBe(25);
    for (const bad of ["0x19", "2.5e1", "25.0", "-1", "Infinity", "", "2 5", "9".repeat(20)]) {
      expect(parseWholeNumber(bad), bad).toBeNull();
    }
    expect(parseWholeNumber(2.5)).toBeNull();
  });
});
