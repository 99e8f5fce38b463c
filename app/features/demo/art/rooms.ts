import { linearGradient, n, radialGradient } from "./svg";

/**
 * Photos of the demo curator's spaces, drawn as SVG like the demo artworks.
 * Each shows one wall edge to edge, so the photo's width and height are the
 * wall's (the virtual gallery's true scale reads them so); the upper middle
 * is left bare for placing art.
 */

export type RoomKind = "office" | "living-room";

function document(width: number, height: number, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** An office wall, 400 × 250 cm: window, long desk with a screen, chair and a plant. */
function office(width: number, height: number) {
  const floorY = height * 0.9;
  const deskTop = height * 0.6;
  const deskX = width * 0.3;
  const deskW = width * 0.46;
  const windowX = width * 0.04;
  const windowW = width * 0.18;
  const plantX = width * 0.86;
  return document(
    width,
    height,
    `<defs>${linearGradient("wall", ["#e9ecef", "#d6dbe0"])}${linearGradient("floor", ["#8d8f93", "#6c6e72"])}${linearGradient("sky", ["#b9d4ea", "#e6f0f7"])}${radialGradient("lamp", "#fff6d8", "#fff6d8", 0.55)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<ellipse cx="${n(width / 2)}" cy="0" rx="${n(width * 0.35)}" ry="${n(height * 0.3)}" fill="url(#lamp)"/>` +
      // Window with blinds.
      `<rect x="${n(windowX - 8)}" y="${n(height * 0.14 - 8)}" width="${n(windowW + 16)}" height="${n(height * 0.52 + 16)}" fill="#f8f9fa"/>` +
      `<rect x="${n(windowX)}" y="${n(height * 0.14)}" width="${n(windowW)}" height="${n(height * 0.52)}" fill="url(#sky)"/>` +
      Array.from(
        { length: 9 },
        (_, i) =>
          `<rect x="${n(windowX)}" y="${n(height * 0.14 + i * height * 0.03)}" width="${n(windowW)}" height="${n(height * 0.012)}" fill="#f1f3f5" opacity="0.9"/>`,
      ).join("") +
      // Floor and skirting.
      `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="url(#floor)"/>` +
      `<rect y="${n(floorY - 10)}" width="${width}" height="10" fill="#f8f9fa"/>` +
      // Desk, screen, lamp and chair.
      `<rect x="${n(deskX)}" y="${n(deskTop)}" width="${n(deskW)}" height="${n(height * 0.025)}" fill="#b08968"/>` +
      `<rect x="${n(deskX + 12)}" y="${n(deskTop)}" width="14" height="${n(floorY - deskTop)}" fill="#495057"/>` +
      `<rect x="${n(deskX + deskW - 26)}" y="${n(deskTop)}" width="14" height="${n(floorY - deskTop)}" fill="#495057"/>` +
      `<rect x="${n(deskX + deskW * 0.38)}" y="${n(deskTop - height * 0.17)}" width="${n(deskW * 0.26)}" height="${n(height * 0.15)}" rx="6" fill="#212529"/>` +
      `<rect x="${n(deskX + deskW * 0.5 - 6)}" y="${n(deskTop - height * 0.02)}" width="12" height="${n(height * 0.02)}" fill="#343a40"/>` +
      `<rect x="${n(deskX + deskW * 0.06)}" y="${n(deskTop - height * 0.035)}" width="${n(deskW * 0.12)}" height="${n(height * 0.035)}" fill="#ced4da"/>` +
      `<path d="M${n(deskX + deskW * 0.4)},${n(floorY)} l${n(deskW * 0.04)},-${n(height * 0.2)} h${n(deskW * 0.14)} l${n(deskW * 0.04)},${n(height * 0.2)}" fill="none" stroke="#343a40" stroke-width="10"/>` +
      `<rect x="${n(deskX + deskW * 0.42)}" y="${n(deskTop - height * 0.05)}" width="${n(deskW * 0.2)}" height="${n(height * 0.16)}" rx="18" fill="#1c7ed6"/>` +
      // A tall plant in a pot.
      `<rect x="${n(plantX)}" y="${n(floorY - height * 0.14)}" width="${n(width * 0.07)}" height="${n(height * 0.14)}" rx="8" fill="#e9ecef" stroke="#adb5bd" stroke-width="3"/>` +
      Array.from({ length: 7 }, (_, i) => {
        const angle = -70 + i * 23;
        return `<ellipse cx="${n(plantX + width * 0.035)}" cy="${n(floorY - height * 0.3)}" rx="${n(width * 0.018)}" ry="${n(height * 0.14)}" fill="${i % 2 ? "#2b8a3e" : "#37b24d"}" transform="rotate(${angle} ${n(plantX + width * 0.035)} ${n(floorY - height * 0.16)})"/>`;
      }).join(""),
  );
}

/** A living-room wall, 14 × 9 ft: sofa, floor lamp, side table, rug and a plant. */
function livingRoom(width: number, height: number) {
  const floorY = height * 0.86;
  const sofaX = width * 0.24;
  const sofaW = width * 0.52;
  const seatY = height * 0.66;
  const lampX = width * 0.13;
  return document(
    width,
    height,
    `<defs>${linearGradient("wall", ["#efe3d3", "#e0cdb6"])}${linearGradient("floor", ["#a47551", "#7f5539"])}${linearGradient("sofa", ["#4f6d7a", "#3d5663"])}${radialGradient("glow", "#ffe8a3", "#ffe8a3", 0.6)}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#wall)"/>` +
      `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="url(#floor)"/>` +
      `<rect y="${n(floorY - 12)}" width="${width}" height="12" fill="#fbf6ef"/>` +
      `<ellipse cx="${n(width * 0.5)}" cy="${n(floorY + (height - floorY) * 0.55)}" rx="${n(width * 0.36)}" ry="${n((height - floorY) * 0.38)}" fill="#c9a27e"/>` +
      // Floor lamp with its glow.
      `<circle cx="${n(lampX)}" cy="${n(height * 0.34)}" r="${n(height * 0.22)}" fill="url(#glow)"/>` +
      `<rect x="${n(lampX - 4)}" y="${n(height * 0.36)}" width="8" height="${n(floorY - height * 0.36)}" fill="#343a40"/>` +
      `<path d="M${n(lampX - width * 0.04)},${n(height * 0.38)} L${n(lampX - width * 0.025)},${n(height * 0.28)} H${n(lampX + width * 0.025)} L${n(lampX + width * 0.04)},${n(height * 0.38)} Z" fill="#f8f1e5" stroke="#d6c4a8" stroke-width="3"/>` +
      `<ellipse cx="${n(lampX)}" cy="${n(floorY)}" rx="${n(width * 0.03)}" ry="8" fill="#343a40"/>` +
      // Sofa: back, seat, arms, cushions and legs.
      `<rect x="${n(sofaX)}" y="${n(height * 0.53)}" width="${n(sofaW)}" height="${n(height * 0.16)}" rx="22" fill="url(#sofa)"/>` +
      `<rect x="${n(sofaX - width * 0.02)}" y="${n(seatY)}" width="${n(sofaW + width * 0.04)}" height="${n(height * 0.12)}" rx="18" fill="#46626f"/>` +
      `<rect x="${n(sofaX - width * 0.035)}" y="${n(height * 0.6)}" width="${n(width * 0.05)}" height="${n(height * 0.18)}" rx="16" fill="#3d5663"/>` +
      `<rect x="${n(sofaX + sofaW - width * 0.015)}" y="${n(height * 0.6)}" width="${n(width * 0.05)}" height="${n(height * 0.18)}" rx="16" fill="#3d5663"/>` +
      `<rect x="${n(sofaX + sofaW * 0.08)}" y="${n(height * 0.57)}" width="${n(sofaW * 0.16)}" height="${n(height * 0.1)}" rx="14" fill="#e9c46a" transform="rotate(-6 ${n(sofaX + sofaW * 0.16)} ${n(height * 0.62)})"/>` +
      `<rect x="${n(sofaX + sofaW * 0.76)}" y="${n(height * 0.57)}" width="${n(sofaW * 0.16)}" height="${n(height * 0.1)}" rx="14" fill="#e76f51" transform="rotate(5 ${n(sofaX + sofaW * 0.84)} ${n(height * 0.62)})"/>` +
      `<rect x="${n(sofaX + 10)}" y="${n(height * 0.78)}" width="10" height="${n(floorY - height * 0.78)}" fill="#5c3d2e"/>` +
      `<rect x="${n(sofaX + sofaW - 20)}" y="${n(height * 0.78)}" width="10" height="${n(floorY - height * 0.78)}" fill="#5c3d2e"/>` +
      // Side table with a vase.
      `<rect x="${n(width * 0.82)}" y="${n(height * 0.68)}" width="${n(width * 0.09)}" height="${n(height * 0.025)}" fill="#6f4e37"/>` +
      `<rect x="${n(width * 0.86)}" y="${n(height * 0.7)}" width="8" height="${n(floorY - height * 0.7)}" fill="#6f4e37"/>` +
      `<path d="M${n(width * 0.85)},${n(height * 0.68)} q-10,-40 8,-60 h14 q18,20 8,60 z" fill="#2a9d8f"/>` +
      Array.from(
        { length: 5 },
        (_, i) =>
          `<line x1="${n(width * 0.865)}" y1="${n(height * 0.6)}" x2="${n(width * 0.83 + i * width * 0.018)}" y2="${n(height * 0.48 + (i % 2) * 12)}" stroke="#588157" stroke-width="5" stroke-linecap="round"/>`,
      ).join(""),
  );
}

/** The photo of one demo space, at the wall's proportions. */
export function roomPicture(kind: RoomKind, width: number, height: number): string {
  return kind === "office" ? office(width, height) : livingRoom(width, height);
}
