/**
 * An image's dominant colours (R-colour-fit): pixels of a small thumbnail
 * converted to CIELAB, where distances match what the eye sees, then grouped
 * by k-means. The result is deterministic: the same pixels give the same
 * palette.
 */

import type { PaletteColour } from "~/db/schema";

export type { PaletteColour };
export type Lab = { l: number; a: number; b: number };

/** How many colours a palette keeps at most, and the smallest share worth keeping. */
export const PALETTE_SIZE = 5;
const MIN_SHARE = 0.03;
const ITERATIONS = 10;

function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function labF(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** sRGB (0–255 per channel) to CIELAB under the D65 white point. */
export function srgbToLab(r: number, g: number, b: number): Lab {
  const rl = linear(r);
  const gl = linear(g);
  const bl = linear(b);
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / 0.95047;
  const y = 0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / 1.08883;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** The CIE76 colour difference: about 2.3 is just noticeable, above 50 is another colour. */
export function deltaE(p: Lab, q: Lab): number {
  return Math.hypot(p.l - q.l, p.a - q.a, p.b - q.b);
}

function round1(value: number) {
  return Math.round(value * 10) / 10;
}

/**
 * The dominant colours of raw sRGB pixels (`channels` bytes per pixel; alpha,
 * if any, is ignored), largest share first.
 */
export function paletteOfPixels(pixels: Uint8Array, channels: number): PaletteColour[] {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return [];
  const labs = new Float64Array(count * 3);
  for (let i = 0; i < count; i++) {
    const o = i * channels;
    const r = pixels[o] ?? 0;
    const g = channels >= 3 ? (pixels[o + 1] ?? 0) : r;
    const b = channels >= 3 ? (pixels[o + 2] ?? 0) : r;
    const lab = srgbToLab(r, g, b);
    labs[i * 3] = lab.l;
    labs[i * 3 + 1] = lab.a;
    labs[i * 3 + 2] = lab.b;
  }

  // Start from the most populated cells of a coarse Lab grid: deterministic,
  // and already near the dominant colours, so a few Lloyd steps settle it.
  const cells = new Map<string, { n: number; l: number; a: number; b: number }>();
  for (let i = 0; i < count; i++) {
    const l = labs[i * 3] as number;
    const a = labs[i * 3 + 1] as number;
    const b = labs[i * 3 + 2] as number;
    const key = `${Math.floor(l / 20)},${Math.floor(a / 25)},${Math.floor(b / 25)}`;
    const cell = cells.get(key) ?? { n: 0, l: 0, a: 0, b: 0 };
    cell.n += 1;
    cell.l += l;
    cell.a += a;
    cell.b += b;
    cells.set(key, cell);
  }
  const seeds = [...cells.entries()]
    .sort((x, y) => y[1].n - x[1].n || (x[0] < y[0] ? -1 : 1))
    .slice(0, PALETTE_SIZE)
    .map(([, c]) => ({ l: c.l / c.n, a: c.a / c.n, b: c.b / c.n }));

  const centres = seeds.map((c) => ({ ...c }));
  const assignment = new Int32Array(count);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const sums = centres.map(() => ({ n: 0, l: 0, a: 0, b: 0 }));
    for (let i = 0; i < count; i++) {
      const l = labs[i * 3] as number;
      const a = labs[i * 3 + 1] as number;
      const b = labs[i * 3 + 2] as number;
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let k = 0; k < centres.length; k++) {
        const c = centres[k] as Lab;
        const d = (l - c.l) ** 2 + (a - c.a) ** 2 + (b - c.b) ** 2;
        if (d < bestDistance) {
          bestDistance = d;
          best = k;
        }
      }
      assignment[i] = best;
      const sum = sums[best] as { n: number; l: number; a: number; b: number };
      sum.n += 1;
      sum.l += l;
      sum.a += a;
      sum.b += b;
    }
    for (const [k, sum] of sums.entries()) {
      if (sum.n > 0) centres[k] = { l: sum.l / sum.n, a: sum.a / sum.n, b: sum.b / sum.n };
    }
  }
  const sizes = new Int32Array(centres.length);
  for (let i = 0; i < count; i++) {
    const k = assignment[i] as number;
    sizes[k] = (sizes[k] as number) + 1;
  }
  return centres
    .map((c, k) => ({
      l: round1(c.l),
      a: round1(c.a),
      b: round1(c.b),
      share: Math.round(((sizes[k] as number) / count) * 1000) / 1000,
    }))
    .filter((c) => c.share >= MIN_SHARE)
    .sort((x, y) => y.share - x.share || x.l - y.l);
}

/** A palette colour as a CSS colour, for showing a palette beside another. */
export function labToCss({ l, a, b }: Lab): string {
  return `lab(${l.toFixed(1)}% ${a.toFixed(1)} ${b.toFixed(1)})`;
}
