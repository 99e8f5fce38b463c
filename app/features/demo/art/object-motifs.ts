import { PALETTES } from "./palettes";
import {
  linearGradient,
  type Motif,
  type MotifContext,
  n,
  radialGradient,
  smoothPath,
} from "./svg";

/** Three-dimensional works, shown as a studio photograph against a backdrop. */

function studioBackdrop({ width, height, id, palette }: MotifContext, dark = false) {
  const stops = dark ? ["#2a2a2e", "#111114"] : ["#f2f0ec", "#c9c5bd"];
  return (
    `<defs>${linearGradient(id("backdrop"), stops)}${radialGradient(id("shadow"), palette.ink, palette.ink, 0.45)}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#${id("backdrop")})"/>`
  );
}

/** Shading across a rounded form: dark edges, a highlight left of centre. */
function roundShading(id: string, color: string) {
  return linearGradient(id, [shade(color, -0.45), shade(color, 0.25), color, shade(color, -0.55)], {
    x2: 1,
    y2: 0,
  });
}

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour. */
export function shade(hex: string, amount: number) {
  const value = Number.parseInt(hex.slice(1, 7), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Stacked forms on a plinth: stone, wood, bronze, glass or found materials. */
export const sculpture: Motif = (context) => {
  const { random, palette, width, height, id } = context;
  let defs = "";
  let markup = studioBackdrop(context);
  const plinthTop = height * 0.7;
  const plinthWidth = width * 0.36;
  const cx = width / 2;
  markup += `<ellipse cx="${n(cx)}" cy="${n(height * 0.97)}" rx="${n(plinthWidth * 0.9)}" ry="${n(height * 0.04)}" fill="url(#${id("shadow")})"/>`;
  markup += `<rect x="${n(cx - plinthWidth / 2)}" y="${n(plinthTop)}" width="${n(plinthWidth)}" height="${n(height * 0.28)}" fill="#f7f6f3" stroke="#d8d4cc"/>`;
  let top = plinthTop;
  const parts = random.int(2, 4);
  for (let part = 0; part < parts; part++) {
    const color = random.pick(palette.colors);
    const gradient = id(`form${part}`);
    defs += roundShading(gradient, color);
    const w = plinthWidth * random.between(0.45, 1.05) * (1 - part * 0.15);
    const h = height * random.between(0.1, 0.2);
    const x = cx - w / 2 + random.between(-w * 0.15, w * 0.15);
    const shape = random.pick(["ellipse", "block", "wedge", "orb"] as const);
    const fill = `fill="url(#${gradient})"${palette === PALETTES.glass ? ' opacity="0.7"' : ""}`;
    if (shape === "ellipse") {
      markup += `<ellipse cx="${n(x + w / 2)}" cy="${n(top - h / 2)}" rx="${n(w / 2)}" ry="${n(h / 2)}" ${fill}/>`;
    } else if (shape === "block") {
      markup += `<rect x="${n(x)}" y="${n(top - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.08)}" ${fill}/>`;
    } else if (shape === "wedge") {
      markup += `<path d="M${n(x)},${n(top)} L${n(x + w)},${n(top)} L${n(x + w * random.between(0.3, 0.7))},${n(top - h * 1.4)} Z" ${fill}/>`;
    } else {
      const r = Math.min(w, h * 1.6) / 2;
      markup += `<circle cx="${n(x + w / 2)}" cy="${n(top - r)}" r="${n(r)}" ${fill}/>`;
    }
    top -= shape === "wedge" ? h * 1.3 : shape === "orb" ? Math.min(w, h * 1.6) : h * 0.95;
  }
  return `<defs>${defs}</defs>${markup}`;
};

/** A thrown vessel: a turned profile, a glaze with bands, and crackle for raku. */
export const vessel: Motif = (context) => {
  const { random, palette, width, height, id } = context;
  const [glaze, band] = random.shuffle(palette.colors);
  let markup = studioBackdrop(context, random.chance(0.3));
  const cx = width / 2;
  const bottom = height * 0.88;
  const tall = height * random.between(0.45, 0.7);
  const widest = width * random.between(0.16, 0.3);
  const neck = widest * random.between(0.25, 0.6);
  const profile: [number, number][] = [];
  for (let i = 0; i <= 10; i++) {
    const t = i / 10;
    const belly = Math.sin(Math.PI * Math.min(1, t * 1.25)) * (widest - neck * 0.6);
    const radius = t < 0.85 ? neck * 0.6 + belly : neck * (0.6 + (t - 0.85) * 2.5);
    profile.push([cx + radius, bottom - t * tall]);
  }
  const outline = [
    ...profile,
    ...profile.map(([x, y]) => [2 * cx - x, y] as [number, number]).reverse(),
  ];
  const clip = id("clip");
  markup += `<ellipse cx="${n(cx)}" cy="${n(bottom)}" rx="${n(widest * 1.3)}" ry="${n(height * 0.03)}" fill="url(#${id("shadow")})"/>`;
  markup += `<defs>${roundShading(id("glaze"), glaze ?? palette.ink)}<clipPath id="${clip}"><path d="${smoothPath(outline, true)}"/></clipPath></defs>`;
  markup += `<path d="${smoothPath(outline, true)}" fill="url(#${id("glaze")})"/>`;
  markup += `<g clip-path="url(#${clip})">`;
  for (let b = 0; b < random.int(1, 4); b++) {
    const y = bottom - tall * random.between(0.15, 0.8);
    markup += `<rect x="${n(cx - widest * 1.5)}" y="${n(y)}" width="${n(widest * 3)}" height="${n(random.between(4, 18))}" fill="${band ?? palette.ink}" opacity="0.75"/>`;
  }
  if (random.chance(0.5)) {
    for (let crack = 0; crack < 60; crack++) {
      const x = cx + random.between(-widest, widest);
      const y = bottom - random.between(0, tall);
      markup += `<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + random.between(-18, 18))}" y2="${n(y + random.between(-18, 18))}" stroke="${palette.ink}" stroke-width="1.2" opacity="0.5"/>`;
    }
  }
  markup += `<ellipse cx="${n(cx)}" cy="${n(bottom - tall)}" rx="${n(neck * 1.12)}" ry="${n(neck * 0.22)}" fill="${shade(glaze ?? palette.ink, -0.6)}"/>`;
  return `${markup}</g>`;
};

/** Rings, cuffs and pendants on dark velvet. */
export const jewelry: Motif = (context) => {
  const { random, palette, width, height, id } = context;
  const metal = random.pick(["#c9ccd1", "#d4af37", "#b87333"]);
  let markup = studioBackdrop(context, true);
  markup += `<defs>${linearGradient(id("metal"), [shade(metal, -0.5), shade(metal, 0.6), metal, shade(metal, -0.4)], { x2: 1, y2: 1 })}</defs>`;
  const pieces = random.int(1, 3);
  for (let i = 0; i < pieces; i++) {
    const cx = (width * (i + 1)) / (pieces + 1) + random.between(-20, 20);
    const cy = height * random.between(0.4, 0.6);
    const r = Math.min(width / (pieces + 1), height) * random.between(0.25, 0.4);
    markup += `<ellipse cx="${n(cx)}" cy="${n(cy + r * 0.9)}" rx="${n(r)}" ry="${n(r * 0.2)}" fill="#000" opacity="0.4"/>`;
    markup += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * random.between(0.45, 1))}" fill="none" stroke="url(#${id("metal")})" stroke-width="${n(r * random.between(0.12, 0.3))}"/>`;
    if (random.chance(0.6)) {
      const gem = random.pick(palette.colors);
      markup += `<circle cx="${n(cx)}" cy="${n(cy - r)}" r="${n(r * 0.18)}" fill="${gem}" stroke="url(#${id("metal")})" stroke-width="5"/>`;
      markup += `<circle cx="${n(cx - r * 0.05)}" cy="${n(cy - r * 1.05)}" r="${n(r * 0.05)}" fill="#fff" opacity="0.7"/>`;
    }
  }
  return markup;
};
