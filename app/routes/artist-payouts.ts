import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { resumeOnboarding, startOnboarding } from "~/features/commerce/index.server";
import type { Route } from "./+types/artist-payouts";

/**
 * "Get paid": the viewer's own payout account (made once) and a link to
 * Stripe's hosted onboarding, where they are sent. 404 without Stripe.
 */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const url = await startOnboarding(db(), { id: viewer.id, email: viewer.email });
  if (!url) return new Response("Payouts are not set up on this gallery.", { status: 404 });
  return redirect(url);
}

/** Stripe's refresh URL (the onboarding link expired): a fresh link, or the dashboard. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = await resumeOnboarding(db(), viewer.id);
  return redirect(url ?? "/artist/dashboard");
}
