import "@mantine/charts/styles.css";
import { Stack, Text, Title } from "@mantine/core";
import { useLoaderData } from "react-router";
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
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>Admin Dashboard</Title>
        <Text c="dimmed">The gallery at a glance, and the tools to run it.</Text>
      </Stack>
      <section aria-label="Gallery figures">
        <StatsGrid counts={counts} />
      </section>
      <ActivityChart weeks={weeks} />
      <section aria-labelledby="admin-actions">
        <Stack gap="md">
          <Title order={2} size="h3" id="admin-actions">
            Administration
          </Title>
          <ActionCards />
        </Stack>
      </section>
    </Stack>
  );
}
