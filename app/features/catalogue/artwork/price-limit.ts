/**
 * The highest price, in dollars, an artwork may ask (its sale price or a lease
 * rate): the artwork form's limit, and so the highest bound a search takes.
 */
export const MAX_PRICE_DOLLARS = 100_000_000;
