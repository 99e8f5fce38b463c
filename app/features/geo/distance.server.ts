import zipcodes from "zipcodes";

export const DISTANCE_MESSAGES = {
  missingZip: "Both zip codes are required",
  unknownZip: "Distance data not available",
  failed: "Failed to calculate distance",
} as const;

export type Coordinates = { latitude: number; longitude: number };
export type DistanceResult =
  | { miles: number; error?: undefined }
  | { miles?: undefined; error: string };

const EARTH_RADIUS_MILES = 3958.8;

/** The centroid of a US ZIP code (ZIP+4 uses its first five digits), from bundled data. */
export function zipCentroid(zip: string | null | undefined): Coordinates | null {
  const five = zip?.trim().slice(0, 5);
  if (!five || !/^\d{5}$/.test(five)) return null;
  const place = zipcodes.lookup(five);
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** Great-circle distance in miles, rounded to one decimal. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const miles = 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(miles * 10) / 10;
}

/** R-distance: the miles between two ZIP codes, or the spec's inline text. */
export function distanceBetweenZips(
  from: string | null | undefined,
  to: string | null | undefined,
): DistanceResult {
  if (!from?.trim() || !to?.trim()) return { error: DISTANCE_MESSAGES.missingZip };
  const a = zipCentroid(from);
  const b = zipCentroid(to);
  if (!a || !b) return { error: DISTANCE_MESSAGES.unknownZip };
  return { miles: haversineMiles(a, b) };
}
