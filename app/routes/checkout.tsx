import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { parseArtworkId } from "~/features/catalogue";
import { ArtworkNotFound } from "~/features/catalogue/ui";
import {
  CHECKOUT_MESSAGES,
  checkoutErrors,
  parseCheckoutIntent,
  parseCheckoutType,
} from "~/features/commerce";
import {
  checkCheckoutCode,
  checkLeaseDates,
  checkoutPayments,
  checkoutView,
  completeCheckout,
  deliverReceipt,
  issueCheckoutCode,
  preparePayment,
  readyCheckout,
  releasePayment,
  sendTransfersSoon,
} from "~/features/commerce/index.server";
import { CheckoutFlow, CheckoutUnavailable } from "~/features/commerce/ui";
import { failureOrUnexpected, readForm } from "~/lib/http/forms.server";
import { requestIdContext } from "~/lib/http/request-context";
import { redirectWithToast } from "~/lib/http/toast.server";
import type { Route } from "./+types/checkout";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page =
    loaderData?.view.status === "not-found"
      ? "Artwork Not Found"
      : loaderData?.view.status === "not-for-purchase"
        ? "Not Available for Purchase"
        : loaderData?.view.status === "not-for-lease"
          ? "Not Available for Lease"
          : loaderData?.view.status === "not-extendable"
            ? "Lease Cannot Be Extended"
            : "Checkout";
  return [
    { title: `${page} · The Fair Trade Art Gallery` },
    { name: "robots", content: "noindex" },
  ];
};

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const url = new URL(request.url);
  const type = parseCheckoutType(url.searchParams.get("type"));
  if (!type) {
    url.searchParams.set("type", "purchase");
    throw redirect(`${url.pathname}${url.search}`);
  }
  const id = parseArtworkId(params.artworkId);
  // R-lease-extension: `extend` names the viewer's lease this one extends.
  const extend = type === "lease" ? url.searchParams.get("extend") : null;
  const view = id
    ? await checkoutView(db(), id, viewer.id, type, { extend })
    : { status: "not-found" as const };
  const body = { view, type, email: viewer.email, payments: checkoutPayments() };
  return view.status === "not-found" ? data(body, { status: 404 }) : body;
}

/**
 * One intent per post (see `checkoutIntentSchema`): e-mail a code, check the
 * lease dates, prepare the payment the browser authorises (Stripe: answers
 * only the client secret and the amount) or let it go, check the code, complete. Refusals
 * answer 4xx with their code; anything else is logged and answered 'Failed to
 * process your transaction'.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const artworkId = parseArtworkId(params.artworkId);
    if (!artworkId) throw checkoutErrors.raise("not-found");
    const { searchParams } = new URL(request.url);
    const type = parseCheckoutType(searchParams.get("type")) ?? "purchase";
    // Every step of an extension checks the lease it extends again.
    const extend = type === "lease" ? searchParams.get("extend") : null;
    const asked = parseCheckoutIntent(await readForm(request));
    const database = db();
    const scope = { userId: viewer.id, artworkId };

    switch (asked.intent) {
      case "send-code": {
        const view = await readyCheckout(
          database,
          artworkId,
          viewer.id,
          type,
          CHECKOUT_MESSAGES.failed,
          { extend },
        );
        await issueCheckoutCode(database, {
          ...scope,
          email: viewer.email,
          artworkTitle: view.artwork.title,
        });
        return { ok: true as const, intent: asked.intent };
      }
      case "check-lease": {
        const { intent: _intent, ...details } = asked;
        await checkLeaseDates(database, artworkId, viewer.id, details, { extend });
        return { ok: true as const, intent: asked.intent };
      }
      case "prepare-payment": {
        const { startDate, days, durationType, nonce } = asked;
        const prepared = await preparePayment(database, viewer.id, {
          artworkId,
          type,
          lease: type === "lease" ? { startDate, days, durationType } : undefined,
          extend,
          nonce,
        });
        return { ok: true as const, intent: asked.intent, ...prepared };
      }
      case "release-payment":
        await releasePayment(viewer.id, { artworkId, type, paymentIntentId: asked.paymentIntent });
        return { ok: true as const, intent: asked.intent };
      case "check-code":
        if (extend !== null) {
          await readyCheckout(database, artworkId, viewer.id, type, CHECKOUT_MESSAGES.failed, {
            extend,
          });
        }
        await checkCheckoutCode(database, { ...scope, code: asked.code });
        return { ok: true as const, intent: asked.intent };
      case "complete": {
        const {
          code,
          cardName,
          cardNumber,
          cardExpiry,
          cardCvc,
          paymentIntent,
          startDate,
          days,
          durationType,
          expectedTotal,
        } = asked;
        const completed = await completeCheckout(database, viewer.id, {
          artworkId,
          type,
          code,
          card: { cardName, cardNumber, cardExpiry, cardCvc },
          paymentIntentId: paymentIntent,
          lease: type === "lease" ? { startDate, days, durationType } : undefined,
          expectedTotalCents: /^\d{1,12}$/.test(expectedTotal) ? Number(expectedTotal) : undefined,
          extend,
        });
        // The receipt is in the outbox with the sale. Not awaited: the buyer is not kept
        // waiting on the mail server (a refusal is logged and retried by the upkeep).
        void deliverReceipt(database, completed.receiptMailId);
        // Members onboarded for payouts are paid their shares now rather than at the next job run.
        sendTransfersSoon(database);
        return redirectWithToast("/", {
          message: type === "purchase" ? CHECKOUT_MESSAGES.purchased : CHECKOUT_MESSAGES.leased,
          color: "green",
        });
      }
    }
  } catch (error) {
    return failureOrUnexpected(error, {
      requestId: context.get(requestIdContext),
      message: CHECKOUT_MESSAGES.failed,
      log: "checkout failed",
    });
  }
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { view, type, email, payments } = loaderData;
  if (view.status === "not-found") return <ArtworkNotFound />;
  if (view.status !== "ready") {
    return <CheckoutUnavailable view={view} type={type} />;
  }
  return (
    <CheckoutFlow
      key={`${view.artwork.id}-${type}-${view.extension?.id ?? ""}`}
      view={view}
      type={type}
      email={email}
      payments={payments}
    />
  );
}
