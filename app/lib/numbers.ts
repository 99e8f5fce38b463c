/**
 * Numbers typed into forms and URLs. `Number()` reads far more than people
 * type: "0x10" is 16, "1e3" is 1000, "Infinity" and "" are numbers too. Every
 * amount the app takes from input goes through these instead: plain decimal
 * digits only. Spaces around the value are dropped (a pasted "12 " is 12);
 * anything else is not a number.
 */

// Optional minus (so "-5" can be told "must be at least 0"), digits with an
// optional fraction, or a bare fraction such as ".5".
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const WHOLE = /^\d+$/;
/** Longer input is never a sensible amount and is not read at all. */
const MAX_LENGTH = 24;

/** A decimal number written with digits and at most one point, else null. */
export function parseDecimal(raw: string | number | null | undefined): number | null {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : null;
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_LENGTH || !DECIMAL.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A whole number of zero or more written with digits only, else null. */
export function parseWholeNumber(raw: string | number | null | undefined): number | null {
  if (typeof raw === "number") return Number.isSafeInteger(raw) && raw >= 0 ? raw : null;
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (text.length === 0 || text.length > MAX_LENGTH || !WHOLE.test(text)) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : null;
}
