import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { FEATURED_ARTWORK_COUNT } from "~/features/catalogue";
import { featuredArtworks, heroImages } from "~/features/catalogue/index.server";
import { imageUrl } from "~/features/media";
import { HomePage } from "~/features/site/ui";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { SITE_NAME, seoMeta } from "~/lib/seo";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const first = loaderData?.hero[0];
  return seoMeta({
    title: SITE_NAME,
    description:
      "Buy or lease original art from emerging artists at fair prices. An invitation-only gallery that gives artists steady lease income, loans and grants.",
    origin: loaderData?.origin ?? "",
    path: "/",
    image: first ? imageUrl(first.imageKey, "large") : null,
    imageAlt: first
      ? `${first.title}${first.artistName ? ` by ${first.artistName}` : ""}`
      : undefined,
  });
};

/** A failed read leaves its section empty rather than failing the front door (R-quiet-read-failures). */
async function orEmpty<T>(what: string, read: Promise<T[]>): Promise<T[]> {
  try {
    return await read;
  } catch (error) {
    logger.error({ err: error }, `${what} failed to load`);
    return [];
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const database = db();
  const [featured, hero] = await Promise.all([
    // Three more than the grid shows, for the artists' call to action.
    orEmpty(
      "featured artworks",
      featuredArtworks(database, viewer?.id, FEATURED_ARTWORK_COUNT + 3),
    ),
    orEmpty("hero images", heroImages(database)),
  ]);
  const collage = featured
    .slice(FEATURED_ARTWORK_COUNT)
    .map((artwork) => artwork.mainImageKey)
    .filter((key): key is string => key !== null);
  return {
    featured: featured.slice(0, FEATURED_ARTWORK_COUNT),
    collage,
    hero,
    origin: env().APP_URL,
  };
}

export default function Home() {
  const { featured, collage, hero } = useLoaderData<typeof loader>();
  return <HomePage hero={hero} featured={featured} collage={collage} />;
}
