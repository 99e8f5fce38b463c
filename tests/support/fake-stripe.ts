import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";

/**
 * A local Stripe-compatible API for the tests: the part of Stripe's API the
 * gallery uses (payment intents with manual capture, refunds, transfers and
 * their reversals, transfers listed by transfer group, Express accounts and
 * account links), with requests and answers shaped as in Stripe's API
 * reference. Objects live in memory; every
 * request is recorded. Stripe's own SDK talks to it through STRIPE_API_URL.
 *
 * Test cards are payment methods as in Stripe's test mode: `pm_card_visa`
 * authorises, `pm_card_chargeDeclined` is declined (402, `card_declined`).
 * `authorize(id)` does what the Payment Element does in the browser.
 */

export type StripeObject = Record<string, unknown> & { id: string; object: string };

export type RecordedRequest = {
  method: string;
  path: string;
  params: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /** The connected account a request was made on (`Stripe-Account`). */
  account: string | undefined;
};

type Failure = { status: number; error: { type: string; code?: string; message: string } };

export const FAKE_STRIPE_SECRET_KEY = "sk_test_gallery_fake_0000000000";
export const FAKE_STRIPE_PUBLISHABLE_KEY = "pk_test_gallery_fake_0000000000";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_gallery_fake_0000000000";

const DECLINED_METHODS = new Set(["pm_card_chargeDeclined", "pm_card_visa_chargeDeclined"]);

function newId(prefix: string) {
  return `${prefix}_${randomBytes(12).toString("hex")}`;
}

const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `metadata[a]=1&capabilities[transfers][requested]=true&expand[0]=x`. */
export function decodeStripeForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Record<string, unknown> = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return out;
}

function readBody(request: IncomingMessage) {
  return new Promise<string>((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

class StripeApiError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error.message);
  }
}

function invalid(message: string, code?: string): never {
  throw new StripeApiError({
    status: 400,
    error: { type: "invalid_request_error", code, message },
  });
}

function missing(kind: string, id: string): never {
  throw new StripeApiError({
    status: 404,
    error: {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${kind}: '${id}'`,
    },
  });
}

function amountParam(value: unknown, name = "amount") {
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount <= 0) invalid(`Invalid positive integer: ${name}`);
  return amount;
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export async function startFakeStripe() {
  const objects = new Map<string, StripeObject>();
  const requests: RecordedRequest[] = [];
  /** Idempotency keys: the first answer, and the request it answered. */
  const idempotent = new Map<string, { signature: string; status: number; body: unknown }>();
  const failures: { match: (method: string, path: string) => boolean; failure: Failure }[] = [];
  let base = "";

  const get = (id: string, kind: string) => {
    const found = objects.get(id);
    if (!found || found.object !== kind) missing(kind, id);
    return found;
  };
  const put = <T extends StripeObject>(object: T) => {
    objects.set(object.id, object);
    return object;
  };

  function chargeOf(intent: StripeObject) {
    return intent.latest_charge ? get(String(intent.latest_charge), "charge") : null;
  }

  function confirm(intent: StripeObject, paymentMethod: string) {
    if (intent.status !== "requires_payment_method" && intent.status !== "requires_confirmation") {
      invalid(
        `This PaymentIntent's status is ${intent.status}; it cannot be confirmed.`,
        "payment_intent_unexpected_state",
      );
    }
    const declined = DECLINED_METHODS.has(paymentMethod);
    const charge = put({
      id: newId("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      currency: intent.currency,
      paid: !declined,
      refunded: false,
      status: declined ? "failed" : "succeeded",
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: {
        type: "card",
        card: { brand: "visa", last4: declined ? "0002" : "4242" },
      },
      transfer_group: intent.transfer_group ?? null,
      disputed: false,
      created: now(),
      metadata: intent.metadata,
    });
    intent.latest_charge = charge.id;
    intent.payment_method = paymentMethod;
    if (declined) {
      intent.status = "requires_payment_method";
      const error = {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
        charge: charge.id,
      };
      intent.last_payment_error = error;
      throw new StripeApiError({ status: 402, error });
    }
    intent.last_payment_error = null;
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture";
      intent.amount_capturable = intent.amount;
    } else {
      intent.status = "succeeded";
      intent.amount_received = intent.amount;
      charge.captured = true;
      charge.amount_captured = Number(intent.amount);
    }
    return intent;
  }

  function transfersActive(accountId: string) {
    const account = objects.get(accountId);
    const capabilities = account?.capabilities as Record<string, string> | undefined;
    return account?.object === "account" && capabilities?.transfers === "active";
  }

  const routes: [string, RegExp, (id: string, params: Record<string, unknown>) => unknown][] = [
    [
      "POST",
      /^\/v1\/payment_intents$/,
      (_, params) => {
        const amount = amountParam(params.amount);
        if (!params.currency) invalid("Missing required param: currency.");
        return put({
          id: newId("pi"),
          object: "payment_intent",
          amount,
          amount_capturable: 0,
          amount_received: 0,
          currency: params.currency,
          capture_method: params.capture_method ?? "automatic_async",
          client_secret: `${newId("pi")}_secret_${randomBytes(8).toString("hex")}`,
          description: params.description ?? null,
          metadata: params.metadata ?? {},
          transfer_group: params.transfer_group ?? null,
          status: "requires_payment_method",
          latest_charge: null,
          last_payment_error: null,
          payment_method: null,
          created: now(),
          livemode: false,
        });
      },
    ],
    ["GET", /^\/v1\/payment_intents\/([^/]+)$/, (id) => get(id, "payment_intent")],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)$/,
      (id, params) => {
        const intent = get(id, "payment_intent");
        if (params.metadata)
          intent.metadata = { ...(intent.metadata as object), ...(params.metadata as object) };
        if (params.transfer_group) intent.transfer_group = params.transfer_group;
        if (params.amount) {
          if (intent.status !== "requires_payment_method")
            invalid("The amount can no longer change.");
          intent.amount = amountParam(params.amount);
        }
        return intent;
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      (id, params) => confirm(get(id, "payment_intent"), String(params.payment_method ?? "")),
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      (id, params) => {
        const intent = get(id, "payment_intent");
        if (intent.status !== "requires_capture") {
          invalid(
            `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            "payment_intent_unexpected_state",
          );
        }
        const amount =
          params.amount_to_capture === undefined
            ? Number(intent.amount)
            : amountParam(params.amount_to_capture, "amount_to_capture");
        if (amount > Number(intent.amount_capturable)) invalid("amount_to_capture is too large.");
        if (params.transfer_group) intent.transfer_group = params.transfer_group;
        if (params.metadata)
          intent.metadata = { ...(intent.metadata as object), ...(params.metadata as object) };
        intent.status = "succeeded";
        intent.amount_received = amount;
        intent.amount_capturable = 0;
        const charge = chargeOf(intent);
        if (charge) {
          charge.captured = true;
          charge.amount_captured = amount;
          charge.transfer_group = intent.transfer_group;
        }
        return intent;
      },
    ],
    [
      "POST",
      /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      (id, params) => {
        const intent = get(id, "payment_intent");
        if (intent.status === "succeeded" || intent.status === "canceled") {
          invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            "payment_intent_unexpected_state",
          );
        }
        intent.status = "canceled";
        intent.amount_capturable = 0;
        intent.cancellation_reason = params.cancellation_reason ?? null;
        intent.canceled_at = now();
        return intent;
      },
    ],
    [
      "POST",
      /^\/v1\/refunds$/,
      (_, params) => {
        const intent = params.payment_intent
          ? get(String(params.payment_intent), "payment_intent")
          : null;
        const charge = intent ? chargeOf(intent) : get(String(params.charge ?? ""), "charge");
        if (!charge || !charge.captured)
          invalid("This charge has not been captured.", "charge_not_captured");
        const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
        const amount = params.amount === undefined ? left : amountParam(params.amount);
        if (amount > left || left === 0) {
          invalid(`Charge ${charge.id} has already been refunded.`, "charge_already_refunded");
        }
        charge.amount_refunded = Number(charge.amount_refunded) + amount;
        charge.refunded = charge.amount_refunded === charge.amount_captured;
        return put({
          id: newId("re"),
          object: "refund",
          amount,
          charge: charge.id,
          payment_intent: charge.payment_intent,
          currency: charge.currency,
          reason: params.reason ?? null,
          metadata: params.metadata ?? {},
          status: "succeeded",
          created: now(),
        });
      },
    ],
    [
      "POST",
      /^\/v1\/transfers$/,
      (_, params) => {
        const amount = amountParam(params.amount);
        const destination = String(params.destination ?? "");
        if (!objects.has(destination)) missing("account", destination);
        if (!transfersActive(destination)) {
          invalid(
            "Your destination account needs to have at least one of the following capabilities enabled: transfers, crypto_transfers, legacy_payments",
            "insufficient_capabilities_for_transfer",
          );
        }
        if (params.source_transaction) {
          const charge = get(String(params.source_transaction), "charge");
          if (!charge.captured) invalid("The source transaction has not been captured.");
        }
        return put({
          id: newId("tr"),
          object: "transfer",
          amount,
          amount_reversed: 0,
          currency: params.currency,
          destination,
          source_transaction: params.source_transaction ?? null,
          transfer_group: params.transfer_group ?? null,
          metadata: params.metadata ?? {},
          reversed: false,
          reversals: { object: "list", data: [], has_more: false },
          created: now(),
        });
      },
    ],
    ["GET", /^\/v1\/transfers\/([^/]+)$/, (id) => get(id, "transfer")],
    [
      "GET",
      /^\/v1\/transfers$/,
      (_, params) => {
        const data = [...objects.values()]
          .filter(
            (object) =>
              object.object === "transfer" &&
              (params.transfer_group === undefined ||
                object.transfer_group === params.transfer_group) &&
              (params.destination === undefined || object.destination === params.destination),
          )
          .reverse()
          .slice(0, Number(params.limit ?? 10));
        return { object: "list", url: "/v1/transfers", has_more: false, data };
      },
    ],
    [
      "POST",
      /^\/v1\/transfers\/([^/]+)\/reversals$/,
      (id, params) => {
        const transfer = get(id, "transfer");
        const left = Number(transfer.amount) - Number(transfer.amount_reversed);
        const amount = params.amount === undefined ? left : amountParam(params.amount);
        if (amount > left || left === 0) invalid("The transfer has already been reversed.");
        transfer.amount_reversed = Number(transfer.amount_reversed) + amount;
        transfer.reversed = transfer.amount_reversed === transfer.amount;
        const reversal = put({
          id: newId("trr"),
          object: "transfer_reversal",
          amount,
          currency: transfer.currency,
          transfer: transfer.id,
          metadata: params.metadata ?? {},
          created: now(),
        });
        (transfer.reversals as { data: unknown[] }).data.push(reversal);
        return reversal;
      },
    ],
    [
      "POST",
      /^\/v1\/accounts$/,
      (_, params) => {
        if (params.type && params.type !== "express") invalid("Only Express accounts here.");
        return put({
          id: newId("acct"),
          object: "account",
          type: params.type ?? "express",
          email: params.email ?? null,
          country: params.country ?? "US",
          metadata: params.metadata ?? {},
          details_submitted: false,
          charges_enabled: false,
          payouts_enabled: false,
          capabilities: { transfers: "inactive" },
          requirements: { currently_due: ["external_account", "tos_acceptance.date"] },
          created: now(),
        });
      },
    ],
    ["GET", /^\/v1\/accounts\/([^/]+)$/, (id) => get(id, "account")],
    [
      "POST",
      /^\/v1\/account_links$/,
      (_, params) => {
        const account = get(String(params.account ?? ""), "account");
        if (!params.refresh_url || !params.return_url)
          invalid("Missing refresh_url or return_url.");
        return {
          object: "account_link",
          url: `${base}/connect/onboarding/${account.id}`,
          created: now(),
          expires_at: now() + 300,
        };
      },
    ],
  ];

  function handle(method: string, path: string, params: Record<string, unknown>) {
    for (const [routeMethod, pattern, answer] of routes) {
      if (routeMethod !== method) continue;
      const match = pattern.exec(path);
      if (match) return answer(match[1] ?? "", params);
    }
    invalid(`Unrecognized request URL (${method}: ${path}).`);
  }

  async function serve(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", base);
    const method = request.method ?? "GET";
    const body = await readBody(request);
    const params =
      method === "GET" ? decodeStripeForm(url.search.slice(1)) : decodeStripeForm(body);
    const idempotencyKey = header(request, "idempotency-key");
    const account = header(request, "stripe-account");
    requests.push({ method, path: url.pathname, params, idempotencyKey, account });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
      });
      response.end(JSON.stringify(payload));
    };
    if (request.headers.authorization !== `Bearer ${FAKE_STRIPE_SECRET_KEY}`) {
      send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided." } });
      return;
    }
    const signature = `${method} ${url.pathname} ${body}`;
    if (idempotencyKey && method === "POST") {
      const earlier = idempotent.get(idempotencyKey);
      if (earlier) {
        if (earlier.signature !== signature) {
          send(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            },
          });
        } else {
          response.setHeader("idempotent-replayed", "true");
          send(earlier.status, earlier.body);
        }
        return;
      }
    }
    let status = 200;
    let payload: unknown;
    const failure = failures.findIndex((entry) => entry.match(method, url.pathname));
    if (failure >= 0) {
      const [{ failure: injected }] = failures.splice(failure, 1) as [(typeof failures)[number]];
      status = injected.status;
      payload = { error: injected.error };
    } else {
      try {
        payload = handle(method, url.pathname, params);
      } catch (error) {
        if (!(error instanceof StripeApiError)) throw error;
        status = error.failure.status;
        payload = { error: error.failure.error };
      }
    }
    // Stripe keeps the answer of an idempotent request, errors included (not 5xx).
    if (idempotencyKey && method === "POST" && status < 500) {
      idempotent.set(idempotencyKey, { signature, status, body: payload });
    }
    send(status, payload);
  }

  const server = createServer((request, response) => {
    serve(request, response).catch((error: unknown) => {
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { type: "api_error", message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const webhookSigner = new Stripe(FAKE_STRIPE_SECRET_KEY);

  return {
    url: base,
    /** Every request, in order. */
    requests,
    /** Requests to paths matching `pattern` (e.g. /\/v1\/transfers$/). */
    requestsTo(pattern: RegExp, method = "POST") {
      return requests.filter((request) => request.method === method && pattern.test(request.path));
    },
    object<T = StripeObject>(id: string): T {
      const found = objects.get(id);
      if (!found) throw new Error(`no such object ${id}`);
      return found as T;
    },
    objectsOf(kind: string) {
      return [...objects.values()].filter((object) => object.object === kind);
    },
    /** What the Payment Element does in the browser: confirms the intent with a test card. */
    authorize(intentId: string, paymentMethod = "pm_card_visa") {
      try {
        return confirm(get(intentId, "payment_intent"), paymentMethod);
      } catch (error) {
        if (error instanceof StripeApiError) return error.failure;
        throw error;
      }
    },
    /** The member finished Express onboarding: transfers and payouts are enabled. */
    completeOnboarding(accountId: string) {
      const account = get(accountId, "account");
      Object.assign(account, {
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        capabilities: { transfers: "active" },
        requirements: { currently_due: [] },
      });
      return account;
    },
    /** Opens a dispute on a charge, as a cardholder's bank would. */
    dispute(chargeId: string, status = "needs_response") {
      const charge = get(chargeId, "charge");
      charge.disputed = true;
      return put({
        id: newId("dp"),
        object: "dispute",
        amount: charge.amount_captured,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason: "fraudulent",
        status,
        created: now(),
      });
    },
    /** A payout from a connected account to its bank. */
    payout(accountId: string, amount: number, status: "paid" | "failed" = "paid") {
      get(accountId, "account");
      return put({
        id: newId("po"),
        object: "payout",
        amount,
        currency: "usd",
        status,
        arrival_date: now() + 86_400,
        failure_code: status === "failed" ? "account_closed" : null,
        failure_message: status === "failed" ? "The bank account has been closed." : null,
        created: now(),
      });
    },
    /** The next request matching `method` and `path` fails with this error. */
    failNext(
      method: string,
      path: RegExp,
      failure: Failure = {
        status: 500,
        error: { type: "api_error", message: "An unknown error occurred." },
      },
    ) {
      failures.push({ match: (m, p) => m === method && path.test(p), failure });
    },
    /**
     * A webhook event as Stripe would post it: the JSON body and its
     * `Stripe-Signature` header, signed with the SDK's own test helper.
     */
    event(
      type: string,
      object: StripeObject,
      options: { account?: string; id?: string; created?: number; secret?: string } = {},
    ) {
      const payload = JSON.stringify({
        id: options.id ?? newId("evt"),
        object: "event",
        api_version: "2026-10-28.endive",
        created: options.created ?? now(),
        type,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        ...(options.account && { account: options.account }),
        data: { object: structuredClone(object) },
      });
      const signature = webhookSigner.webhooks.generateTestHeaderString({
        payload,
        secret: options.secret ?? FAKE_STRIPE_WEBHOOK_SECRET,
      });
      return { payload, signature };
    },
    /** The environment that points the app at this server. */
    env() {
      return {
        STRIPE_SECRET_KEY: FAKE_STRIPE_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: FAKE_STRIPE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: FAKE_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: base,
      };
    },
    close() {
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function header(request: IncomingMessage, name: string) {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
