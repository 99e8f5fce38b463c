import { bigint } from "drizzle-orm/pg-core";

/**
 * A column of whole cents. A bigint, since a 32-bit integer ends at
 * $21,474,836.47, below the prices the forms take (a sale of up to
 * $100,000,000, or a long lease of an expensive work); read as a number,
 * exact up to 2^53 cents. Sums over it come back as `numeric`, a string from
 * either driver: map them with Number.
 */
export const cents = () => bigint({ mode: "number" });
