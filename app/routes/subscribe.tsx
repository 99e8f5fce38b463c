import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { displayName } from "~/features/accounts";
import { getViewer } from "~/features/accounts/index.server";
import type { PlanForDisplay } from "~/features/plans";
import { listActivePlans } from "~/features/plans/index.server";
import { PlansPage } from "~/features/plans/ui";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/subscribe";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: "Subscription Plans",
    description:
      "Plans for artists, curators and collectors: artwork listings, contact reveals, promotion stars and curator spaces, from free to Patron.",
    origin: loaderData?.origin ?? "",
    path: "/subscribe",
  });

async function activePlans(): Promise<PlanForDisplay[] | null> {
  try {
    const plans = await listActivePlans(db());
    return plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      priceCents: plan.priceCents,
      revealsPerMonth: plan.revealsPerMonth,
      promotionStars: plan.promotionStars,
      maxArtworks: plan.maxArtworks,
      maxCuratorSpaces: plan.maxCuratorSpaces,
    }));
  } catch (error) {
    logger.error({ err: error }, "subscription plans failed to load");
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const [viewer, plans] = await Promise.all([getViewer(request), activePlans()]);
  const config = env();
  return {
    plans: plans ?? [],
    loadFailed: plans === null,
    currentPlanName: viewer ? viewer.plan.name : null,
    member: viewer ? { name: displayName(viewer), handle: viewer.handle } : null,
    contactEmail: config.CONTACT_EMAIL,
    origin: config.APP_URL,
  };
}

export default function Subscribe() {
  const data = useLoaderData<typeof loader>();
  return (
    <PlansPage
      plans={data.plans}
      currentPlanName={data.currentPlanName}
      member={data.member}
      contactEmail={data.contactEmail}
      loadFailed={data.loadFailed}
    />
  );
}
