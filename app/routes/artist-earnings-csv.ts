import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { parseStatementMonth } from "~/features/commerce";
import { statementCsv, statementLines, statementPayouts } from "~/features/commerce/index.server";
import type { Route } from "./+types/artist-earnings-csv";

/**
 * R-earnings-statement: the viewer's statement lines, with their transfers and
 * the payouts to their bank, as a CSV file, of one month or of all.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const asked = new URL(request.url).searchParams.get("month");
  const month = parseStatementMonth(asked);
  if (asked !== null && !month) {
    return new Response("A month is written YYYY-MM, e.g. 2026-11.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const lines = (await statementLines(db(), viewer.id)).filter(
    (line) => !month || line.month === month,
  );
  const payouts = await statementPayouts(db(), viewer.id, month);
  return new Response(statementCsv(lines, payouts), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="earnings${month ? `-${month}` : ""}.csv"`,
      "Cache-Control": "private, no-cache",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
