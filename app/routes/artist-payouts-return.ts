import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { finishOnboarding } from "~/features/commerce/index.server";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/artist-payouts-return";

/**
 * Back from Stripe's hosted onboarding: the viewer's account status as Stripe
 * has it now is stored, and they are back on the dashboard with a word on it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const finished = await finishOnboarding(db(), viewer.id);
  if (!finished) return redirect("/artist/dashboard");
  if (finished.transfersActive) {
    return redirectWithToast("/artist/dashboard", {
      message: "Payouts are on: your earnings are transferred to your Stripe account.",
      color: "green",
    });
  }
  return redirectWithToast("/artist/dashboard", {
    message: "Your payout setup is not finished yet. Choose Get paid to continue it.",
    color: "yellow",
  });
}
