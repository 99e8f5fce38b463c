import { useLoaderData } from "react-router";
import { db } from "~/db/client.server";
import { requireAdmin } from "~/features/accounts/index.server";
import { PAYMENT_MESSAGES, parsePaymentParams, paymentActionSchema } from "~/features/admin";
import {
  attentionCounts,
  failedPayouts,
  listPayments,
  refundPayment,
  retryFailedTransfer,
  stripeDashboardUrl,
} from "~/features/admin/index.server";
import { AdminPageHeader, PaymentsPage } from "~/features/admin/ui";
import { firstProblem } from "~/lib/http/field-errors";
import { failureOrUnexpected, parseForm, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { logger } from "~/lib/logger.server";
import type { Route } from "./+types/admin-payments";
import page from "./admin-page.module.css";

export const meta: Route.MetaFunction = () => [{ title: "Payments · The Fair Trade Art Gallery" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request);
  const params = parsePaymentParams(new URL(request.url).searchParams);
  const dashboardUrl = stripeDashboardUrl();
  try {
    const database = db();
    const [list, attention, payouts] = await Promise.all([
      listPayments(database, params),
      attentionCounts(database),
      failedPayouts(database),
    ]);
    return {
      ...list,
      params: { ...params, page: list.page },
      attention,
      payouts,
      dashboardUrl,
      failed: false as const,
    };
  } catch (error) {
    logger.error(
      { err: error, requestId: context.get(requestIdContext) },
      "payments failed to load",
    );
    return {
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
      params,
      attention: null,
      payouts: [],
      dashboardUrl,
      failed: true as const,
    };
  }
}

/** R-admin-refund and R-admin-transfer-retry: admins only, each refusal a 4xx with its reason. */
export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  if (request.method !== "POST") return new Response(null, { status: 405 });
  let intent: unknown;
  try {
    const form = await readForm(request);
    intent = form.intent;
    const input = parseForm(paymentActionSchema, form, firstProblem);
    if (input.intent === "refund") {
      const { title } = await refundPayment(db(), viewer.id, input);
      return { ok: true as const, refunded: true as const, title };
    }
    const { name } = await retryFailedTransfer(db(), viewer.id, input);
    return { ok: true as const, retried: true as const, name };
  } catch (error) {
    const refund = intent === "refund";
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: refund ? PAYMENT_MESSAGES.refundFailed : PAYMENT_MESSAGES.retryFailed,
      log: refund ? "refunding a payment failed" : "retrying a transfer failed",
    });
  }
}

export default function AdminPayments() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className={page.page}>
      <AdminPageHeader
        title="Payments"
        description="Every sale and lease with its provider's ids, the members' transfers, refunds and disputes. Refunds and retries are kept in the audit trail."
      />
      <PaymentsPage {...data} />
    </div>
  );
}
