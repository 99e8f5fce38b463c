import type { CSSProperties } from "react";
import { useLoaderData } from "react-router";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { adminCounts, weeklyActivity } from "~/features/admin/index.server";
import { ActionCards, ActivityChart, StatsGrid } from "~/features/admin/ui";
import type { Route } from "./+types/admin-dashboard";

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [counts, weeks] = await Promise.all([adminCounts(db()), weeklyActivity(db())]);
  return { counts, weeks };
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405 });
}

export default function AdminDashboard() {
  const { counts, weeks } = useLoaderData<typeof loader>();
  return (
    <div className={layout.stack} style={{ "--gap": "var(--spacing-xl)" } as CSSProperties}>
      <div className={layout.stack} style={{ "--gap": "4px" } as CSSProperties}>
        <h1 className={`${text.title} ${text.h1}`}>Admin Dashboard</h1>
        <p className={`${text.plain} ${text.dimmed}`}>
          The gallery at a glance, and the tools to run it.
        </p>
      </div>
      <section aria-label="Gallery figures">
        <StatsGrid counts={counts} />
      </section>
      <ActivityChart weeks={weeks} />
      <section aria-labelledby="admin-actions" className={layout.stack}>
        <h2 className={`${text.title} ${text.h3}`} id="admin-actions">
          Administration
        </h2>
        <ActionCards />
      </section>
    </div>
  );
}
