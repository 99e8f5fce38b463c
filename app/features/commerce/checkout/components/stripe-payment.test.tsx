// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckoutOffer, CheckoutPayments } from "~/features/commerce/checkout/checkout-view";
import { DEFAULT_SPLIT_RATES } from "~/features/commerce/ledger/split";
import { CheckoutFlow } from "./checkout-flow";

// Stripe's browser libraries replaced by a double: Elements takes the client
// secret, the Payment Element reports ready, and confirmPayment answers as the
// test sets it (a decline, then an authorisation).
const stripe = vi.hoisted(() => {
  const client = { confirmPayment: vi.fn() };
  return {
    client,
    elements: { double: "elements" },
    loadStripe: vi.fn(async (_key: string) => client),
    /** What each render of Elements was given. */
    mounted: [] as { stripe: unknown; options: { clientSecret?: string } }[],
  };
});
vi.mock("@stripe/stripe-js/pure", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));
vi.mock("@stripe/react-stripe-js", async () => {
  const { createElement, useEffect } = await import("react");
  return {
    Elements: (props: {
      stripe: unknown;
      options: { clientSecret?: string };
      children: React.ReactNode;
    }) => {
      stripe.mounted.push({ stripe: props.stripe, options: props.options });
      return createElement("div", { "data-testid": "stripe-elements" }, props.children);
    },
    PaymentElement: ({ onReady }: { onReady?: () => void }) => {
      useEffect(() => onReady?.(), [onReady]);
      return createElement("div", { "data-testid": "payment-element" });
    },
    useStripe: () => stripe.client,
    useElements: () => stripe.elements,
  };
});

const ARTWORK_ID = "5d0c6a8e-4f0b-4c5e-9d2a-6f1e2b3c4d5e";
const CLIENT_SECRET = "pi_3Qgallery_secret_Zk9";

const view: CheckoutOffer = {
  status: "ready",
  artwork: {
    id: ARTWORK_ID,
    title: "Harbor at First Light",
    artistName: "Ada Artist",
    salePriceCents: 120_000,
    imageKey: null,
    leaseDailyRateCents: 1500,
    leaseWeeklyRateCents: null,
    leaseMonthlyRateCents: null,
  },
  reason: null,
  extension: null,
  canPurchase: true,
  canLease: true,
  booked: [],
  today: "2030-03-04",
  latestStart: "2032-03-04",
  rentCreditCents: 0,
  offerPriceCents: null,
  askingPriceCents: 120_000,
  split: { kind: "first-sale", rates: DEFAULT_SPLIT_RATES, seller: "Ada", artist: "Ada" },
};

const STRIPE: CheckoutPayments = {
  provider: "stripe",
  testMode: true,
  publishableKey: "pk_test_gallery_browser",
};
const TEST_PROVIDER: CheckoutPayments = { provider: "test", testMode: true, publishableKey: null };

let root: Root | null = null;
let container: HTMLElement;
/** Every form the page posted to the checkout action, as posted. */
let posts: Record<string, string>[] = [];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
beforeEach(() => {
  posts = [];
  stripe.mounted.length = 0;
  stripe.loadStripe.mockClear();
  stripe.client.confirmPayment.mockReset();
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  container.remove();
});

/** The checkout page of a purchase, its action answering each intent as the server does. */
async function render(payments: CheckoutPayments) {
  const Stub = createRoutesStub([
    {
      path: "/checkout/:artworkId",
      Component: () => (
        <CheckoutFlow view={view} type="purchase" email="buyer@example.com" payments={payments} />
      ),
      action: async ({ request }) => {
        const form = Object.fromEntries(
          [...(await request.formData()).entries()].map(([key, value]) => [key, String(value)]),
        );
        posts.push(form);
        if (form.intent === "prepare-payment") {
          return {
            ok: true,
            intent: form.intent,
            clientSecret: CLIENT_SECRET,
            amountCents: 120_000,
          };
        }
        return { ok: true, intent: form.intent };
      },
    },
  ]);
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(<Stub initialEntries={[`/checkout/${ARTWORK_ID}?type=purchase`]} />),
  );
}

const currentStep = () =>
  container.querySelector('[aria-current="step"]')?.textContent?.replace(/^\d|Step \d: /g, "");
const testId = (id: string) => container.querySelector(`[data-testid="${id}"]`);
const alerts = () => [...container.querySelectorAll('[role="alert"]')].map((el) => el.textContent);

function button(name: RegExp | string) {
  const found = [...container.querySelectorAll("button")].find((el) =>
    typeof name === "string" ? el.textContent?.trim() === name : name.test(el.textContent ?? ""),
  );
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/**
 * Waits, inside act(), until `check` passes: the fetchers' answers and the lazily
 * loaded field arrive after a click.
 */
async function eventually(check: () => void) {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries >= 100) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    }
  }
}

async function click(name: RegExp | string) {
  const target = button(name);
  await act(async () => {
    target.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
}

describe("the Payment step with Stripe", () => {
  it("mounts Stripe's field with the server's client secret, stays on a decline and moves on once authorised", async () => {
    await render(STRIPE);
    await click("Continue");
    expect(currentStep()).toBe("Payment");
    await eventually(() => expect(testId("payment-element")).not.toBeNull());

    expect(posts).toEqual([
      { intent: "prepare-payment", nonce: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_gallery_browser");
    expect(stripe.mounted.at(-1)?.options).toEqual({ clientSecret: CLIENT_SECRET });
    // Stripe's field takes the card: the page has no card field of its own.
    expect(container.querySelector('input[autocomplete^="cc-"]')).toBeNull();
    expect(container.textContent).toContain("Stripe test mode");
    expect(container.textContent).toContain("authorised for $1,200 now");

    // A decline: Stripe's message, and the buyer stays on Payment to try another card.
    let answer: (value: unknown) => void = () => {};
    stripe.client.confirmPayment.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    await click("Continue");
    expect(stripe.client.confirmPayment).toHaveBeenCalledWith({
      elements: stripe.elements,
      redirect: "if_required",
    });
    // Pending while Stripe works: the button says so and Back waits.
    expect(button("Continue").dataset.loading).toBe("true");
    expect(button("Back").disabled).toBe(true);
    await act(async () =>
      answer({
        error: {
          type: "card_error",
          code: "card_declined",
          message: "Your card has insufficient funds.",
        },
      }),
    );
    expect(alerts()).toContain("Your card has insufficient funds.");
    expect(currentStep()).toBe("Payment");
    expect(button("Continue").dataset.loading).toBeUndefined();

    stripe.client.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: "pi_3Qgallery", status: "requires_capture" },
    });
    await click("Continue");
    expect(stripe.client.confirmPayment).toHaveBeenCalledTimes(2);
    expect(currentStep()).toBe("Confirmation Code");
    await eventually(() => expect(posts.at(-1)).toEqual({ intent: "send-code" }));
    // One payment for the page: the decline was retried on it, not on a new one.
    expect(posts.filter((post) => post.intent === "prepare-payment")).toHaveLength(1);
  });

  it("completes with the authorised payment's id and never posts the card", async () => {
    await render(STRIPE);
    await click("Continue");
    await eventually(() => expect(testId("payment-element")).not.toBeNull());
    stripe.client.confirmPayment.mockResolvedValueOnce({
      paymentIntent: { id: "pi_3Qgallery", status: "requires_capture" },
    });
    await click("Continue");
    const field = container.querySelector<HTMLInputElement>("#confirmation-code");
    if (!field) throw new Error("no code field");
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(
        field,
        "123456",
      );
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click("Continue");
    await eventually(() => expect(currentStep()).toBe("Review"));
    expect(testId("review-card")?.textContent).toBe("Card authorised");

    await click(/Complete Purchase/);
    await eventually(() => expect(posts.at(-1)?.intent).toBe("complete"));
    expect(posts.at(-1)).toEqual({
      intent: "complete",
      code: "123456",
      paymentIntent: "pi_3Qgallery",
      expectedTotal: "120000",
    });
    for (const post of posts) {
      expect(Object.keys(post).filter((key) => /card|cvc|expiry/i.test(key))).toEqual([]);
      expect(JSON.stringify(post)).not.toMatch(/4242/);
    }
  });

  it("keeps the test provider's own card form, and never loads Stripe.js", async () => {
    await render(TEST_PROVIDER);
    await click("Continue");
    expect(currentStep()).toBe("Payment");
    expect(container.textContent).toContain("Test mode");
    expect(container.querySelector('input[autocomplete="cc-number"]')).not.toBeNull();
    expect(testId("payment-element")).toBeNull();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
    expect(posts).toEqual([]);
  });
});
