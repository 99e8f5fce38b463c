import Stripe from "stripe";
import { env } from "~/lib/env.server";

let client: { key: string; url: string | undefined; stripe: Stripe } | undefined;

/**
 * The Stripe SDK, when STRIPE_SECRET_KEY is set; null otherwise (the test
 * provider takes payments then). STRIPE_API_URL points it at another
 * Stripe-compatible address. The SDK retries network failures itself, with
 * the idempotency key of the first try, so a retried create never makes two.
 */
export function stripeClient(): Stripe | null {
  const config = env();
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return null;
  if (client?.key === key && client.url === config.STRIPE_API_URL) return client.stripe;
  const address = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const stripe = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "The Fair Trade Art Gallery" },
    ...(address && {
      host: address.hostname,
      port: address.port || (address.protocol === "https:" ? 443 : 80),
      protocol: address.protocol === "https:" ? "https" : "http",
    }),
  });
  client = { key, url: config.STRIPE_API_URL, stripe };
  return stripe;
}

/** The browser's key for Stripe.js, or null without Stripe. */
export function stripePublishableKey(): string | null {
  return env().STRIPE_SECRET_KEY ? (env().STRIPE_PUBLISHABLE_KEY ?? null) : null;
}

/** The gallery's currency: prices are kept in US cents. */
export const CURRENCY = "usd";
