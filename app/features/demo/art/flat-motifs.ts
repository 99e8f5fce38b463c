import { linearGradient, type Motif, n, polygon, radialGradient, smoothPath } from "./svg";

/** Paintings, drawings and prints: flat works that fill the canvas. */

export const colorFields: Motif = ({ random, palette, width, height }) => {
  const colors = random.shuffle(palette.colors);
  const count = random.int(2, 3);
  const margin = width * random.between(0.06, 0.1);
  const gap = height * 0.04;
  const bandHeight = (height - 2 * margin - gap * (count - 1)) / count;
  let markup = `<rect width="${width}" height="${height}" fill="${colors[count] ?? palette.ground}"/>`;
  for (let i = 0; i < count; i++) {
    const y = margin + i * (bandHeight + gap);
    const color = colors[i] ?? palette.ink;
    // A wider, fainter copy gives the soft, bled edge of thinned paint.
    markup += `<rect x="${n(margin - 10)}" y="${n(y - 10)}" width="${n(width - 2 * margin + 20)}" height="${n(bandHeight + 20)}" rx="18" fill="${color}" opacity="0.35"/>`;
    markup += `<rect x="${n(margin)}" y="${n(y)}" width="${n(width - 2 * margin)}" height="${n(bandHeight)}" rx="8" fill="${color}" opacity="${n(random.between(0.82, 0.95))}"/>`;
  }
  return markup;
};

export const stripes: Motif = ({ random, palette, width, height }) => {
  const angle = random.pick([0, 0, 90, random.between(-35, 35)]);
  const reach = Math.hypot(width, height);
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  markup += `<g transform="rotate(${n(angle)} ${n(width / 2)} ${n(height / 2)})">`;
  for (let x = -reach / 2; x < width + reach / 2; ) {
    const band = random.between(12, 110);
    markup += `<rect x="${n(x)}" y="${n(-reach / 2)}" width="${n(band)}" height="${n(height + reach)}" fill="${random.pick(palette.colors)}" opacity="${n(random.between(0.7, 1))}"/>`;
    x += band + (random.chance(0.3) ? random.between(4, 30) : 0);
  }
  return `${markup}</g>`;
};

export const circles: Motif = ({ random, palette, width, height, id }) => {
  const [first, second] = random.shuffle(palette.colors);
  let markup = `<defs>${linearGradient(id("bg"), [palette.ground, second ?? palette.ground], { x2: 1, y2: 1 })}</defs>`;
  markup += `<rect width="${width}" height="${height}" fill="url(#${id("bg")})"/>`;
  const side = Math.min(width, height);
  const count = random.int(18, 45);
  for (let i = 0; i < count; i++) {
    const r = side * random.between(0.03, 0.22);
    const cx = random.between(0, width);
    const cy = random.between(0, height);
    const color = i === 0 ? (first ?? palette.ink) : random.pick(palette.colors);
    markup += random.chance(0.2)
      ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="${n(random.between(3, 14))}" opacity="0.85"/>`
      : `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}" opacity="${n(random.between(0.35, 0.85))}"/>`;
  }
  return markup;
};

export const waves: Motif = ({ random, palette, width, height, id }) => {
  const layers = random.int(4, 7);
  const colors = random.shuffle(palette.colors);
  let markup = `<defs>${linearGradient(id("sky"), [palette.ground, colors[0] ?? palette.ground])}</defs>`;
  markup += `<rect width="${width}" height="${height}" fill="url(#${id("sky")})"/>`;
  markup += `<circle cx="${n(random.between(0.15, 0.85) * width)}" cy="${n(random.between(0.12, 0.35) * height)}" r="${n(Math.min(width, height) * random.between(0.06, 0.12))}" fill="${colors[1] ?? palette.ink}" opacity="0.9"/>`;
  for (let layer = 0; layer < layers; layer++) {
    const base = height * (0.35 + (0.6 * layer) / layers);
    const amplitude = height * random.between(0.02, 0.08);
    const frequency = random.between(1, 3.5);
    const phase = random.between(0, Math.PI * 2);
    const points: [number, number][] = [];
    for (let step = 0; step <= 24; step++) {
      const x = (width * step) / 24;
      const y =
        base +
        amplitude * Math.sin((frequency * Math.PI * 2 * step) / 24 + phase) +
        amplitude * 0.4 * Math.sin((frequency * 5.3 * step) / 24 + phase * 2);
      points.push([x, y]);
    }
    const crest = smoothPath(points);
    markup += `<path d="${crest} L${width},${height} L0,${height} Z" fill="${colors[(layer + 2) % colors.length] ?? palette.ink}" opacity="${n(0.75 + (0.25 * layer) / layers)}"/>`;
  }
  return markup;
};

export const truchet: Motif = ({ random, palette, width, height }) => {
  const columns = random.int(5, 10);
  const cell = width / columns;
  const rows = Math.ceil(height / cell);
  const [ground, line, accent] = random.shuffle(palette.colors);
  const stroke = cell * random.between(0.12, 0.24);
  let markup = `<rect width="${width}" height="${height}" fill="${ground ?? palette.ground}"/>`;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const x = column * cell;
      const y = row * cell;
      const half = cell / 2;
      if (random.chance(0.12)) {
        markup += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell)}" height="${n(cell)}" fill="${accent ?? palette.ink}"/>`;
      }
      const path = random.chance(0.5)
        ? `M${n(x + half)},${n(y)} A${n(half)},${n(half)} 0 0 1 ${n(x)},${n(y + half)} M${n(x + cell)},${n(y + half)} A${n(half)},${n(half)} 0 0 0 ${n(x + half)},${n(y + cell)}`
        : `M${n(x + half)},${n(y)} A${n(half)},${n(half)} 0 0 0 ${n(x + cell)},${n(y + half)} M${n(x)},${n(y + half)} A${n(half)},${n(half)} 0 0 1 ${n(x + half)},${n(y + cell)}`;
      markup += `<path d="${path}" fill="none" stroke="${line ?? palette.ink}" stroke-width="${n(stroke)}" stroke-linecap="round"/>`;
    }
  }
  return markup;
};

export const mosaic: Motif = ({ random, palette, width, height }) => {
  const columns = random.int(6, 12);
  const rows = Math.max(2, Math.round((columns * height) / width));
  const jitter = 0.35;
  const grid: [number, number][][] = [];
  for (let row = 0; row <= rows; row++) {
    const line: [number, number][] = [];
    for (let column = 0; column <= columns; column++) {
      const edge = row === 0 || row === rows || column === 0 || column === columns;
      const dx = edge ? 0 : random.between(-jitter, jitter);
      const dy = edge ? 0 : random.between(-jitter, jitter);
      line.push([((column + dx) * width) / columns, ((row + dy) * height) / rows]);
    }
    grid.push(line);
  }
  let markup = "";
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const a = grid[row]?.[column];
      const b = grid[row]?.[column + 1];
      const c = grid[row + 1]?.[column + 1];
      const d = grid[row + 1]?.[column];
      if (!a || !b || !c || !d) continue;
      const outline = `stroke="${palette.ground}" stroke-width="2"`;
      markup += polygon([a, b, c], `fill="${random.pick(palette.colors)}" ${outline}`);
      markup += polygon([a, c, d], `fill="${random.pick(palette.colors)}" ${outline}`);
    }
  }
  return markup;
};

export const rings: Motif = ({ random, palette, width, height }) => {
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const centres = random.int(1, 3);
  const side = Math.max(width, height);
  for (let c = 0; c < centres; c++) {
    const cx = random.between(0.2, 0.8) * width;
    const cy = random.between(0.2, 0.8) * height;
    const step = side * random.between(0.02, 0.05);
    const count = random.int(6, 16);
    for (let i = count; i > 0; i--) {
      markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(i * step)}" fill="${random.pick(palette.colors)}" opacity="${n(c === 0 ? 1 : 0.7)}"/>`;
    }
  }
  return markup;
};

/** Folk-art flowers: a symmetric spray of stems, leaves and blossoms. */
export const botanical: Motif = ({ random, palette, width, height }) => {
  const [stemColor, leafColor, ...blossoms] = random.shuffle(palette.colors);
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const baseX = width / 2;
  const baseY = height * 0.92;
  const stems = random.int(3, 6);
  let half = "";
  for (let s = 0; s < stems; s++) {
    const tipX = baseX + random.between(0.05, 0.4) * width;
    const tipY = random.between(0.12, 0.6) * height;
    half += `<path d="M${n(baseX)},${n(baseY)} Q${n(baseX + (tipX - baseX) * 0.2)},${n((baseY + tipY) / 2)} ${n(tipX)},${n(tipY)}" fill="none" stroke="${stemColor}" stroke-width="6"/>`;
    for (let leaf = 1; leaf <= 3; leaf++) {
      const t = leaf / 4;
      const lx = baseX + (tipX - baseX) * t * t;
      const ly = baseY + (tipY - baseY) * t;
      half += `<ellipse cx="${n(lx + 22)}" cy="${n(ly)}" rx="26" ry="10" transform="rotate(${n(random.between(-50, -10))} ${n(lx)} ${n(ly)})" fill="${leafColor}"/>`;
    }
    const petals = random.int(5, 9);
    const radius = Math.min(width, height) * random.between(0.04, 0.08);
    const blossom = random.pick(blossoms.length > 0 ? blossoms : [palette.ink]);
    for (let p = 0; p < petals; p++) {
      half += `<ellipse cx="${n(tipX)}" cy="${n(tipY - radius)}" rx="${n(radius * 0.45)}" ry="${n(radius)}" transform="rotate(${n((360 * p) / petals)} ${n(tipX)} ${n(tipY)})" fill="${blossom}"/>`;
    }
    half += `<circle cx="${n(tipX)}" cy="${n(tipY)}" r="${n(radius * 0.45)}" fill="${palette.ink}"/>`;
  }
  markup += half;
  markup += `<g transform="translate(${width} 0) scale(-1 1)">${half}</g>`;
  markup += `<path d="M${n(baseX - width * 0.12)},${n(baseY)} h${n(width * 0.24)} l-${n(width * 0.04)},${n(height * 0.08)} h-${n(width * 0.16)} Z" fill="${palette.ink}"/>`;
  return markup;
};

/** Pencil, charcoal and ink: wandering contour lines and hatching on paper. */
export const sketch: Motif = ({ random, palette, width, height }) => {
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const cx = random.between(0.35, 0.65) * width;
  const cy = random.between(0.35, 0.65) * height;
  const loops = random.int(10, 22);
  const side = Math.min(width, height);
  for (let loop = 1; loop <= loops; loop++) {
    const points: [number, number][] = [];
    const radius = (side * 0.45 * loop) / loops;
    for (let i = 0; i < 14; i++) {
      const angle = (Math.PI * 2 * i) / 14;
      const wobble = 1 + random.between(-0.12, 0.12);
      points.push([
        cx + Math.cos(angle) * radius * wobble * 1.2,
        cy + Math.sin(angle) * radius * wobble,
      ]);
    }
    markup += `<path d="${smoothPath(points, true)}" fill="none" stroke="${random.pick(palette.colors)}" stroke-width="${n(random.between(1, 3.5))}" opacity="${n(random.between(0.45, 0.9))}"/>`;
  }
  const hatchAngle = random.between(30, 60);
  markup += `<g transform="rotate(${n(hatchAngle)} ${n(width / 2)} ${n(height / 2)})" opacity="0.35">`;
  for (let x = -width; x < width * 2; x += random.between(6, 14)) {
    if (random.chance(0.55)) continue;
    markup += `<line x1="${n(x)}" y1="${n(random.between(-height * 0.5, height * 0.4))}" x2="${n(x)}" y2="${n(random.between(height * 0.6, height * 1.5))}" stroke="${palette.ink}" stroke-width="1.2"/>`;
  }
  return `${markup}</g>`;
};

/** Spray paint on a wall: bold blobs, outlines, a zig-zag and drips. */
export const spray: Motif = ({ random, palette, width, height, id }) => {
  let markup = `<defs>${radialGradient(id("glow"), "#ffffff", "#ffffff", 0.35)}</defs>`;
  markup += `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const side = Math.min(width, height);
  for (let i = 0; i < random.int(4, 7); i++) {
    const cx = random.between(0.1, 0.9) * width;
    const cy = random.between(0.15, 0.75) * height;
    const r = side * random.between(0.1, 0.25);
    const color = random.pick(palette.colors);
    markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${color}"/>`;
    markup += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 10)}" fill="none" stroke="${random.pick(palette.colors)}" stroke-width="8"/>`;
    for (let drip = 0; drip < random.int(1, 4); drip++) {
      const x = cx + random.between(-r * 0.7, r * 0.7);
      const length = random.between(0.08, 0.3) * height;
      markup += `<rect x="${n(x)}" y="${n(cy)}" width="${n(random.between(5, 11))}" height="${n(r + length)}" rx="5" fill="${color}"/>`;
    }
  }
  const zig: [number, number][] = [];
  const y = random.between(0.3, 0.7) * height;
  for (let i = 0; i <= 10; i++)
    zig.push([(width * i) / 10, y + (i % 2 === 0 ? -1 : 1) * side * 0.06]);
  markup += `<polyline points="${zig.map(([x, zy]) => `${n(x)},${n(zy)}`).join(" ")}" fill="none" stroke="${palette.ink}" stroke-width="${n(side * 0.025)}" stroke-linejoin="round"/>`;
  markup += `<circle cx="${n(width * 0.5)}" cy="${n(height * 0.45)}" r="${n(side * 0.5)}" fill="url(#${id("glow")})"/>`;
  return markup;
};

/** Torn paper pieces laid over each other, each casting a slight shadow. */
export const collage: Motif = ({ random, palette, width, height }) => {
  let markup = `<rect width="${width}" height="${height}" fill="${palette.ground}"/>`;
  const pieces = random.int(9, 18);
  for (let i = 0; i < pieces; i++) {
    const w = width * random.between(0.15, 0.5);
    const h = height * random.between(0.1, 0.4);
    const x = random.between(-0.1, 0.9) * width;
    const y = random.between(-0.1, 0.9) * height;
    const rotate = `rotate(${n(random.between(-25, 25))} ${n(x + w / 2)} ${n(y + h / 2)})`;
    markup += `<g transform="${rotate}"><rect x="${n(x + 6)}" y="${n(y + 8)}" width="${n(w)}" height="${n(h)}" fill="${palette.ink}" opacity="0.18"/>`;
    markup += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${random.pick(palette.colors)}"/>`;
    if (random.chance(0.35)) {
      for (let line = y + 12; line < y + h; line += 14) {
        markup += `<line x1="${n(x + 8)}" y1="${n(line)}" x2="${n(x + w - 8)}" y2="${n(line)}" stroke="${palette.ground}" stroke-width="3" opacity="0.6"/>`;
      }
    }
    markup += "</g>";
  }
  return markup;
};

/** A city photograph at dusk: sky, sun, rowhouse skyline and its reflection. */
export const cityscape: Motif = ({ random, palette, width, height, id }) => {
  const [top, horizon] = random.shuffle(palette.colors);
  let markup = `<defs>${linearGradient(id("sky"), [top ?? palette.ink, horizon ?? palette.ground, palette.ground])}${radialGradient(id("sun"), "#fff6d5", "#fff6d5", 0.9)}</defs>`;
  markup += `<rect width="${width}" height="${height}" fill="url(#${id("sky")})"/>`;
  const waterline = height * random.between(0.6, 0.72);
  markup += `<circle cx="${n(random.between(0.2, 0.8) * width)}" cy="${n(waterline - height * 0.12)}" r="${n(height * 0.22)}" fill="url(#${id("sun")})"/>`;
  let skyline = "";
  for (let x = 0; x < width; ) {
    const w = random.between(0.03, 0.08) * width;
    const h = random.between(0.05, random.chance(0.1) ? 0.4 : 0.16) * height;
    skyline += `<rect x="${n(x)}" y="${n(waterline - h)}" width="${n(w + 1)}" height="${n(h)}" fill="${palette.ink}"/>`;
    x += w;
  }
  markup += skyline;
  markup += `<rect y="${n(waterline)}" width="${width}" height="${n(height - waterline)}" fill="${palette.ink}" opacity="0.85"/>`;
  markup += `<g transform="translate(0 ${n(2 * waterline)}) scale(1 -1)" opacity="0.25">${skyline}</g>`;
  for (let i = 0; i < 40; i++) {
    const y = random.between(waterline + 6, height);
    markup += `<line x1="${n(random.between(0, width))}" y1="${n(y)}" x2="${n(random.between(0, width))}" y2="${n(y)}" stroke="${horizon ?? palette.ground}" stroke-width="2" opacity="0.35"/>`;
  }
  return markup;
};
