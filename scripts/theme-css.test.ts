import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { THEME_CSS_FILE, themeVariablesCss } from "./theme-css";

describe("the theme's stylesheet", () => {
  it("holds the variables of the current theme (else run `npx tsx scripts/theme-css.tsx`)", () => {
    const css = readFileSync(THEME_CSS_FILE, "utf8");
    expect(css).toBe(themeVariablesCss());
    expect(css).toContain("--mantine-color-teal-filled");
    expect(css).toContain("--mantine-color-error: #c92a2a");
  });
});
