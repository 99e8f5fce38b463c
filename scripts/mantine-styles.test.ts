import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fakeBrowserBuild } from "../tests/support/browser-build";
import { compareStyles, listedStyles, neededStyles } from "./mantine-styles";

describe("the Mantine styles check", () => {
  it("finds the files of the components the build's JavaScript names", () => {
    // Button's root class and UnstyledButton's, as Mantine's Button carries them.
    const needed = neededStyles(
      fakeBrowserBuild({ "entry.js": 'var c={root:"m_77c9d27d"},u={root:"m_87cf2631"};' }),
    );
    expect(needed).toEqual(expect.arrayContaining(["Button.css", "UnstyledButton.css"]));
    expect(needed).not.toContain("Slider.css");
  });

  it("reads the list's imports", () => {
    expect(
      listedStyles(
        '/* a comment */\n@import "@mantine/core/styles/global.css";\n@import "@mantine/core/styles/Button.css";\n',
      ),
    ).toEqual(["global.css", "Button.css"]);
  });

  it("names what is missing and what is no longer used, never the global files", () => {
    expect(
      compareStyles(
        ["Button.css", "UnstyledButton.css"],
        ["baseline.css", "global.css", "Button.css", "Slider.css"],
      ),
    ).toEqual({ missing: ["UnstyledButton.css"], unused: ["Slider.css"] });
  });

  it("lists each component's file once, and leaves the global files to every page's styles", () => {
    const listed = listedStyles();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).not.toContain("global.css");
    const base = listedStyles(
      readFileSync(new URL("../app/base-styles.css", import.meta.url), "utf8"),
    );
    expect(base).toEqual(["baseline.css", "default-css-variables.css", "global.css"]);
  });
});
