import { PagePending } from "~/components/page-placeholder";
import { requireViewer } from "~/features/accounts/index.server";
import type { Route } from "./+types/curator-space-gallery";

export const meta: Route.MetaFunction = () => [
  { title: "Virtual Gallery · The Fair Trade Art Gallery" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireViewer(request);
  return new Response(null, { status: 405 });
}
export default function Page() {
  return <PagePending title="Virtual Gallery" description="" />;
}
