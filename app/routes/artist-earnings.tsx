import { Link, useLoaderData } from "react-router";
import text from "~/components/text.module.css";
import link from "~/components/text-link.module.css";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { parseStatementMonth, statementMonths, totalOf } from "~/features/commerce";
import { statementLines, statementPayouts } from "~/features/commerce/index.server";
import { EarningsStatement } from "~/features/commerce/ui";
import type { Route } from "./+types/artist-earnings";
import page from "./artist-earnings.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Earnings · The Fair Trade Art Gallery" },
  { name: "robots", content: "noindex" },
];

/** R-earnings-statement: the viewer's own statement; the month shown is ?month= or the latest. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const lines = await statementLines(db(), viewer.id);
  const months = statementMonths(lines);
  const month =
    parseStatementMonth(new URL(request.url).searchParams.get("month")) ?? months[0]?.month ?? null;
  return {
    months,
    total: totalOf(lines),
    month,
    lines: lines.filter((line) => line.month === month),
    payouts: await statementPayouts(db(), viewer.id),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}

export default function ArtistEarnings() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <div className={page.intro}>
        <h1 className={`${text.title} ${text.h1}`}>Earnings</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          What the gallery owes you from sales, leases and resale royalties, month by month, from
          its ledger.{" "}
          {/* Underlined: inside a sentence, its colour alone would not tell it apart. */}
          <Link to="/artist/dashboard" className={`${link.link} ${link.underlined}`}>
            Back to the dashboard
          </Link>
        </p>
      </div>
      <EarningsStatement {...data} />
    </div>
  );
}
