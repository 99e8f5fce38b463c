import { describe, expect, it } from "vitest";
import { formatCents, formatCount, formatDollars, formatWhole } from "./format";

const intlWhole = new Intl.NumberFormat("en-US");
const intlCents = (cents: number) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);

/** Whole numbers around every grouping boundary, and a spread of others. */
function samples() {
  const values = [0, 1, 5, 99, 100, 101, 999, 1000, 1001];
  for (let power = 1; power <= 12; power++) {
    const at = 10 ** power;
    values.push(at - 1, at, at + 1, at + 50, at * 7 + 99);
  }
  let seed = 42;
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    values.push(seed % 10 ** ((i % 10) + 1));
  }
  return [...values, ...values.map((value) => -value).filter((value) => value !== 0)];
}

describe("formatWhole and formatCents", () => {
  it("write every whole number and every amount of cents as Intl's en-US formats do", () => {
    for (const n of samples()) {
      expect(formatWhole(n), String(n)).toBe(intlWhole.format(n));
      expect(formatCents(n), String(n)).toBe(intlCents(n));
    }
  });

  it("stay exact where dividing by 100 would not", () => {
    expect(formatWhole(Number.MAX_SAFE_INTEGER)).toBe("9,007,199,254,740,991");
    expect(formatCents(Number.MAX_SAFE_INTEGER)).toBe("$90,071,992,547,409.91");
  });

  it("write a negative zero as zero", () => {
    expect(formatCents(-0)).toBe("$0");
    expect(formatWhole(-0)).toBe("0");
  });

  it("show cents only when there are some", () => {
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(120000)).toBe("$1,200");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(-250)).toBe("-$2.50");
  });

  it("leave what is not a whole number to Intl", () => {
    expect(formatCents(1234.5)).toBe("$12.35");
    expect(formatCents(1e16)).toBe("$100,000,000,000,000");
    expect(formatWhole(1234.5)).toBe("1,234.5");
    expect(formatCount(1200, "member", "members")).toBe("1,200 members");
    expect(formatCount(1, "space", "spaces")).toBe("1 space");
  });
});

describe("formatDollars", () => {
  it("writes whole dollars with a dollar sign and thousands grouped", () => {
    expect(formatDollars(0)).toBe("$0");
    expect(formatDollars(999)).toBe("$999");
    expect(formatDollars(1234567)).toBe("$1,234,567");
  });
});
