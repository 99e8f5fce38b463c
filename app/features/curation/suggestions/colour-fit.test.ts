import { describe, expect, it } from "vitest";
import { srgbToLab } from "~/features/media";
import { colourAffinity, colourFit, harmony, NEUTRAL_FIT, wallContrast } from "./colour-fit";

const colour = (r: number, g: number, b: number, share: number) => ({
  ...srgbToLab(r, g, b),
  share,
});

// A warm terracotta room: the wall, a wooden floor and a cream sofa.
const terracottaRoom = [
  colour(196, 110, 80, 0.6),
  colour(120, 80, 50, 0.25),
  colour(235, 225, 205, 0.15),
];
// A work in the room's warm earth tones, darker than the wall.
const earthTones = [colour(140, 60, 35, 0.5), colour(90, 55, 30, 0.3), colour(220, 170, 120, 0.2)];
// A work in cold greens and blues.
const coldGreens = [colour(20, 160, 90, 0.5), colour(30, 90, 200, 0.5)];

describe("colourFit", () => {
  it("scores a palette like the wall's above a clashing one", () => {
    expect(colourFit(earthTones, terracottaRoom)).toBeGreaterThan(
      colourFit(coldGreens, terracottaRoom),
    );
    expect(harmony(earthTones, terracottaRoom)).toBeGreaterThan(
      harmony(coldGreens, terracottaRoom),
    );
  });

  it("prefers a work that stands out from the wall to one of the wall's own colour", () => {
    const wall = [colour(230, 230, 225, 1)];
    const sameWhite = [colour(232, 232, 228, 1)];
    const charcoal = [colour(40, 40, 45, 1)];
    expect(wallContrast(charcoal, wall)).toBe(1);
    expect(wallContrast(sameWhite, wall)).toBeLessThan(0.1);
    expect(colourFit(charcoal, wall)).toBeGreaterThan(colourFit(sameWhite, wall));
  });

  it("stays within 0 and 1", () => {
    const palettes = [terracottaRoom, earthTones, coldGreens, [colour(0, 0, 0, 1)]];
    palettes.push([colour(255, 255, 255, 1)], [colour(255, 0, 255, 0.2), colour(0, 255, 0, 0.9)]);
    for (const p of palettes) {
      for (const w of palettes) {
        const fit = colourFit(p, w);
        expect(fit).toBeGreaterThanOrEqual(0);
        expect(fit).toBeLessThanOrEqual(1);
      }
    }
    // Identical palettes are in perfect harmony.
    expect(harmony(terracottaRoom, terracottaRoom)).toBeCloseTo(1, 10);
  });

  it("is neutral when a palette is missing or empty", () => {
    expect(colourFit(null, terracottaRoom)).toBe(NEUTRAL_FIT);
    expect(colourFit(earthTones, undefined)).toBe(NEUTRAL_FIT);
    expect(colourFit([], terracottaRoom)).toBe(NEUTRAL_FIT);
    expect(colourFit(earthTones, [])).toBe(NEUTRAL_FIT);
    expect(colourFit([{ l: 50, a: 0, b: 0, share: 0 }], terracottaRoom)).toBe(NEUTRAL_FIT);
  });

  it("lets greys sit with any colour", () => {
    const grey = colour(128, 128, 128, 1);
    const red = colour(220, 30, 30, 1);
    const green = colour(30, 200, 60, 1);
    expect(colourAffinity(grey, red)).toBeGreaterThanOrEqual(0.5);
    expect(colourAffinity(red, green)).toBeLessThan(0.01);
    expect(colourAffinity(red, red)).toBe(1);
  });
});
