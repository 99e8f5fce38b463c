import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { compareStyles, listedStyles, neededStyles } from "./mantine-styles";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build whose browser JavaScript is `source`. */
function buildWith(source: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "mantine-styles-"));
  dirs.push(dir);
  mkdirSync(path.join(dir, "client/assets"), { recursive: true });
  writeFileSync(path.join(dir, "client/assets/entry.js"), source);
  return dir;
}

describe("the Mantine styles check", () => {
  it("finds the files of the components the build's JavaScript names", () => {
    // Button's root class and UnstyledButton's, as Mantine's Button carries them.
    const needed = neededStyles(buildWith('var c={root:"m_77c9d27d"},u={root:"m_87cf2631"};'));
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

  it("lists the global files first, and each file once", () => {
    const listed = listedStyles();
    expect(listed.slice(0, 3)).toEqual(["baseline.css", "default-css-variables.css", "global.css"]);
    expect(new Set(listed).size).toBe(listed.length);
  });
});
