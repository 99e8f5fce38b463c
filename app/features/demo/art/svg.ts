import type { Random } from "../seeded-random";

/** Two decimals are plenty for pixels and keep the markup short. */
export const n = (value: number) => Math.round(value * 100) / 100;

export type Palette = {
  name: string;
  /** The ground the work is painted on. */
  ground: string;
  colors: readonly string[];
  /** A dark tone for lines, shadows and ink. */
  ink: string;
};

/** What a motif draws with: its random stream, colours, canvas size and unique ids. */
export type MotifContext = {
  random: Random;
  palette: Palette;
  width: number;
  height: number;
  /** Ids must be unique per document, since a view may embed the work twice. */
  id: (name: string) => string;
};

/** Draws the work itself as SVG markup filling 0 0 width height. */
export type Motif = (context: MotifContext) => string;

export function linearGradient(
  id: string,
  stops: readonly string[],
  direction: { x1?: number; y1?: number; x2?: number; y2?: number } = { x2: 0, y2: 1 },
) {
  const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
  const stopMarkup = stops
    .map(
      (color, i) =>
        `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${color}"/>`,
    )
    .join("");
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopMarkup}</linearGradient>`;
}

export function radialGradient(id: string, inner: string, outer: string, innerOpacity = 1) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${inner}" stop-opacity="${innerOpacity}"/><stop offset="1" stop-color="${outer}" stop-opacity="0"/></radialGradient>`;
}

export function polygon(points: readonly (readonly [number, number])[], attributes: string) {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" ${attributes}/>`;
}

/** A smooth closed or open path through points (Catmull-Rom turned into cubic Béziers). */
export function smoothPath(points: readonly (readonly [number, number])[], closed = false) {
  if (points.length < 2) return "";
  const at = (i: number) => {
    const count = points.length;
    const index = closed ? (i + count) % count : Math.min(count - 1, Math.max(0, i));
    return points[index] as readonly [number, number];
  };
  const [startX, startY] = at(0);
  let d = `M${n(startX)},${n(startY)}`;
  const segments = closed ? points.length : points.length - 1;
  for (let i = 0; i < segments; i++) {
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const [x2, y2] = at(i + 1);
    const [x3, y3] = at(i + 2);
    d += ` C${n(x1 + (x2 - x0) / 6)},${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)},${n(y2 - (y3 - y1) / 6)} ${n(x2)},${n(y2)}`;
  }
  return closed ? `${d}Z` : d;
}
