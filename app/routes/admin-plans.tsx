import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { planActionSchema } from "~/features/admin";
import { createPlan, listPlansForAdmin, updatePlan } from "~/features/admin/index.server";
import { AdminPageHeader, PlansTable } from "~/features/admin/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import type { Route } from "./+types/admin-plans";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Plans · The Fair Trade Art Gallery" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { plans: await listPlansForAdmin(db()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  try {
    const input = parseForm(planActionSchema, await readForm(request), firstProblem);
    if (input.intent === "create") {
      const plan = await createPlan(db(), viewer.id, input);
      return { ok: true as const, name: plan.name, created: true };
    }
    const { plan } = await updatePlan(db(), viewer.id, input);
    return { ok: true as const, name: plan.name, created: false };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: "Failed to save the plan",
      log: "saving a plan failed",
    });
  }
}

export default function AdminPlans() {
  const { plans } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <AdminPageHeader
        title="Plans"
        description="The subscription plans members can hold: price, allowances and limits. Retire a plan to stop offering it; its members keep it."
      />
      <PlansTable plans={plans} />
    </div>
  );
}
