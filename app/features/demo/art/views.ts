import type { ArtworkMedium } from "~/features/catalogue";
import { seededRandom } from "../seeded-random";
import { rings } from "./flat-motifs";
import { MEDIUM_LOOKS } from "./medium-looks";
import { PALETTES, type PaletteName } from "./palettes";
import { linearGradient, type MotifContext, n } from "./svg";

/** The longest side of a generated photo, in pixels. */
const LONG_SIDE = 1200;

export type ArtworkLook = {
  /** Makes the pictures repeatable: the same seed draws the same work. */
  seed: string;
  medium: ArtworkMedium;
  /** The artist's colours; a medium with its own material colours overrides them. */
  palette: PaletteName;
  /** Width over height of the work. */
  aspect: number;
  /** How many photos the listing has (1–5); the first is the whole work. */
  imageCount: number;
};

function canvasSize(aspect: number) {
  const clamped = Math.min(1.8, Math.max(0.55, aspect));
  return clamped >= 1
    ? { width: LONG_SIDE, height: Math.round(LONG_SIDE / clamped) }
    : { width: Math.round(LONG_SIDE * clamped), height: LONG_SIDE };
}

function document(width: number, height: number, body: string, viewBox = `0 0 ${width} ${height}`) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** A flat work hung on a gallery wall above a floor, with frame and shadow. */
function installationView(work: string, workWidth: number, workHeight: number, idPrefix: string) {
  const width = LONG_SIDE;
  const height = Math.round(LONG_SIDE * 0.75);
  const floorY = height * 0.8;
  const scale = Math.min((width * 0.5) / workWidth, (height * 0.5) / workHeight);
  const w = workWidth * scale;
  const h = workHeight * scale;
  const x = (width - w) / 2;
  const y = floorY * 0.45 - h / 2;
  const frame = Math.max(6, w * 0.025);
  const wall = `${idPrefix}-wall`;
  const floor = `${idPrefix}-floor`;
  return document(
    width,
    height,
    `<defs>${linearGradient(wall, ["#f7f5f0", "#e4e0d8"])}${linearGradient(floor, ["#a47551", "#7a5235"])}</defs>` +
      `<rect width="${width}" height="${height}" fill="url(#${wall})"/>` +
      `<rect y="${n(floorY)}" width="${width}" height="${n(height - floorY)}" fill="url(#${floor})"/>` +
      `<rect y="${n(floorY - 14)}" width="${width}" height="14" fill="#ffffff"/>` +
      `<rect x="${n(x - frame + 10)}" y="${n(y - frame + 14)}" width="${n(w + 2 * frame)}" height="${n(h + 2 * frame)}" fill="#000" opacity="0.18"/>` +
      `<rect x="${n(x - frame)}" y="${n(y - frame)}" width="${n(w + 2 * frame)}" height="${n(h + 2 * frame)}" fill="#2b2b2b"/>` +
      `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${workWidth} ${workHeight}">${work}</svg>` +
      `<rect x="${n(width * 0.3)}" y="${n(floorY + 30)}" width="${n(width * 0.4)}" height="22" rx="4" fill="#3d3027"/>` +
      `<rect x="${n(width * 0.32)}" y="${n(floorY + 52)}" width="14" height="${n(height - floorY - 60)}" fill="#3d3027"/>` +
      `<rect x="${n(width * 0.68 - 14)}" y="${n(floorY + 52)}" width="14" height="${n(height - floorY - 60)}" fill="#3d3027"/>`,
  );
}

/** The same object seen from the other side under warmer or cooler light. */
function otherAngle(work: string, width: number, height: number, warm: boolean, idPrefix: string) {
  const light = `${idPrefix}-light`;
  const tint = warm ? "#ffb347" : "#4a6fa5";
  return document(
    width,
    height,
    `<defs>${linearGradient(light, [tint, "#000000"], { x2: 1, y2: 1 })}</defs>` +
      `<g transform="translate(${width} 0) scale(-1 1)">${work}</g>` +
      `<rect width="${width}" height="${height}" fill="url(#${light})" opacity="0.18"/>`,
  );
}

/** A close-up of part of the work. */
function detailView(
  work: string,
  width: number,
  height: number,
  zoom: number,
  fx: number,
  fy: number,
) {
  const w = width / zoom;
  const h = height / zoom;
  const x = Math.min(width - w, Math.max(0, fx * width - w / 2));
  const y = Math.min(height - h, Math.max(0, fy * height - h / 2));
  return document(width, height, work, `${n(x)} ${n(y)} ${n(w)} ${n(h)}`);
}

/**
 * The photos of one listing as SVG documents: the whole work first, then
 * close-ups, an installation view or other angles, like an artist would shoot.
 */
export function artworkPhotos(look: ArtworkLook): string[] {
  const random = seededRandom(look.seed);
  const style = MEDIUM_LOOKS[look.medium];
  const paletteName = style.palettes ? random.pick(style.palettes) : look.palette;
  const { width, height } = canvasSize(look.aspect);
  const prefix = `a${random.int(0, 1e9).toString(36)}`;
  const context: MotifContext = {
    random: random.fork("motif"),
    palette: PALETTES[paletteName],
    width,
    height,
    id: (name) => `${prefix}-${name}`,
  };
  const work = random.pick(style.motifs)(context);
  const photos = [document(width, height, work)];
  const extras = style.flat
    ? [
        // Close-ups stay near the middle, where the work has the most going on.
        () =>
          detailView(
            work,
            width,
            height,
            random.between(2, 3),
            random.between(0.3, 0.7),
            random.between(0.3, 0.7),
          ),
        () => installationView(work, width, height, `${prefix}-room`),
        () =>
          detailView(
            work,
            width,
            height,
            random.between(3, 4.5),
            random.between(0.25, 0.75),
            random.between(0.25, 0.75),
          ),
        () => otherAngle(work, width, height, true, `${prefix}-angle`),
      ]
    : [
        () => otherAngle(work, width, height, random.chance(0.5), `${prefix}-angle`),
        () => detailView(work, width, height, 2.2, 0.5, random.between(0.35, 0.6)),
        () => otherAngle(work, width, height, false, `${prefix}-side`),
        () => detailView(work, width, height, 3, random.between(0.4, 0.6), 0.5),
      ];
  for (const extra of extras.slice(0, Math.max(0, look.imageCount - 1))) photos.push(extra());
  return photos;
}

/** A round, abstract portrait stand-in for a member's avatar. */
export function avatarPicture(seed: string, palette: PaletteName): string {
  const side = 400;
  const random = seededRandom(seed);
  const body = rings({
    random,
    palette: PALETTES[palette],
    width: side,
    height: side,
    id: (name) => `avatar-${name}`,
  });
  return document(side, side, body);
}
