import { useLoaderData } from "react-router";
import { Alert } from "~/components/alert";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { parseListParams, SUBSCRIPTION_MESSAGES, subscriptionActionSchema } from "~/features/admin";
import {
  addSubscription,
  listPlanOptions,
  listSubscriptions,
  refillAllowances,
  updateSubscription,
} from "~/features/admin/index.server";
import {
  AddSubscriptionForm,
  AdminPageHeader,
  SubscriptionFilters,
  SubscriptionPager,
  SubscriptionsTable,
} from "~/features/admin/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failure, failureOrUnexpected, invalid, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/admin-subscriptions";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [
  { title: "Manage Subscriptions · The Fair Trade Art Gallery" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = parseListParams(new URL(request.url).searchParams);
  try {
    const [list, plans] = await Promise.all([
      listSubscriptions(db(), params),
      listPlanOptions(db()),
    ]);
    return { ...list, params: { ...params, page: list.page }, plans, failed: false as const };
  } catch (error) {
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "subscriptions failed to load",
    );
    return { rows: [], total: 0, pageCount: 1, params, plans: [], failed: true as const };
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  let form: Record<string, unknown>;
  try {
    form = await readForm(request, ["cancelAtPeriodEnd"]);
  } catch (error) {
    return failure(error);
  }
  const parsed = subscriptionActionSchema.safeParse(form);
  if (!parsed.success) {
    const adding = form.intent === "add";
    return invalid(
      parsed.error,
      adding ? SUBSCRIPTION_MESSAGES.bothRequired : firstProblem(parsed.error),
    );
  }
  const requestId = context.get(requestIdContext);
  if (parsed.data.intent === "add") {
    try {
      const { name, created } = await addSubscription(db(), viewer.id, parsed.data);
      return { ok: true as const, name, created };
    } catch (error) {
      return failureOrUnexpected(error, {
        requestId,
        message: SUBSCRIPTION_MESSAGES.createFailed,
        log: "adding a subscription failed",
      });
    }
  }
  if (parsed.data.intent === "refill") {
    try {
      const refilled = await refillAllowances(db(), viewer.id, parsed.data);
      return { ok: true as const, refilled };
    } catch (error) {
      return failureOrUnexpected(error, {
        requestId,
        message: SUBSCRIPTION_MESSAGES.refillFailed,
        log: "refilling allowances failed",
      });
    }
  }
  try {
    const { changed } = await updateSubscription(db(), viewer.id, parsed.data);
    return { ok: true as const, updated: true as const, changed };
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId,
      message: SUBSCRIPTION_MESSAGES.updateFailed,
      log: "updating a subscription failed",
    });
  }
}

export default function ManageSubscriptions() {
  const { rows, total, pageCount, params, plans, failed } = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <AdminPageHeader
        title="Manage Subscriptions"
        description="Put members on a plan, fix a renewal, and see who is on what. Changes are kept in the audit trail."
      />

      <AddSubscriptionForm plans={plans} />

      <div className={`${layout.paper} ${layout.panel}`}>
        <div className={layout.stack}>
          <h2 className={`${text.title} ${text.h3}`}>Subscriptions</h2>
          <SubscriptionFilters params={params} />
          {failed ? (
            <Alert color="red" role="alert">
              {SUBSCRIPTION_MESSAGES.loadFailed}
            </Alert>
          ) : rows.length === 0 ? (
            <Alert color="gray" role="status">
              {SUBSCRIPTION_MESSAGES.noSubscriptions}
            </Alert>
          ) : (
            <>
              <SubscriptionsTable rows={rows} params={params} plans={plans} />
              <SubscriptionPager params={params} pageCount={pageCount} total={total} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
