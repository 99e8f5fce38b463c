import { data, redirect } from "react-router";
import { db } from "~/db/client.server";
import { requireViewer } from "~/features/accounts/index.server";
import { parseArtworkId } from "~/features/catalogue";
import { CHECKOUT_MESSAGES, codeSchema, parseCheckoutType } from "~/features/commerce";
import {
  checkCheckoutCode,
  checkLeaseDates,
  checkoutView,
  completeCheckout,
  issueCheckoutCode,
  paymentProvider,
} from "~/features/commerce/index.server";
import { CheckoutFlow, CheckoutNotFound, CheckoutUnavailable } from "~/features/commerce/ui";
import { DomainError, NotFoundError } from "~/lib/errors";
import { failure, readForm } from "~/lib/http/forms.server";
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
  const view = id
    ? await checkoutView(db(), id, viewer.id, type)
    : { status: "not-found" as const };
  const body = { view, type, email: viewer.email, testMode: paymentProvider().testMode };
  return view.status === "not-found" ? data(body, { status: 404 }) : body;
}

const str = (value: unknown) => (typeof value === "string" ? value : "");

/** The lease details as sent; the shared schema checks them at step 1 and at completion. */
const leaseFields = (form: Record<string, unknown>) => ({
  startDate: str(form.startDate),
  days: str(form.days),
  durationType: str(form.durationType),
});

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const artworkId = parseArtworkId(params.artworkId);
    if (!artworkId) throw new NotFoundError(CHECKOUT_MESSAGES.notFound);
    const type = parseCheckoutType(new URL(request.url).searchParams.get("type")) ?? "purchase";
    const form = await readForm(request);
    const database = db();
    const scope = { userId: viewer.id, artworkId };

    if (form.intent === "send-code") {
      const view = await checkoutView(database, artworkId, viewer.id, type);
      if (view.status === "not-found") throw new NotFoundError(CHECKOUT_MESSAGES.notFound);
      if (view.status !== "ready")
        throw new DomainError(view.reason ?? CHECKOUT_MESSAGES.failed, 409);
      await issueCheckoutCode(database, {
        ...scope,
        email: viewer.email,
        artworkTitle: view.artwork.title,
      });
      return { ok: true as const, intent: "send-code" as const };
    }

    if (form.intent === "check-lease") {
      await checkLeaseDates(database, artworkId, viewer.id, leaseFields(form));
      return { ok: true as const, intent: "check-lease" as const };
    }

    const code = codeSchema.safeParse({ code: form.code });
    if (!code.success) throw new DomainError(CHECKOUT_MESSAGES.invalidCode, 400, "code");

    if (form.intent === "check-code") {
      await checkCheckoutCode(database, { ...scope, code: code.data.code });
      return { ok: true as const, intent: "check-code" as const };
    }

    if (form.intent === "complete") {
      await completeCheckout(database, viewer.id, {
        artworkId,
        type,
        code: code.data.code,
        card: {
          cardName: str(form.cardName),
          cardNumber: str(form.cardNumber),
          cardExpiry: str(form.cardExpiry),
          cardCvc: str(form.cardCvc),
        },
        lease: type === "lease" ? leaseFields(form) : undefined,
      });
      return redirectWithToast("/", {
        message: type === "purchase" ? CHECKOUT_MESSAGES.purchased : CHECKOUT_MESSAGES.leased,
        color: "green",
      });
    }
    throw new DomainError("Unknown request.", 400);
  } catch (error) {
    return failure(error);
  }
}

export default function CheckoutRoute({ loaderData }: Route.ComponentProps) {
  const { view, type, email, testMode } = loaderData;
  if (view.status === "not-found") return <CheckoutNotFound />;
  if (view.status !== "ready") {
    return <CheckoutUnavailable view={view} type={type} />;
  }
  return (
    <CheckoutFlow
      key={`${view.artwork.id}-${type}`}
      view={view}
      type={type}
      email={email}
      testMode={testMode}
    />
  );
}
