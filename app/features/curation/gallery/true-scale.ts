/**
 * The virtual gallery's true scale (R-gallery-true-scale): where a placed
 * artwork's frame goes and how big it is. Pure arithmetic on pixels of the
 * displayed photo, so the browser and the tests share it.
 */

export type LengthUnit = "in" | "cm" | "ft";

/** A real size: a wall's or an artwork's width and height in one unit. */
export type RealSize = { width: number; height: number; unit: LengthUnit };

/** A rectangle in pixels of the displayed photo (x, y from its top left corner). */
export type Box = { x: number; y: number; width: number; height: number };

export type Size = { width: number; height: number };

/** A frame is never drawn smaller than this, in CSS pixels (R-gallery-placement). */
export const MIN_FRAME_PX = 80;

const CENTIMETRES_PER: Record<LengthUnit, number> = { cm: 1, in: 2.54, ft: 30.48 };

export function toCentimetres(value: number, unit: LengthUnit): number {
  return value * CENTIMETRES_PER[unit];
}

/** A size whose sides are both finite and above zero (anything else cannot be scaled). */
export function isMeasured(size: Partial<RealSize> | null | undefined): size is RealSize {
  return (
    !!size &&
    typeof size.width === "number" &&
    typeof size.height === "number" &&
    Number.isFinite(size.width) &&
    Number.isFinite(size.height) &&
    size.width > 0 &&
    size.height > 0 &&
    (size.unit === "in" || size.unit === "cm" || size.unit === "ft")
  );
}

/**
 * The artwork's true size in pixels of the displayed photo: the photo's width
 * spans the wall's width and its height the wall's height.
 */
export function trueSizeOnPhoto(artwork: RealSize, wall: RealSize, photo: Size): Size {
  return {
    width:
      (toCentimetres(artwork.width, artwork.unit) / toCentimetres(wall.width, wall.unit)) *
      photo.width,
    height:
      (toCentimetres(artwork.height, artwork.unit) / toCentimetres(wall.height, wall.unit)) *
      photo.height,
  };
}

export type FramePlan = {
  /** Where the artwork is drawn, centred on the placed area. */
  box: Box;
  /**
   * The drawn size over the true size (1 = true size, 0.62 = scaled down to fit
   * the area); null when there is no true size to keep (no wall size or no
   * artwork dimensions) and the frame simply fits the area.
   */
  scale: number | null;
};

function centredIn(area: Box, width: number, height: number): Box {
  return {
    x: area.x + (area.width - width) / 2,
    y: area.y + (area.height - height) / 2,
    width,
    height,
  };
}

/**
 * The frame of one artwork in the area the curator placed. With the wall's
 * size and the artwork's dimensions it is the artwork's true size, scaled
 * down (keeping its proportions) when that is larger than the area, and up
 * to MIN_FRAME_PX when it would be too small to see, never beyond the area.
 * Without them it is the largest box of the artwork's aspect (its dimensions,
 * else its picture's) inside the area.
 */
export function planFrame(input: {
  area: Box;
  photo: Size;
  wall: RealSize | null;
  artwork: Partial<RealSize> | null;
  /** Width over height of the artwork's picture, when its dimensions are unknown. */
  pictureAspect: number;
}): FramePlan {
  const { area, photo, wall, artwork } = input;
  if (isMeasured(wall) && isMeasured(artwork)) {
    const full = trueSizeOnPhoto(artwork, wall, photo);
    const fits = Math.min(area.width / full.width, area.height / full.height);
    const visible = MIN_FRAME_PX / Math.min(full.width, full.height);
    const scale = Math.min(Math.max(1, visible), fits);
    return { box: centredIn(area, full.width * scale, full.height * scale), scale };
  }
  const aspect = isMeasured(artwork)
    ? artwork.width / artwork.height
    : input.pictureAspect > 0 && Number.isFinite(input.pictureAspect)
      ? input.pictureAspect
      : 1;
  const width = Math.min(area.width, area.height * aspect);
  return { box: centredIn(area, width, width / aspect), scale: null };
}

/** The small note beside a frame drawn to scale; null when it is only fitted to the area. */
export function trueScaleNote(scale: number | null): string | null {
  if (scale === null) return null;
  const percent = Math.round(scale * 100);
  return percent === 100 ? "Shown at true size" : `Shown at ${percent}% of true size`;
}
