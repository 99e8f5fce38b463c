import { data, Link, useLoaderData } from "react-router";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { statementTransaction } from "~/features/commerce/index.server";
import { StatementTransactionDetail } from "~/features/commerce/ui";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/artist-earnings-transaction";
import page from "./artist-earnings.module.css";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: loaderData?.found
      ? `${loaderData.transaction.artworkTitle} · Earnings · The Fair Trade Art Gallery`
      : "Transaction Not Found · The Fair Trade Art Gallery",
  },
  { name: "robots", content: "noindex" },
];

/** A transaction of the viewer's statement; another member's, a missing one and a bad id alike are not found. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const transaction = isUuid(params.transactionId)
    ? await statementTransaction(db(), viewer.id, params.transactionId)
    : null;
  if (!transaction) return data({ found: false as const }, { status: 404 });
  return data({ found: true as const, transaction });
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}

export default function ArtistEarningsTransaction() {
  const loaderData = useLoaderData<typeof loader>();
  return (
    <div className={`${page.page} ${page.compact}`}>
      <Link to="/artist/earnings" className={`${link.link} ${link.sm}`}>
        ← Earnings
      </Link>
      {loaderData.found ? (
        <>
          <h1 className={`${text.title} ${text.h1}`}>{loaderData.transaction.artworkTitle}</h1>
          <StatementTransactionDetail transaction={loaderData.transaction} />
        </>
      ) : (
        <>
          <h1 className={`${text.title} ${text.h1}`}>Transaction not found</h1>
          <p className={text.plain}>This transaction is not on your statement.</p>
        </>
      )}
    </div>
  );
}
