import { data, useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { parseArtworkId } from "~/features/catalogue";
import { findArtworkDetail } from "~/features/catalogue/index.server";
import {
  chainPageView,
  provenancePath,
  recordedFacts,
  verificationText,
} from "~/features/commerce";
import { provenanceChain } from "~/features/commerce/index.server";
import { ProvenanceChainPage } from "~/features/commerce/ui";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { env } from "~/lib/env.server";
import { seoMeta } from "~/lib/seo";
import { ErrorPage } from "~/shell/error-page";
import type { Route } from "./+types/artwork-provenance";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData?.found) {
    return [
      { title: "Page Not Found · The Fair Trade Art Gallery" },
      { name: "robots", content: "noindex" },
    ];
  }
  const { artwork, chain, origin } = loaderData;
  return seoMeta({
    title: `Provenance of ${artwork.title}`,
    description: `The recorded ownership history of ${artwork.title} by ${artwork.artistName}. ${
      chain.entries.length > 0 ? verificationText(chain.verification) : ""
    }`.trim(),
    origin,
    path: provenancePath(artwork.id),
  });
};

/** Like the app's missing pages: "Page Not Found", with a 404 status. */
function notFound() {
  return data({ found: false as const }, { status: 404 });
}

/** R-provenance-chain: anyone, signed in or not, can check an artwork's recorded history. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = parseArtworkId(params.id);
  if (!id) return notFound();
  const database = db();
  const [artwork, chain] = await Promise.all([
    findArtworkDetail(database, id, null),
    provenanceChain(database, id),
  ]);
  if (!artwork) return notFound();
  // The page states the facts as recorded, like the certificate; a work with no entry shows its own.
  const facts = recordedFacts(chain);
  return {
    found: true as const,
    artwork: {
      id: artwork.id,
      title: facts?.title ?? artwork.title,
      artistName: (facts ? facts.artist : artwork.artistName) ?? NAME_FALLBACKS.artist,
      imageKey: (facts ? facts.images[0] : artwork.images[0]?.key) ?? null,
    },
    chain: chainPageView(chain),
    origin: env().APP_URL,
  };
}

export default function ArtworkProvenance() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.found) return <ErrorPage status={404} notFound />;
  const { artwork, chain } = loaderData;
  return <ProvenanceChainPage key={artwork.id} artwork={artwork} chain={chain} />;
}
