import { Link, useLoaderData } from "react-router";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { offersForOwner } from "~/features/commerce/index.server";
import { OwnerOfferList } from "~/features/commerce/ui";
import type { Route } from "./+types/artist-offers";
import page from "./artist-earnings.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Offers · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

/** R-offer-answer: the offers on the viewer's own works (scoped to them in the SQL). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { offers: await offersForOwner(db(), viewer.id) };
}

export default function ArtistOffers() {
  const { offers } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <div className={page.intro}>
        <h1 className={`${text.title} ${text.h1}`}>Offers</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          Offers members made on your works. Accept, decline or counter each within 72 hours;
          accepting holds the work for that buyer at that price for 48 hours and declines the
          others.{" "}
          <Link to="/artist/dashboard" className={`${link.link} ${link.underlined}`}>
            Back to the dashboard
          </Link>
        </p>
      </div>
      <OwnerOfferList offers={offers} />
    </div>
  );
}
