import { describe, expect, it } from "vitest";
import { deltaE, labToCss, paletteOfPixels, srgbToLab } from "./palette";

/** `count` pixels of one sRGB colour, three bytes each. */
function solid(r: number, g: number, b: number, count: number, channels = 3) {
  const pixels = new Uint8Array(count * channels);
  for (let i = 0; i < count; i++) {
    pixels.set([r, g, b, 255].slice(0, channels), i * channels);
  }
  return pixels;
}

describe("srgbToLab", () => {
  it("matches reference CIELAB values (D65)", () => {
    const white = srgbToLab(255, 255, 255);
    expect(white.l).toBeCloseTo(100, 1);
    expect(Math.abs(white.a)).toBeLessThan(0.01);
    expect(Math.abs(white.b)).toBeLessThan(0.01);
    expect(srgbToLab(0, 0, 0)).toEqual({ l: 0, a: 0, b: 0 });
    // sRGB red is about L 53.24, a 80.09, b 67.20.
    expect(deltaE(srgbToLab(255, 0, 0), { l: 53.24, a: 80.09, b: 67.2 })).toBeLessThan(0.1);
  });
});

describe("paletteOfPixels", () => {
  it("gives one colour with the whole share for a solid image", () => {
    const palette = paletteOfPixels(solid(30, 90, 200, 64 * 48), 3);
    expect(palette).toHaveLength(1);
    expect(palette[0]?.share).toBe(1);
    expect(deltaE(palette[0] as never, srgbToLab(30, 90, 200))).toBeLessThan(0.2);
  });

  it("ignores an alpha channel", () => {
    const palette = paletteOfPixels(solid(200, 40, 40, 100, 4), 4);
    expect(palette).toHaveLength(1);
    expect(deltaE(palette[0] as never, srgbToLab(200, 40, 40))).toBeLessThan(0.2);
  });

  it("gives two shares near one half for a half-and-half image", () => {
    const half = 32 * 32;
    const pixels = new Uint8Array([...solid(240, 200, 40, half), ...solid(20, 40, 120, half)]);
    const palette = paletteOfPixels(pixels, 3);
    expect(palette).toHaveLength(2);
    for (const colour of palette) expect(colour.share).toBeCloseTo(0.5, 2);
    const yellow = srgbToLab(240, 200, 40);
    expect(palette.some((c) => deltaE(c, yellow) < 0.2)).toBe(true);
  });

  it("drops colours covering under 3% and sorts by share", () => {
    const pixels = new Uint8Array([
      ...solid(250, 250, 250, 700),
      ...solid(10, 10, 10, 280),
      ...solid(255, 0, 0, 20),
    ]);
    const palette = paletteOfPixels(pixels, 3);
    expect(palette.map((c) => c.share)).toEqual([0.7, 0.28]);
  });

  it("is deterministic", () => {
    let seed = 42;
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % 256;
    };
    const pixels = Uint8Array.from({ length: 64 * 64 * 3 }, next);
    expect(paletteOfPixels(pixels, 3)).toEqual(paletteOfPixels(Uint8Array.from(pixels), 3));
    expect(paletteOfPixels(new Uint8Array(), 3)).toEqual([]);
  });
});

describe("labToCss", () => {
  it("writes a CSS lab() colour", () => {
    expect(labToCss({ l: 53.24, a: 80.09, b: 67.2 })).toBe("lab(53.2% 80.1 67.2)");
  });
});
