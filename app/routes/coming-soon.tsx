import { useLoaderData } from "react-router";
import { ComingSoonPage } from "~/features/site/ui";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/coming-soon";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: "Coming Soon",
    description:
      "This part of The Fair Trade Art Gallery is still being built. Browse the gallery in the meantime.",
    origin: loaderData?.origin ?? "",
    path: "/coming-soon",
    noIndex: true,
  });

export function loader() {
  return { origin: env().APP_URL };
}

export default function ComingSoon() {
  useLoaderData<typeof loader>();
  return <ComingSoonPage />;
}
