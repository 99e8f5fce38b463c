/** Where Stripe posts its events (routes/api.webhooks.stripe.ts). */
export const STRIPE_WEBHOOK_PATH = "/api/webhooks/stripe";

/**
 * The largest event body taken. Stripe's events are a few kilobytes (an
 * account or a dispute with its metadata stays far below this); a body this
 * size is refused with 413 before it is read in full.
 */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;
