import { describe, expect, it } from "vitest";
import { areaFromDrag, dragCounts, keyboardStartArea, moveArea, resizeArea } from "./placement";
import {
  isMeasured,
  MIN_FRAME_PX,
  planFrame,
  toCentimetres,
  trueScaleNote,
  trueSizeOnPhoto,
} from "./true-scale";

const photo = { width: 1000, height: 625 };
const officeWall = { width: 400, height: 250, unit: "cm" } as const;
const bigArea = { x: 100, y: 50, width: 800, height: 500 };

describe("true scale", () => {
  it("converts inches, centimetres and feet", () => {
    expect(toCentimetres(10, "cm")).toBe(10);
    expect(toCentimetres(10, "in")).toBeCloseTo(25.4);
    expect(toCentimetres(2, "ft")).toBeCloseTo(60.96);
  });

  it("maps the wall onto the displayed photo, whatever the units", () => {
    // 100 cm on a 400 cm wall shown 1000 px wide is 250 px.
    expect(trueSizeOnPhoto({ width: 100, height: 50, unit: "cm" }, officeWall, photo)).toEqual({
      width: 250,
      height: 125,
    });
    // A 14 × 9 ft wall: a 42 × 27 in work is a quarter of each side.
    const livingRoom = { width: 14, height: 9, unit: "ft" } as const;
    const size = trueSizeOnPhoto({ width: 42, height: 27, unit: "in" }, livingRoom, {
      width: 1400,
      height: 900,
    });
    expect(size.width).toBeCloseTo(350);
    expect(size.height).toBeCloseTo(225);
  });

  it("draws a work at true size, centred on the placed area, when it fits", () => {
    const plan = planFrame({
      area: bigArea,
      photo,
      wall: officeWall,
      artwork: { width: 100, height: 50, unit: "cm" },
      pictureAspect: 1,
    });
    expect(plan.scale).toBe(1);
    expect(plan.box).toEqual({ x: 375, y: 237.5, width: 250, height: 125 });
    expect(trueScaleNote(plan.scale)).toBe("Shown at true size");
  });

  it("scales a work larger than the area down to fit, keeping its proportions", () => {
    const area = { x: 0, y: 0, width: 155, height: 400 };
    const plan = planFrame({
      area,
      photo,
      wall: officeWall,
      artwork: { width: 100, height: 50, unit: "cm" },
      pictureAspect: 1,
    });
    expect(plan.scale).toBeCloseTo(0.62);
    expect(plan.box.width).toBeCloseTo(155);
    expect(plan.box.width / plan.box.height).toBeCloseTo(2);
    expect(plan.box.y + plan.box.height / 2).toBeCloseTo(200);
    expect(trueScaleNote(plan.scale)).toBe("Shown at 62% of true size");
  });

  it("draws a tiny work at least 80 px on its short side, never beyond the area, and says so", () => {
    const plan = planFrame({
      area: bigArea,
      photo,
      wall: officeWall,
      artwork: { width: 8, height: 4, unit: "in" },
      pictureAspect: 1,
    });
    expect(plan.box.height).toBeCloseTo(MIN_FRAME_PX);
    expect(plan.box.width).toBeCloseTo(2 * MIN_FRAME_PX, 0);
    expect(plan.scale).toBeGreaterThan(1);
    expect(trueScaleNote(plan.scale)).toMatch(/^Shown at \d+% of true size$/);

    const narrow = planFrame({
      area: { x: 0, y: 0, width: 100, height: 100 },
      photo,
      wall: officeWall,
      artwork: { width: 8, height: 4, unit: "in" },
      pictureAspect: 1,
    });
    expect(narrow.box.width).toBeCloseTo(100);
    expect(narrow.box.height).toBeCloseTo(50);
  });

  it("fits the area with the artwork's aspect when the wall or the dimensions are unknown", () => {
    const noWall = planFrame({
      area: bigArea,
      photo,
      wall: null,
      artwork: { width: 30, height: 60, unit: "in" },
      pictureAspect: 4 / 3,
    });
    expect(noWall.scale).toBeNull();
    expect(noWall.box).toEqual({ x: 375, y: 50, width: 250, height: 500 });
    expect(trueScaleNote(noWall.scale)).toBeNull();

    const noDimensions = planFrame({
      area: bigArea,
      photo,
      wall: officeWall,
      artwork: { width: undefined, height: 40, unit: "cm" },
      pictureAspect: 2,
    });
    expect(noDimensions.scale).toBeNull();
    expect(noDimensions.box).toEqual({ x: 100, y: 100, width: 800, height: 400 });
  });

  it("takes only positive, finite sizes in a known unit as measured", () => {
    expect(isMeasured({ width: 1, height: 2, unit: "ft" })).toBe(true);
    expect(isMeasured({ width: 0, height: 2, unit: "ft" })).toBe(false);
    expect(isMeasured({ width: 1, height: Number.NaN, unit: "in" })).toBe(false);
    expect(isMeasured({ width: 1, height: 2 })).toBe(false);
    expect(isMeasured(null)).toBe(false);
  });
});

describe("placement", () => {
  it("counts a drag only from 2% × 2% of the photo", () => {
    expect(dragCounts({ x: 0.1, y: 0.1 }, { x: 0.13, y: 0.13 })).toBe(true);
    expect(dragCounts({ x: 0.1, y: 0.1 }, { x: 0.5, y: 0.11 })).toBe(false);
    expect(areaFromDrag({ x: 0.5, y: 0.5 }, { x: 0.5, y: 0.5 }, photo)).toBeNull();
  });

  it("grows a small counted drag to 80 px about its centre, inside the photo", () => {
    const area = areaFromDrag({ x: 0.5, y: 0.5 }, { x: 0.53, y: 0.53 }, photo);
    expect(area?.width).toBeCloseTo(MIN_FRAME_PX / photo.width);
    expect(area?.height).toBeCloseTo(MIN_FRAME_PX / photo.height);
    expect((area?.x ?? 0) + (area?.width ?? 0) / 2).toBeCloseTo(0.515);

    const corner = areaFromDrag({ x: 0.99, y: 0.99 }, { x: 0.96, y: 0.96 }, photo);
    expect((corner?.x ?? 0) + (corner?.width ?? 0)).toBeCloseTo(1);
    expect((corner?.y ?? 0) + (corner?.height ?? 0)).toBeCloseTo(1);
  });

  it("drags from any corner and clamps points outside the photo", () => {
    const area = areaFromDrag({ x: 0.8, y: 0.9 }, { x: 0.2, y: -0.5 }, photo);
    expect(area?.x).toBeCloseTo(0.2);
    expect(area?.y).toBe(0);
    expect(area?.width).toBeCloseTo(0.6);
    expect(area?.height).toBeCloseTo(0.9);
  });

  it("moves and resizes the keyboard's frame in steps, inside the photo and above the minimum", () => {
    const start = keyboardStartArea(photo);
    const moved = moveArea(start, { x: 100, y: -1 });
    expect(moved.x + moved.width).toBeCloseTo(1);
    expect(moved.y).toBeCloseTo(start.y - 0.02);
    const wider = resizeArea(start, { x: 1, y: 0 }, photo);
    expect(wider.width).toBeCloseTo(start.width + 0.02);
    expect(wider.x + wider.width / 2).toBeCloseTo(start.x + start.width / 2);
    const tiny = resizeArea(start, { x: -100, y: -100 }, photo);
    expect(tiny.width * photo.width).toBeCloseTo(MIN_FRAME_PX);
    expect(tiny.height * photo.height).toBeCloseTo(MIN_FRAME_PX);
    const whole = resizeArea(start, { x: 100, y: 100 }, photo);
    expect(whole).toEqual({ x: 0, y: 0, width: 1, height: 1 });
  });
});
