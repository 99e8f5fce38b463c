import { describe, expect, it } from "vitest";
import {
  BADGE_WEIGHT,
  COLOUR_WEIGHT,
  combinedScore,
  normalisedRanks,
  popularity,
  RELEVANCE_WEIGHT,
  scoreUnits,
} from "./score";

describe("combinedScore", () => {
  it("weighs relevance over colour over the badge, within 0 and 1", () => {
    expect(RELEVANCE_WEIGHT + COLOUR_WEIGHT + BADGE_WEIGHT).toBeCloseTo(1, 10);
    expect(combinedScore({ relevance: 1, colourFit: 1, supportBadge: true })).toBeCloseTo(1, 10);
    expect(combinedScore({ relevance: 0, colourFit: 0, supportBadge: false })).toBe(0);
    // The best match with a poor colour fit beats a half match with a perfect one.
    expect(combinedScore({ relevance: 1, colourFit: 0.2, supportBadge: false })).toBeGreaterThan(
      combinedScore({ relevance: 0.5, colourFit: 1, supportBadge: false }),
    );
    // The badge tips a near-tie.
    expect(combinedScore({ relevance: 0.9, colourFit: 0.5, supportBadge: true })).toBeGreaterThan(
      combinedScore({ relevance: 0.95, colourFit: 0.5, supportBadge: false }),
    );
    expect(combinedScore({ relevance: 7, colourFit: Number.NaN, supportBadge: false })).toBe(0.6);
  });

  it("normalises ranks and views against the best", () => {
    expect(normalisedRanks([0.2, 0.1, 0])).toEqual([1, 0.5, 0]);
    expect(normalisedRanks([0, 0])).toEqual([0, 0]);
    const views = popularity([999, 9, 0]);
    expect(views[0]).toBe(1);
    expect(views[1]).toBeCloseTo(1 / 3, 5);
    expect(views[2]).toBe(0);
    expect(scoreUnits(0.1234567)).toBe(123_457);
  });
});
