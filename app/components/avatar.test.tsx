import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, INITIALS_COLORS, initials, initialsColor } from "./avatar";

describe("avatar", () => {
  it("writes up to two capitals: of the first two words, or the first two letters of one", () => {
    expect(initials("Maya Robinson")).toBe("MR");
    expect(initials("anna maria lopez")).toBe("AM");
    expect(initials("Cher")).toBe("CH");
  });

  it("gives a name the same colour every time", () => {
    expect(initialsColor("Elena Ruiz")).toBe("cyan");
    expect(initialsColor("Jordan Ellis")).toBe("indigo");
    expect(new Set(["A", "B", "C", "D", "E", "F"].map(initialsColor)).size).toBeGreaterThan(1);
  });

  it("draws every name's initials at 4.5:1 or more against their circle", () => {
    const theme = readFileSync(new URL("../theme.css", import.meta.url), "utf8");
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => {
        const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const shade = (color: string, n: number) => {
      const hex = theme.match(new RegExp(`--color-${color}-${n}:\\s*(#[0-9a-fA-F]{6})`))?.[1];
      if (!hex) throw new Error(`No --color-${color}-${n} in theme.css`);
      return luminance(hex);
    };
    for (const color of INITIALS_COLORS) {
      // The circle is the colour's shade 1, the initials its shade 9 (see Avatar's style).
      const [light, dark] = [shade(color, 1), shade(color, 9)];
      expect((light + 0.05) / (dark + 0.05), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("shows the photo when there is one, else the initials, else a person outline", () => {
    const photo = renderToStaticMarkup(<Avatar src="/a.webp" name="Maya Robinson" color="teal" />);
    expect(photo).toContain('<img class="');
    expect(photo).toContain('src="/a.webp"');
    expect(photo).not.toContain("MR");
    const named = renderToStaticMarkup(<Avatar src={null} name="Maya Robinson" color="teal" />);
    expect(named).toContain(">MR</span>");
    expect(named).toContain("var(--color-teal-light)");
    const nameless = renderToStaticMarkup(<Avatar src={null} color="teal" hidden />);
    expect(nameless).toContain("<svg");
    expect(nameless).toMatch(/^<span [^>]*aria-hidden="true"/);
    expect(named).not.toMatch(/^<span [^>]*aria-hidden/);
  });
});
