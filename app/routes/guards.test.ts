import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/database";
import {
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import routes from "../routes";

type Access = "public" | "signed-in" | "admin";

/** R-route-access: the route table plus the account and resource routes. */
const ACCESS: Record<string, { access: Access; path: string }> = {
  "routes/home.tsx": { access: "public", path: "/" },
  "routes/about.tsx": { access: "public", path: "/about" },
  "routes/artwork.tsx": { access: "public", path: "/artwork/00000000-0000-4000-8000-000000000000" },
  "routes/search.tsx": { access: "public", path: "/search" },
  "routes/subscribe.tsx": { access: "public", path: "/subscribe" },
  "routes/coming-soon.tsx": { access: "public", path: "/coming-soon" },
  "routes/member-profile.tsx": {
    access: "public",
    path: "/profile/00000000-0000-4000-8000-000000000000",
  },
  "routes/artwork-provenance.tsx": {
    access: "public",
    path: "/artwork/00000000-0000-4000-8000-000000000000/provenance",
  },
  // Answered by the signed token in its address, never a session (see its own tests).
  "routes/unsubscribe.tsx": { access: "public", path: "/unsubscribe/not-a-token" },
  "routes/profile.tsx": { access: "signed-in", path: "/profile" },
  "routes/email-preferences.tsx": { access: "signed-in", path: "/email-preferences" },
  "routes/artwork-certificate.ts": {
    access: "signed-in",
    path: "/artwork/00000000-0000-4000-8000-000000000000/certificate.pdf",
  },
  "routes/artist-earnings.tsx": { access: "signed-in", path: "/artist/earnings" },
  "routes/artist-earnings-csv.ts": { access: "signed-in", path: "/artist/earnings.csv" },
  "routes/artist-earnings-transaction.tsx": {
    access: "signed-in",
    path: "/artist/earnings/00000000-0000-4000-8000-000000000000",
  },
  "routes/artist-payouts.ts": { access: "signed-in", path: "/artist/payouts" },
  "routes/artist-offers.tsx": { access: "signed-in", path: "/artist/offers" },
  "routes/artist-payouts-return.ts": { access: "signed-in", path: "/artist/payouts/return" },
  "routes/checkout.tsx": {
    access: "signed-in",
    path: "/checkout/00000000-0000-4000-8000-000000000000?type=purchase",
  },
  "routes/messages.tsx": { access: "signed-in", path: "/messages" },
  "routes/conversation.tsx": {
    access: "signed-in",
    path: "/messages/00000000-0000-4000-8000-000000000000",
  },
  "routes/discovery-mode.tsx": { access: "signed-in", path: "/discovery-mode" },
  "routes/artist-dashboard.tsx": { access: "signed-in", path: "/artist/dashboard" },
  "routes/artist-artwork.tsx": { access: "signed-in", path: "/artist/artwork" },
  "routes/artist-artwork-upload.tsx": { access: "signed-in", path: "/artist/artwork/upload" },
  "routes/artist-artwork-edit.tsx": {
    access: "signed-in",
    path: "/artist/artwork/edit/00000000-0000-4000-8000-000000000000",
  },
  "routes/artist-artwork-qr.ts": {
    access: "signed-in",
    path: "/artist/artwork/00000000-0000-4000-8000-000000000000/qr/png",
  },
  "routes/curator-spaces.tsx": { access: "signed-in", path: "/curator/spaces" },
  "routes/saved-searches.tsx": { access: "signed-in", path: "/saved-searches" },
  "routes/saved-search-open.ts": {
    access: "signed-in",
    path: "/saved-searches/00000000-0000-4000-8000-000000000000/open",
  },
  "routes/curator-space-upload.tsx": { access: "signed-in", path: "/curator/spaces/upload" },
  "routes/curator-space-edit.tsx": {
    access: "signed-in",
    path: "/curator/spaces/edit/00000000-0000-4000-8000-000000000000",
  },
  "routes/curator-space-gallery.tsx": {
    access: "signed-in",
    path: "/curator/spaces/gallery/00000000-0000-4000-8000-000000000000",
  },
  "routes/admin-dashboard.tsx": { access: "admin", path: "/admin/dashboard" },
  "routes/admin-invitations.tsx": { access: "admin", path: "/admin/invitations" },
  "routes/admin-subscriptions.tsx": { access: "admin", path: "/admin/subscriptions" },
  "routes/admin-outbox.tsx": { access: "admin", path: "/admin/outbox" },
  "routes/admin-plans.tsx": { access: "admin", path: "/admin/plans" },
  "routes/admin-audit.tsx": { access: "admin", path: "/admin/audit" },
  "routes/admin-payments.tsx": { access: "admin", path: "/admin/payments" },
};

/** Account screens, resources and the catch-all: public, checked elsewhere. */
const OTHER_ROUTES = [
  "routes/login.tsx",
  "routes/register.tsx",
  "routes/forgot-password.tsx",
  "routes/reset-password.tsx",
  "routes/verify-email.tsx",
  "routes/logout.ts",
  "routes/api.auth.ts",
  "routes/api.favorites.ts",
  "routes/api.artwork-views.ts",
  "routes/api.featured-artists.ts",
  "routes/api.reveal-contact.ts",
  // Owner-only answers (404 for visitors and other members): see their own tests.
  "routes/api.curator-suggestions.ts",
  "routes/api.curator-selection.ts",
  // Admins only, answering visitors with a 401 and members with a 403 (see its own test).
  "routes/api.admin-user-search.ts",
  // Signed-in only, answering visitors with a 401 (see their own tests).
  "routes/api.discovery-artworks.ts",
  "routes/api.discovery-views.ts",
  "routes/api.discovery-stars.ts",
  "routes/api.discovery-qr.ts",
  "routes/api.messages-stream.ts",
  "routes/api.messages.ts",
  "routes/api.offers.ts",
  // Stripe's deliveries: no session, believed only for the signature over the body (see its own tests).
  "routes/api.webhooks.stripe.ts",
  "routes/sitemap.ts",
  "routes/robots.ts",
  "routes/media.ts",
  // Public, for any viewer on any site: only the public's works have them (see iiif.test.ts).
  "routes/iiif-image-info.ts",
  "routes/iiif-image-tile.ts",
  "routes/iiif-manifest.ts",
  "routes/healthz.ts",
  "routes/livez.ts",
  "routes/not-found.tsx",
];

const modules = import.meta.glob<{
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
}>("./*.{ts,tsx}");

function moduleFor(file: string) {
  const load = modules[`./${file.replace("routes/", "")}`];
  if (!load) throw new Error(`No module for ${file}`);
  return load();
}

function flatten(list: { file: string; children?: unknown[] }[]): string[] {
  return list.flatMap((r) => [r.file, ...flatten((r.children ?? []) as { file: string }[])]);
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let member: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  member = await signedInMember(database.db);
  admin = await signedInMember(database.db, { admin: true });
});
afterAll(async () => {
  await database.drop();
});

function redirectTarget(result: unknown) {
  if (result instanceof Response && result.status >= 300 && result.status < 400)
    return result.headers.get("Location");
  return null;
}

describe("route guards", () => {
  it("classifies every route of routes.ts", () => {
    const files = flatten(routes as never);
    expect(files.filter((f) => !(f in ACCESS) && !OTHER_ROUTES.includes(f))).toEqual([]);
  });

  for (const [file, { access, path }] of Object.entries(ACCESS)) {
    const pathname = new URL(path, "http://x").pathname;
    const back = `/login?redirectTo=${encodeURIComponent(path)}`;

    it(`${path}: ${access}`, async () => {
      const route = await moduleFor(file);
      const exports = [route.loader, route.action].filter(Boolean) as ((
        args: unknown,
      ) => Promise<unknown>)[];
      expect(route.loader).toBeDefined();
      for (const [index, handler] of exports.entries()) {
        const method = index === 0 && route.loader ? "GET" : "POST";
        const init: RequestInit =
          method === "POST" ? { method, body: new URLSearchParams({}) } : {};
        const visitor = await settle(() => handler(routeArgs(signedRequest(path, null, init))));
        const asMember = await settle(() => handler(routeArgs(member.request(path, init))));
        const asAdmin = await settle(() => handler(routeArgs(admin.request(path, init))));

        if (access === "public") {
          expect(redirectTarget(visitor)?.startsWith("/login") ?? false).toBe(false);
        } else {
          expect(redirectTarget(visitor), `visitor at ${method} ${pathname}`).toBe(back);
        }
        if (access === "admin") {
          expect(redirectTarget(asMember), `member at ${method} ${pathname}`).toBe("/");
          expect(redirectTarget(asAdmin), `admin at ${method} ${pathname}`).toBeNull();
        } else {
          expect(
            redirectTarget(asMember)?.startsWith("/login") ?? false,
            `member at ${method} ${pathname}`,
          ).toBe(false);
          expect(redirectTarget(asAdmin)?.startsWith("/login") ?? false).toBe(false);
        }
      }
    });
  }
});
