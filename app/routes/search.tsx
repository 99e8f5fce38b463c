import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { getViewer } from "~/features/accounts/index.server";
import { SaveSearchButton } from "~/features/alerts/ui";
import { parseSearchParams } from "~/features/catalogue";
import { emptySearchPage, loadSearchPage } from "~/features/catalogue/index.server";
import { SearchPage } from "~/features/catalogue/ui";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/search";

const SITE = "The Fair Trade Art Gallery";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const artist = loaderData?.artist?.fullName;
  const q = loaderData?.state.q;
  const title = artist ? `Artworks by ${artist}` : q ? `“${q}” · Browse Artwork` : "Browse Artwork";
  const description = artist
    ? `Original artworks by ${artist}, for sale or lease at ${SITE}.`
    : "Browse original artworks for sale or lease from emerging artists: search by title, artist, medium or style, and filter by price, support and distance.";
  return [
    { title: `${title} · ${SITE}` },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
  ];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  // A visitor's My Favorites gets no results: the page asks them to sign in.
  const state = parseSearchParams(new URL(request.url).searchParams);
  try {
    const page = await loadSearchPage(db(), viewer && { id: viewer.id }, state);
    return { ...page, signedIn: viewer != null };
  } catch (error) {
    // Search failures are logged, and the page shows no results (R-quiet-read-failures).
    logger.error({ err: error, requestId: context.get(requestIdContext) }, "search failed");
    return { ...emptySearchPage(state), signedIn: viewer != null };
  }
}

export default function SearchRoute() {
  const page = useLoaderData<typeof loader>();
  return (
    <SearchPage
      {...page}
      saveSearch={
        <SaveSearchButton
          state={page.state}
          artistName={page.artist?.fullName}
          signedIn={page.signedIn}
        />
      }
    />
  );
}
