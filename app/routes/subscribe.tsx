import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import type { PlanForDisplay } from "~/features/plans";
import { listPlansForDisplay } from "~/features/plans/index.server";
import { PlansPage } from "~/features/plans/ui";
import { displayName } from "~/lib/display-name";
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
    return await listPlansForDisplay(db());
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
