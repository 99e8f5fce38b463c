import type { PaletteColour } from "~/features/media";

/**
 * How well an artwork's palette sits with the wall in the space's photo
 * (R-colour-fit), a score in [0, 1]. Pure; palettes are CIELAB colours with
 * the share of the image each covers (see features/media/palette).
 *
 * Two things make a work look right on a wall, and they pull in different
 * directions, so the score blends them:
 *
 * - Harmony (HARMONY_WEIGHT): the work's colours echo the room's. Measured
 *   on hue and chroma only (the a/b plane, lightness left out): a pale and a
 *   deep blue belong together. Each colour of the work looks for its closest
 *   echo in the photo and each colour of the photo for its echo in the work,
 *   weighted by the share of the image it covers, so a large patch counts
 *   more than an accent, and identical palettes score 1 whatever their number
 *   of colours. Near-greys (white walls, black frames) sit with anything, so
 *   a pair where either is near-grey is never scored below NEUTRAL_AFFINITY.
 * - Contrast (CONTRAST_WEIGHT): the work must not vanish into the wall. The
 *   share-weighted lightness difference between the work's colours and the
 *   wall's dominant colour (its largest share, in practice the wall itself),
 *   full at CONTRAST_FULL lightness units, a clearly visible step.
 *
 * Harmony weighs more: contrast alone would favour any dark work on a light
 * wall, whatever its colours.
 */

export const HARMONY_WEIGHT = 0.7;
export const CONTRAST_WEIGHT = 0.3;
/** When either palette is unknown or empty: neither favoured nor penalised. */
export const NEUTRAL_FIT = 0.5;
/** Hue/chroma distance at which two colours' affinity falls to about 0.6 (a just-related colour). */
const AFFINITY_SPREAD = 20;
/** Below this chroma a colour reads as a grey (white, black, beige-grey walls). */
const NEUTRAL_CHROMA = 12;
const NEUTRAL_AFFINITY = 0.5;
const CONTRAST_FULL = 30;

const chroma = (c: PaletteColour) => Math.hypot(c.a, c.b);

/** How related two colours are in hue and chroma, in [0, 1]. */
export function colourAffinity(p: PaletteColour, q: PaletteColour): number {
  const distance = Math.hypot(p.a - q.a, p.b - q.b);
  const affinity = Math.exp(-(distance * distance) / (2 * AFFINITY_SPREAD * AFFINITY_SPREAD));
  const neutral = chroma(p) < NEUTRAL_CHROMA || chroma(q) < NEUTRAL_CHROMA;
  return neutral ? Math.max(affinity, NEUTRAL_AFFINITY) : affinity;
}

/** Colours with a positive share, the shares scaled to add up to 1. */
function normalised(palette: readonly PaletteColour[] | null | undefined): PaletteColour[] {
  const colours = (palette ?? []).filter(
    (c) =>
      Number.isFinite(c.l) &&
      Number.isFinite(c.a) &&
      Number.isFinite(c.b) &&
      Number.isFinite(c.share) &&
      c.share > 0,
  );
  const total = colours.reduce((sum, c) => sum + c.share, 0);
  return total > 0 ? colours.map((c) => ({ ...c, share: c.share / total })) : [];
}

/** Share-weighted best echo of each colour of `from` in `to`. */
function echo(from: PaletteColour[], to: PaletteColour[]): number {
  let total = 0;
  for (const p of from) {
    let best = 0;
    for (const q of to) best = Math.max(best, colourAffinity(p, q));
    total += p.share * best;
  }
  return total;
}

const clamp01 = (x: number) => Math.min(1, Math.max(0, x));

/** Harmony of two palettes in [0, 1] (see above). */
export function harmony(artwork: readonly PaletteColour[], wall: readonly PaletteColour[]) {
  const p = normalised(artwork);
  const w = normalised(wall);
  if (p.length === 0 || w.length === 0) return NEUTRAL_FIT;
  return clamp01((echo(p, w) + echo(w, p)) / 2);
}

/** Lightness contrast of the work with the wall's dominant colour, in [0, 1]. */
export function wallContrast(artwork: readonly PaletteColour[], wall: readonly PaletteColour[]) {
  const p = normalised(artwork);
  const w = normalised(wall);
  if (p.length === 0 || w.length === 0) return NEUTRAL_FIT;
  const dominant = w.reduce((best, c) => (c.share > best.share ? c : best));
  const difference = p.reduce((sum, c) => sum + c.share * Math.abs(c.l - dominant.l), 0);
  return clamp01(difference / CONTRAST_FULL);
}

/** The colour fit of a work on the wall, in [0, 1]; NEUTRAL_FIT when either palette is unknown. */
export function colourFit(
  artwork: readonly PaletteColour[] | null | undefined,
  wall: readonly PaletteColour[] | null | undefined,
): number {
  const p = normalised(artwork);
  const w = normalised(wall);
  if (p.length === 0 || w.length === 0) return NEUTRAL_FIT;
  return clamp01(HARMONY_WEIGHT * harmony(p, w) + CONTRAST_WEIGHT * wallContrast(p, w));
}
