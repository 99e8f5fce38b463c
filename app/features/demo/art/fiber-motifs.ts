import { shade } from "./object-motifs";
import { type Motif, n, polygon } from "./svg";

/** Quilts, weavings, macramé, embroidery and felt. */

export const quilt: Motif = ({ random, palette, width, height }) => {
  const columns = random.int(4, 8);
  const cell = width / columns;
  const rows = Math.ceil(height / cell);
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = column * cell;
      const y = row * cell;
      const [a, b] = random.shuffle(palette.colors);
      markup += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell)}" height="${n(cell)}" fill="${a}"/>`;
      // Half-square triangles, turned four ways: the classic pieced block.
      const corners: [number, number][] = [
        [x, y],
        [x + cell, y],
        [x + cell, y + cell],
        [x, y + cell],
      ];
      const turn = random.int(0, 3);
      const triangle = [0, 1, 2].map((k) => corners[(k + turn) % 4] as [number, number]);
      markup += polygon(triangle, `fill="${b}"`);
      markup += `<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(cell - 12)}" height="${n(cell - 12)}" fill="none" stroke="${palette.ground}" stroke-width="2" stroke-dasharray="7 6" opacity="0.8"/>`;
    }
  }
  return markup;
};

export const weave: Motif = ({ random, palette, width, height }) => {
  const warp = random.int(14, 28);
  const warpWidth = width / warp;
  const weftHeight = warpWidth * random.between(0.6, 1.2);
  const warpColor = random.pick(palette.colors);
  let markup = `<rect width="${width}" height="${height}" fill="${shade(warpColor, -0.3)}"/>`;
  for (let column = 0; column < warp; column++) {
    markup += `<rect x="${n(column * warpWidth + 1)}" width="${n(warpWidth - 2)}" height="${height}" fill="${warpColor}"/>`;
  }
  let row = 0;
  for (let y = 0; y < height; y += weftHeight) {
    const color = random.chance(0.2)
      ? random.pick(palette.colors)
      : (palette.colors[row % 3] ?? palette.ink);
    for (let column = row % 2; column < warp; column += 2) {
      markup += `<rect x="${n(column * warpWidth)}" y="${n(y + 1)}" width="${n(warpWidth)}" height="${n(weftHeight - 2)}" rx="3" fill="${color}"/>`;
    }
    row++;
  }
  return markup;
};

export const macrame: Motif = ({ random, palette, width, height }) => {
  const cord = random.pick(["#efe4cf", "#e6d3b3", "#d9c7a7"]);
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const left = width * 0.2;
  const right = width * 0.8;
  const dowelY = height * 0.1;
  const cords = random.int(10, 18);
  const spacing = (right - left) / (cords - 1);
  const fringeY = height * random.between(0.7, 0.82);
  for (let i = 0; i < cords; i++) {
    const x = left + i * spacing;
    markup += `<line x1="${n(x)}" y1="${n(dowelY)}" x2="${n(x + random.between(-6, 6))}" y2="${n(fringeY + random.between(40, 120))}" stroke="${cord}" stroke-width="5" stroke-linecap="round"/>`;
  }
  const knotRows = random.int(5, 9);
  for (let row = 0; row < knotRows; row++) {
    const y = dowelY + ((fringeY - dowelY) * (row + 0.6)) / knotRows;
    const offset = row % 2 === 0 ? 0 : spacing / 2;
    for (let x = left + offset; x <= right; x += spacing * 2) {
      markup += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(spacing * 0.42)}" fill="${shade(cord, -0.08)}" stroke="${shade(cord, -0.3)}" stroke-width="2"/>`;
    }
  }
  if (random.chance(0.6)) {
    const bead = random.pick(palette.colors);
    for (let i = 0; i < 5; i++) {
      markup += `<circle cx="${n(left + random.between(0, right - left))}" cy="${n(random.between(dowelY + 40, fringeY))}" r="9" fill="${bead}"/>`;
    }
  }
  markup += `<rect x="${n(width * 0.12)}" y="${n(dowelY - 12)}" width="${n(width * 0.76)}" height="24" rx="12" fill="#8a5a36"/>`;
  return markup;
};

export const embroidery: Motif = ({ random, palette, width, height }) => {
  const cx = width / 2;
  const cy = height / 2;
  const radius = Math.min(width, height) * 0.42;
  let markup = `<rect width="${width}" height="${height}" fill="${shade(palette.ground, -0.1)}"/>`;
  markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="#f5efe3"/>`;
  const flowers = random.int(3, 7);
  for (let f = 0; f < flowers; f++) {
    const angle = random.between(0, Math.PI * 2);
    const distance = random.between(0, radius * 0.6);
    const fx = cx + Math.cos(angle) * distance;
    const fy = cy + Math.sin(angle) * distance;
    const size = radius * random.between(0.12, 0.25);
    const color = random.pick(palette.colors);
    for (let s = 0; s < 18; s++) {
      const a = (Math.PI * 2 * s) / 18;
      markup += `<line x1="${n(fx + Math.cos(a) * size * 0.25)}" y1="${n(fy + Math.sin(a) * size * 0.25)}" x2="${n(fx + Math.cos(a) * size)}" y2="${n(fy + Math.sin(a) * size)}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
    }
    markup += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(size * 0.22)}" fill="${palette.ink}"/>`;
    markup += `<path d="M${n(fx)},${n(fy + size)} q${n(size * 0.4)},${n(size)} ${n(random.between(-size, size))},${n(size * 2)}" fill="none" stroke="${palette.colors[1] ?? palette.ink}" stroke-width="3" stroke-dasharray="8 5"/>`;
  }
  markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius)}" fill="none" stroke="#b08354" stroke-width="22"/>`;
  markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(radius + 12)}" fill="none" stroke="#8a6440" stroke-width="3"/>`;
  return markup;
};

export const felt: Motif = ({ random, palette, width, height, id }) => {
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const side = Math.min(width, height);
  const radius = side * random.between(0.05, 0.09);
  let defs = "";
  palette.colors.forEach((color, i) => {
    defs += `<radialGradient id="${id(`ball${i}`)}" cx="0.4" cy="0.35"><stop offset="0" stop-color="${shade(color, 0.3)}"/><stop offset="1" stop-color="${shade(color, -0.25)}"/></radialGradient>`;
  });
  markup = `<defs>${defs}</defs>${markup}`;
  for (let y = radius; y < height; y += radius * 1.75) {
    for (
      let x = radius + (Math.round(y / radius) % 2) * radius * 0.9;
      x < width;
      x += radius * 1.95
    ) {
      const index = random.int(0, palette.colors.length - 1);
      markup += `<circle cx="${n(x + random.between(-4, 4))}" cy="${n(y + random.between(-4, 4))}" r="${n(radius * random.between(0.85, 1))}" fill="url(#${id(`ball${index}`)})"/>`;
    }
  }
  return markup;
};
