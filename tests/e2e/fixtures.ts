import { readFile } from "node:fs/promises";
import path from "node:path";
import {
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from "@playwright/test";
import { type DemoServer, startSeededCopy } from "../support/demo-server";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import type { JourneyGallery } from "./global-setup";
import { DEMO_ADMIN, DEMO_ARTIST, DEMO_CURATOR, DEMO_MEMBER, DEMO_PASSWORD } from "./helpers";

export * from "./helpers";
export { expect };
export type { APIResponse, BrowserContext, Locator, Page, Route } from "@playwright/test";

/** Options a file or a describe block may change with test.use({...}). */
export type JourneyOptions = {
  /**
   * The Test Environment Warning is acknowledged before any page opens (true),
   * unless a journey wants to see it.
   */
  acknowledgeWarning: boolean;
};

/** A member made for one test through the app: invited by the admin, registered, on a plan. */
export type FreshMember = {
  id: string;
  email: string;
  password: string;
  fullName: string;
  handle: string;
};

/** An artwork made for one test by a fresh artist, through the studio's create action. */
export type FreshArtwork = {
  id: string;
  title: string;
  artist: FreshMember;
  /** The artwork's page, /artwork/{id}. */
  path: string;
};

/** How a new artwork is offered: by whom it is sold, for how much, and at which lease rates. */
export type OfferOptions = {
  title?: string;
  salePrice?: string;
  /** Dollars per day; a work with a rate offers a lease billed daily. */
  leaseDailyRate?: string;
  /** The artist sells it themselves: members reveal the artist's contact. */
  manageOwnSales?: boolean;
};

/** A conversation a fresh member started with a fresh artist by sending the first message. */
export type FreshConversation = {
  member: FreshMember;
  artist: FreshMember;
  /** The thread's path, /messages/{id}. */
  path: string;
  /** The member's first message. */
  firstMessage: string;
};

/** A fresh member's role: which plan the admin puts them on (the demo accounts' plans). */
export type Role = "member" | "artist" | "curator";
const ROLE_PLANS: Record<Role, string> = {
  member: "Free Tier",
  artist: "Artist",
  curator: "Artist",
};

type Fixtures = {
  /** A new browser context with this test's options; closed after the test. */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /**
   * A page in a new context, signed in by posting the sign-in form as the page would.
   * It has opened nothing yet: go where the journey starts.
   */
  signedInPage: (email: string, password?: string) => Promise<Page>;
  /** Demo accounts, signed in: each in its own context. */
  adminPage: Page;
  artistPage: Page;
  curatorPage: Page;
  memberPage: Page;
  /** A new member of `role` (default "member"), made through the app for this test. */
  freshMember: (role?: Role, plan?: string) => Promise<FreshMember>;
  /** A new artwork of a new artist, listed for sale, made through the studio. */
  freshArtwork: (options?: OfferOptions) => Promise<FreshArtwork>;
  /** A new member of `role` (default "member"), and a page signed in as them. */
  freshMemberPage: (role?: Role) => Promise<{ member: FreshMember; page: Page }>;
  /**
   * A new member whom the admin has then put on the plan named `plan` through
   * Manage Subscriptions, e.g. "Supporter" or "Patron".
   */
  memberOnPlan: (plan: string) => Promise<FreshMember>;
  /** A new conversation between two new members, made through the messages page's form. */
  freshConversation: () => Promise<FreshConversation>;
};

type WorkerFixtures = {
  /** The build and the seeded demo gallery of this run (tests/e2e/global-setup.ts). */
  gallery: JourneyGallery;
  /** This worker's server, on its own copy of the demo gallery; baseURL points to it. */
  server: DemoServer;
};

export const test = base.extend<Fixtures & JourneyOptions, WorkerFixtures>({
  gallery: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture needs from its first argument
    async ({}, use) => {
      const given = process.env.E2E_GALLERY;
      if (!given) throw new Error("No E2E_GALLERY: run the journeys with npx playwright test");
      await use(JSON.parse(given) as JourneyGallery);
    },
    { scope: "worker" },
  ],
  server: [
    async ({ gallery }, use, workerInfo) => {
      const server = await startSeededCopy(gallery.seeded, {
        buildDir: gallery.buildDir,
        dataDir: path.join(gallery.workDir, `worker-${workerInfo.workerIndex}`),
      });
      await use(server);
      await server.stop();
    },
    // Copying the data and starting the server takes a while on a busy machine.
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),

  acknowledgeWarning: [true, { option: true }],
  context: async ({ context, acknowledgeWarning }, use) => {
    if (acknowledgeWarning) await acknowledge(context);
    await use(context);
  },
  newContext: async ({ browser, acknowledgeWarning }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      // The test's options (baseURL, viewport, ...) apply unless `options` say otherwise.
      const context = await browser.newContext(options);
      contexts.push(context);
      if (acknowledgeWarning) await acknowledge(context);
      return context;
    });
    for (const context of contexts) await context.close();
  },
  signedInPage: async ({ newContext, baseURL }, use) => {
    await use(async (email, password = DEMO_PASSWORD) => {
      const context = await newContext();
      await postSignIn(context.request, baseURL!, email, password);
      return context.newPage();
    });
  },
  adminPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_ADMIN)),
  artistPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_ARTIST)),
  curatorPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_CURATOR)),
  memberPage: async ({ signedInPage }, use) => use(await signedInPage(DEMO_MEMBER)),

  freshMember: async ({ playwright, baseURL }, use) => {
    const admin = await playwright.request.newContext({ baseURL });
    const visitor = await playwright.request.newContext({ baseURL });
    let signedIn = false;
    await use(async (role = "member", plan = ROLE_PLANS[role]) => {
      if (!signedIn) await postSignIn(admin, baseURL!, DEMO_ADMIN, DEMO_PASSWORD);
      signedIn = true;
      return registerMember(admin, visitor, baseURL!, role, plan);
    });
    await admin.dispose();
    await visitor.dispose();
  },
  freshArtwork: async ({ playwright, baseURL, freshMember }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async ({ title = `Fresh Work ${unique()}`, ...offer } = {}) => {
      const artist = await freshMember("artist");
      const studio = await playwright.request.newContext({ baseURL });
      contexts.push(studio);
      await postSignIn(studio, baseURL!, artist.email, artist.password);
      const id = await createArtwork(studio, baseURL!, { ...offer, title });
      return { id, title, artist, path: `/artwork/${id}` };
    });
    for (const context of contexts) await context.dispose();
  },
  freshMemberPage: async ({ freshMember, signedInPage }, use) => {
    await use(async (role) => {
      const member = await freshMember(role);
      return { member, page: await signedInPage(member.email, member.password) };
    });
  },
  memberOnPlan: async ({ freshMember }, use) => {
    await use((plan) => freshMember("member", plan));
  },
  freshConversation: async ({ playwright, baseURL, freshMember }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async () => {
      const member = await freshMember();
      const artist = await freshMember("artist");
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      await postSignIn(request, baseURL!, member.email, member.password);
      const firstMessage = `Hello from ${member.fullName}`;
      const sent = await request.post("/messages", {
        form: { to: artist.id, content: firstMessage },
        headers: { Origin: baseURL! },
        maxRedirects: 0,
      });
      const location = sent.headers().location ?? "";
      if (sent.status() !== 302 || !/^\/messages\/[0-9a-f-]{36}$/.test(location)) {
        throw new Error(`Starting a conversation failed: ${sent.status()} ${location}`);
      }
      return { member, artist, path: location, firstMessage };
    });
    for (const context of contexts) await context.dispose();
  },
});

async function acknowledge(context: BrowserContext) {
  await context.addInitScript(() => {
    window.localStorage.setItem("test-warning-acknowledged", "true");
  });
}

/** Signs `request` in as `email` by posting the sign-in form (the session cookie stays in it). */
async function postSignIn(
  request: APIRequestContext,
  origin: string,
  email: string,
  password: string,
) {
  const response = await request.post("/login", {
    form: { email, password, redirectTo: "/" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const { cookies } = await request.storageState();
  if (response.status() !== 302 || cookies.length === 0) {
    throw new Error(`Signing in ${email} failed: ${response.status()}`);
  }
}

let counter = 0;
/** A short name part no other test of the run has: the worker's process and a counter. */
function unique() {
  counter += 1;
  return `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${counter}`;
}

/**
 * The admin invites a new address and the invitee registers through the mailed link
 * (which confirms the address at once); the admin then puts them on `role`'s plan.
 */
async function registerMember(
  admin: APIRequestContext,
  visitor: APIRequestContext,
  origin: string,
  role: Role,
  plan: string,
): Promise<FreshMember> {
  const handle = `fresh_${unique()}`;
  const email = `${handle}@example.com`;
  const fullName = `Fresh ${role[0]!.toUpperCase()}${role.slice(1)} ${handle.slice(6)}`;
  const password = "fresh-member-password";
  const headers = { Origin: origin };

  await expectOk(await admin.post("/admin/invitations", { form: { email }, headers }), "inviting");
  const outbox = await (await admin.get(`/admin/outbox?q=${encodeURIComponent(email)}`)).text();
  const token = outbox.match(/\/register\?invite=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`No invitation link for ${email} in the outbox`);

  const registered = await visitor.post("/register", {
    form: {
      intent: "register",
      inviteToken: token,
      email,
      fullName,
      username: handle,
      country: "US",
      phone: "(410) 555-0177",
      city: "Baltimore",
      state: "MD",
      zipCode: "21218",
      password,
      confirmPassword: password,
      terms: "on",
    },
    headers,
    maxRedirects: 0,
  });
  if (registered.status() !== 302) {
    throw new Error(
      `Registering ${email} failed: ${registered.status()} ${await registered.text()}`,
    );
  }

  const found = (await (await admin.get(`/api/admin/users?q=${handle}`)).json()) as {
    users: { id: string; handle: string }[];
  };
  const id = found.users.find((user) => user.handle === handle)?.id;
  if (!id) throw new Error(`The admin's member search does not find ${handle}`);

  // Registering puts a member on the free plan; any other is the admin's to give.
  if (plan !== ROLE_PLANS.member) {
    const page = await (await admin.get("/admin/subscriptions")).text();
    const planId = page.match(new RegExp(`<option value="([0-9a-f-]{36})"[^>]*>${plan}\\b`))?.[1];
    if (!planId) throw new Error(`No plan named ${plan} on /admin/subscriptions`);
    await expectOk(
      await admin.post("/admin/subscriptions", {
        form: { intent: "add", userId: id, planId },
        headers,
      }),
      `putting ${handle} on ${plan}`,
    );
  }
  return { id, email, password, fullName, handle };
}

/** Posts the studio's new-artwork form with one photo; answers the new artwork's id. */
async function createArtwork(
  studio: APIRequestContext,
  origin: string,
  { title, salePrice = "450", leaseDailyRate, manageOwnSales }: OfferOptions & { title: string },
) {
  const fields: Record<string, string> = {
    title,
    medium: "Acrylic",
    description: "Layers of colour over a harbour at first light.",
    location: "Baltimore, MD",
    zipCode: "21218",
    salePrice,
    isAvailable: "on",
    images: "new:0",
  };
  if (leaseDailyRate) fields.leaseDailyRate = leaseDailyRate;
  if (manageOwnSales) fields.manageOwnSales = "on";
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const photo = await readFile(path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_0.jpg"));
  form.append("files", new File([photo], "Landscape_0.jpg", { type: "image/jpeg" }));
  const created = await studio.post("/artist/artwork/upload", {
    multipart: form,
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (created.status() !== 302) {
    throw new Error(`Creating "${title}" failed: ${created.status()} ${await created.text()}`);
  }
  // A fresh artist has this one artwork: its edit link is the only one on the list.
  const list = await (await studio.get("/artist/artwork")).text();
  const id = list.match(/\/artist\/artwork\/edit\/([0-9a-f-]{36})/)?.[1];
  if (!id) throw new Error(`"${title}" is not on its artist's list`);
  return id;
}

async function expectOk(response: APIResponse, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()}`);
}
