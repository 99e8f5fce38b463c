import { IconCoin, IconPhoto, IconPlus, IconTag } from "@tabler/icons-react";
import { type CSSProperties, Suspense } from "react";
import { Await, useLoaderData } from "react-router";
import { Button } from "~/components/button";
import { Columns } from "~/components/columns";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { payoutSummary } from "~/features/commerce/index.server";
import { PayoutsPanel } from "~/features/commerce/ui";
import { dashboardData } from "~/features/studio/index.server";
import {
  MyCollection,
  MyCollectionSkeleton,
  PerformanceCharts,
  PerformanceChartsSkeleton,
  RecentActivity,
  RecentActivitySkeleton,
  RecentArtworks,
  RecentArtworksSkeleton,
  RevealedContacts,
  RevealedContactsSkeleton,
  StatTiles,
  StatTilesSkeleton,
} from "~/features/studio/ui";
import { displayName } from "~/lib/display-name";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/artist-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Artist Dashboard · The Fair Trade Art Gallery" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const requestId = context.get(requestIdContext);
  // Each panel streams in when ready; until then its skeleton shows.
  const parts = dashboardData(db(), viewer, (part, error) => {
    logger.error({ err: error, requestId, part }, "loading the artist dashboard failed");
  });
  // Null without Stripe (no panel), or when it cannot be read (logged; the rest still shows).
  const payouts = payoutSummary(db(), viewer.id).catch((error: unknown) => {
    logger.error({ err: error, requestId, part: "payouts" }, "loading the artist dashboard failed");
    return null;
  });
  return { name: displayName(viewer, viewer.handle), payouts, ...parts };
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}

export default function ArtistDashboard() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-xl)" } as CSSProperties}>
      <div className={`${layout.row} ${layout.between}`} style={{ alignItems: "flex-end" }}>
        <div className={layout.stack} style={{ "--gap": "4px" } as CSSProperties}>
          <h1 className={`${text.title} ${text.h1}`}>Artist Dashboard</h1>
          <p className={`${text.plain} ${text.dimmed}`}>
            Welcome back, {data.name}. Here is how your work is doing.
          </p>
        </div>
        <div className={layout.row} style={{ "--gap": "var(--spacing-sm)" } as CSSProperties}>
          <Button
            to="/artist/earnings"
            variant="default"
            leftSection={<IconCoin size={16} aria-hidden />}
          >
            Earnings
          </Button>
          <Button
            to="/artist/offers"
            variant="default"
            leftSection={<IconTag size={16} aria-hidden />}
          >
            Offers
          </Button>
          <Button
            to="/artist/artwork"
            variant="default"
            leftSection={<IconPhoto size={16} aria-hidden />}
          >
            My Artwork
          </Button>
          <Button to="/artist/artwork/upload" leftSection={<IconPlus size={16} aria-hidden />}>
            Add New Artwork
          </Button>
        </div>
      </div>

      <Suspense fallback={null}>
        <Await resolve={data.payouts}>
          {(payouts) => (payouts ? <PayoutsPanel payouts={payouts} /> : null)}
        </Await>
      </Suspense>

      <section aria-label="Your figures">
        <Suspense fallback={<StatTilesSkeleton />}>
          <Await resolve={data.stats}>{(stats) => <StatTiles stats={stats} />}</Await>
        </Suspense>
      </section>

      <Suspense fallback={<PerformanceChartsSkeleton />}>
        <Await resolve={data.months}>{(months) => <PerformanceCharts months={months} />}</Await>
      </Suspense>

      <Columns cols={{ base: 1, md: 2, lg: 3 }} spacing={{ base: "sm", sm: "md" }}>
        <Suspense fallback={<RecentArtworksSkeleton />}>
          <Await resolve={data.artworks}>{(panel) => <RecentArtworks panel={panel} />}</Await>
        </Suspense>
        <Suspense fallback={<RecentActivitySkeleton />}>
          <Await resolve={data.transactions}>
            {(transactions) => <RecentActivity transactions={transactions} />}
          </Await>
        </Suspense>
        <Suspense fallback={<RevealedContactsSkeleton />}>
          <Await resolve={data.reveals}>{(panel) => <RevealedContacts panel={panel} />}</Await>
        </Suspense>
      </Columns>

      <Suspense fallback={<MyCollectionSkeleton />}>
        <Await resolve={data.collection}>{(panel) => <MyCollection panel={panel} />}</Await>
      </Suspense>
    </div>
  );
}
