import { describe, expect, it } from "vitest";
import {
  DISTANCE_MESSAGES,
  distanceBetweenZips,
  haversineMiles,
  zipCentroid,
} from "./distance.server";

describe("distance between ZIP codes", () => {
  it("measures Baltimore to New York in miles to one decimal", () => {
    const result = distanceBetweenZips("21201", "10001");
    expect(result.miles).toBeGreaterThan(165);
    expect(result.miles).toBeLessThan(180);
    expect(Number.isInteger((result.miles ?? 0) * 10)).toBe(true);
  });

  it("is zero for the same ZIP and accepts ZIP+4", () => {
    expect(distanceBetweenZips("21201", "21201-1234")).toEqual({ miles: 0 });
  });

  it("needs both ZIP codes", () => {
    expect(distanceBetweenZips("", "21201")).toEqual({ error: DISTANCE_MESSAGES.missingZip });
    expect(distanceBetweenZips("21201", null)).toEqual({ error: DISTANCE_MESSAGES.missingZip });
  });

  it("says so when a ZIP code is unknown", () => {
    expect(distanceBetweenZips("00000", "21201")).toEqual({ error: DISTANCE_MESSAGES.unknownZip });
    expect(distanceBetweenZips("abcde", "21201")).toEqual({ error: DISTANCE_MESSAGES.unknownZip });
    expect(zipCentroid("123")).toBeNull();
  });

  it("computes the haversine distance symmetrically", () => {
    const a = { latitude: 39.2946, longitude: -76.6252 };
    const b = { latitude: 34.0522, longitude: -118.2437 };
    expect(haversineMiles(a, b)).toBe(haversineMiles(b, a));
    expect(haversineMiles(a, b)).toBeGreaterThan(2300);
  });
});
