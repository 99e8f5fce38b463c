import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentEvents } from "~/db/schema";
import { action } from "../app/routes/api.webhooks.stripe";
import type { FakeStripe } from "../tests/support/fake-stripe";
import { type HttpApp, startHttpApp } from "../tests/support/http-app";
import { streamBody } from "../tests/support/stream-body";
import { type StripeTestBed, startStripeTestBed } from "../tests/support/stripe-payments";

// Stripe's deliveries through the app's HTTP stack (client address, access log,
// edge with its same-origin check, page cache, body caps), to the webhook route.
let bed: StripeTestBed;
let database: StripeTestBed["database"];
let fake: FakeStripe;
let httpApp: HttpApp;
let base: string;
let otherRoutes = 0;

beforeAll(async () => {
  bed = await startStripeTestBed();
  ({ database, fake } = bed);
  httpApp = await startHttpApp(async (request) => {
    if (new URL(request.url).pathname === "/api/webhooks/stripe") {
      return action({
        request,
        params: {},
        context: new RouterContextProvider(),
      } as never);
    }
    otherRoutes += 1;
    return new Response("another route");
  });
  base = httpApp.base;
});
afterAll(async () => {
  await httpApp.close();
  await bed.stop();
});

function post(path: string, body: string, headers: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body,
  });
}

async function recorded(id: string) {
  return database.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
}

describe("Stripe's webhook behind the HTTP edge", () => {
  it("answers a cross-site POST without cookies by its signature: 400, never 403, 500 or a redirect", async () => {
    const event = fake.event("customer.created", { id: "cus_1", object: "customer" });
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example", "Stripe-Signature": "t=1,v1=forged" },
      { "Sec-Fetch-Site": "cross-site", "Stripe-Signature": "t=1,v1=forged" },
      { Referer: "https://evil.example/page" },
    ];
    for (const headers of foreign) {
      const response = await post("/api/webhooks/stripe", event.payload, headers);
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("location")).toBeNull();
    }
  });

  it("handles a signed delivery whatever Origin a relay added, and only that path is spared the check", async () => {
    const id = `evt_${randomUUID().replaceAll("-", "")}`;
    const event = fake.event("customer.created", { id: "cus_2", object: "customer" }, { id });
    const response = await post("/api/webhooks/stripe", event.payload, {
      Origin: "https://evil.example",
      "Stripe-Signature": event.signature,
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("Received.");
    expect(await recorded(id)).toHaveLength(1);

    for (const path of ["/api/webhooks/stripe/", "/api/webhooks/stripe.data", "/api/webhooks"]) {
      const refused = await post(path, event.payload, { Origin: "https://evil.example" });
      expect(refused.status, path).toBe(403);
    }
    expect(otherRoutes).toBe(0);
  });

  it("takes an event larger than a form and refuses one over 1 MB while it streams", async () => {
    const id = `evt_${randomUUID().replaceAll("-", "")}`;
    const large = fake.event(
      "customer.created",
      { id: "cus_3", object: "customer", metadata: { notes: "n".repeat(200 * 1024) } },
      { id },
    );
    const taken = await post("/api/webhooks/stripe", large.payload, {
      "Stripe-Signature": large.signature,
    });
    expect(taken.status).toBe(200);
    expect(await recorded(id)).toHaveLength(1);

    const { status, sent } = await streamBody(`${base}/api/webhooks/stripe`, 300 * 1024 * 1024);
    expect(status).toBe(413);
    expect(sent).toBeLessThan(16 * 1024 * 1024);
  });
});
