import { useLoaderData } from "react-router";
import { getViewer } from "~/features/accounts/index.server";
import { AboutPage } from "~/features/site/ui";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  seoMeta({
    title: "About",
    description: `Our mission: steady lease income, fair prices, and security-deposit loans and grants for artists at risk of being priced out. Starting in ${loaderData?.city ?? "our first city"}.`,
    origin: loaderData?.origin ?? "",
    path: "/about",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const config = env();
  return {
    signedIn: viewer !== null,
    city: config.GALLERY_CITY,
    contactEmail: config.CONTACT_EMAIL,
    origin: config.APP_URL,
  };
}

export default function About() {
  const { signedIn, city, contactEmail } = useLoaderData<typeof loader>();
  return <AboutPage city={city} contactEmail={contactEmail} signedIn={signedIn} />;
}
