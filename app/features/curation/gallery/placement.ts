import { type Box, MIN_FRAME_PX, type Size } from "./true-scale";

/**
 * The area the curator marks on the space's photo (R-gallery-placement), as
 * fractions of the photo (0–1), so it stays put when the window is resized.
 * Pure arithmetic shared by the mouse, touch and keyboard ways of placing.
 */
export type Area = Box;
export type Point = { x: number; y: number };

/** A drag counts only when it covers at least 2% × 2% of the photo (R-gallery-placement). */
export const MIN_DRAG_FRACTION = 0.02;
/** How far one arrow key moves or resizes the keyboard's frame, as a fraction of the photo. */
export const KEY_STEP = 0.02;
/** Where the keyboard's frame starts: centred, in the upper part of the wall, where art hangs. */
export const KEYBOARD_START: Area = { x: 0.3, y: 0.1, width: 0.4, height: 0.4 };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function clampPoint(point: Point): Point {
  return { x: clamp(point.x, 0, 1), y: clamp(point.y, 0, 1) };
}

/** The smallest side an area may have, as fractions of the photo: 80 px, and at least 2%. */
function minimumSides(photo: Size): Size {
  return {
    width: clamp(Math.max(MIN_FRAME_PX / Math.max(1, photo.width), MIN_DRAG_FRACTION), 0, 1),
    height: clamp(Math.max(MIN_FRAME_PX / Math.max(1, photo.height), MIN_DRAG_FRACTION), 0, 1),
  };
}

/** Grows an area about its centre to the minimum size, then keeps it inside the photo. */
function settle(area: Area, photo: Size): Area {
  const min = minimumSides(photo);
  const width = clamp(area.width, min.width, 1);
  const height = clamp(area.height, min.height, 1);
  // Only a side that grew or shrank moves its corner, so nothing drifts by rounding.
  const x = width === area.width ? area.x : area.x + (area.width - width) / 2;
  const y = height === area.height ? area.y : area.y + (area.height - height) / 2;
  return {
    x: clamp(x, 0, 1 - width),
    y: clamp(y, 0, 1 - height),
    width,
    height,
  };
}

/** Whether a drag between two points is large enough to count as a placement. */
export function dragCounts(start: Point, end: Point): boolean {
  return (
    Math.abs(end.x - start.x) >= MIN_DRAG_FRACTION && Math.abs(end.y - start.y) >= MIN_DRAG_FRACTION
  );
}

/** The rectangle being dragged, as drawn while the pointer is down. */
export function dragRectangle(start: Point, end: Point): Area {
  const a = clampPoint(start);
  const b = clampPoint(end);
  return {
    x: Math.min(a.x, b.x),
    y: Math.min(a.y, b.y),
    width: Math.abs(b.x - a.x),
    height: Math.abs(b.y - a.y),
  };
}

/**
 * The area a finished drag places, or null when the drag was too small to
 * count (a click). A counted drag smaller than the frame minimum grows to it.
 */
export function areaFromDrag(start: Point, end: Point, photo: Size): Area | null {
  const a = clampPoint(start);
  const b = clampPoint(end);
  if (!dragCounts(a, b)) return null;
  return settle(dragRectangle(a, b), photo);
}

/** Moves an area by whole key steps, keeping it inside the photo. */
export function moveArea(area: Area, steps: Point): Area {
  return {
    ...area,
    x: clamp(area.x + steps.x * KEY_STEP, 0, 1 - area.width),
    y: clamp(area.y + steps.y * KEY_STEP, 0, 1 - area.height),
  };
}

/** Grows or shrinks an area by whole key steps about its centre, within the minimum and the photo. */
export function resizeArea(area: Area, steps: Point, photo: Size): Area {
  const grown = {
    x: area.x - (steps.x * KEY_STEP) / 2,
    y: area.y - (steps.y * KEY_STEP) / 2,
    width: area.width + steps.x * KEY_STEP,
    height: area.height + steps.y * KEY_STEP,
  };
  return settle(grown, photo);
}

/** The keyboard's starting area on a photo of this size. */
export function keyboardStartArea(photo: Size): Area {
  return settle(KEYBOARD_START, photo);
}

/** An area in pixels of the displayed photo. */
export function areaInPixels(area: Area, photo: Size): Box {
  return {
    x: area.x * photo.width,
    y: area.y * photo.height,
    width: area.width * photo.width,
    height: area.height * photo.height,
  };
}
