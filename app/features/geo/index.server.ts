// What other parts of the app may use from geo on the server only.
export { ensureZipCentroids } from "./centroids.server";
export { distanceBetweenZips, haversineMiles, zipCentroid } from "./distance.server";
