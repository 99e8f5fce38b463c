import { PagePending } from "~/components/page-placeholder";
import { requireAdmin } from "~/features/accounts/index.server";
import type { Route } from "./+types/admin-subscriptions";

export const meta: Route.MetaFunction = () => [
  { title: "Manage Subscriptions · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  return new Response(null, { status: 405 });
}
export default function Page() {
  return <PagePending title="Manage Subscriptions" description="" />;
}
