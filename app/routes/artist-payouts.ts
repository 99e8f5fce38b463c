import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { startOnboarding } from "~/features/commerce/index.server";
import type { Route } from "./+types/artist-payouts";

/**
 * "Get paid", and Stripe's refresh URL when an onboarding link expired: the
 * viewer's own payout account (made once) and a fresh link to Stripe's hosted
 * onboarding, where they are sent. 404 without Stripe.
 *
 * A link, not a form: the page's Content-Security-Policy (`form-action 'self'`)
 * stops a form submission from being redirected to another site, and making
 * the member's own account twice is not possible (the account is kept, and its
 * creation has the member's idempotency key).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = await startOnboarding(db(), { id: viewer.id, email: viewer.email });
  if (!url) return new Response("Payouts are not set up on this gallery.", { status: 404 });
  return redirect(url);
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}
