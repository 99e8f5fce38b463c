import { db } from "~/db/client.server";
import { readWebhookPayload, receiveStripeWebhook } from "~/features/commerce/index.server";
import { BODY_TOO_LARGE_MESSAGE } from "~/lib/http/body-limits";
import type { Route } from "./+types/api.webhooks.stripe";

const headers = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };

/** Stripe posts its events; there is nothing to read here. */
export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}

/**
 * Stripe's webhook deliveries: the raw body and its Stripe-Signature are
 * handed over as they came (the signature covers the exact bytes). Answers a
 * short plain text: 200 handled (or handled before), 400 unsigned or badly
 * signed, 413 too large, 500 when Stripe should send it again.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
  }
  const payload = await readWebhookPayload(request);
  if (!payload) return new Response(BODY_TOO_LARGE_MESSAGE, { status: 413, headers });
  const answer = await receiveStripeWebhook(db(), {
    payload,
    signature: request.headers.get("stripe-signature"),
  });
  return new Response(answer.message, { status: answer.status, headers });
}
