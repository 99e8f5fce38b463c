import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Avatar, initials, initialsColor } from "./avatar";

describe("avatar", () => {
  it("writes up to two capitals: of the first two words, or the first two letters of one", () => {
    expect(initials("Maya Robinson")).toBe("MR");
    expect(initials("anna maria lopez")).toBe("AM");
    expect(initials("Cher")).toBe("CH");
  });

  it("gives a name the same colour every time, the one the gallery showed before", () => {
    expect(initialsColor("Elena Ruiz")).toBe("green");
    expect(initialsColor("Jordan Ellis")).toBe("green");
    expect(new Set(["A", "B", "C", "D", "E", "F"].map(initialsColor)).size).toBeGreaterThan(1);
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
