import { readFile } from "node:fs/promises";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import { IMAGE_FIXTURES_DIR } from "../support/media-dir";
import { test as base, type FreshArtwork, type FreshMember, type Role } from "./fixtures";

export * from "./fixtures";

/** How a new artwork is offered: by whom it is sold, for how much, and at which lease rates. */
export type OfferOptions = {
  title?: string;
  salePrice?: string;
  /** Dollars per day; a work with a rate offers a lease billed daily. */
  leaseDailyRate?: string;
  /** The artist sells it themselves: members reveal the artist's contact. */
  manageOwnSales?: boolean;
};

/** A fresh artwork and the path of its page. */
export type OfferedArtwork = FreshArtwork & { path: string };

/** A conversation a fresh member started with a fresh artist by sending the first message. */
export type FreshConversation = {
  member: FreshMember;
  artist: FreshMember;
  /** The thread's path, /messages/{id}. */
  path: string;
  /** The member's first message. */
  firstMessage: string;
};

type CommerceFixtures = {
  /** A new member of `role` (default "member"), and a page signed in as them. */
  freshMemberPage: (role?: Role) => Promise<{ member: FreshMember; page: Page }>;
  /** A new artwork of a new artist, made through the studio with these offers. */
  offeredArtwork: (options?: OfferOptions) => Promise<OfferedArtwork>;
  /** A new conversation between two new members, made through the messages page's form. */
  freshConversation: () => Promise<FreshConversation>;
};

let counter = 0;
/** A short name part no other test of the run has. */
function unique() {
  counter += 1;
  return `${process.pid.toString(36)}${Date.now().toString(36).slice(-4)}${counter}`;
}

export const test = base.extend<CommerceFixtures>({
  freshMemberPage: async ({ freshMember, signedInPage }, use) => {
    await use(async (role) => {
      const member = await freshMember(role);
      return { member, page: await signedInPage(member.email, member.password) };
    });
  },
  offeredArtwork: async ({ playwright, baseURL, freshMember }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async (options = {}) => {
      const artist = await freshMember("artist");
      const studio = await playwright.request.newContext({ baseURL });
      contexts.push(studio);
      await signIn(studio, baseURL!, artist);
      const title = options.title ?? `Offered Work ${unique()}`;
      const id = await createArtwork(studio, baseURL!, { ...options, title });
      return { id, title, artist, path: `/artwork/${id}` };
    });
    for (const context of contexts) await context.dispose();
  },
  freshConversation: async ({ playwright, baseURL, freshMember }, use) => {
    const contexts: APIRequestContext[] = [];
    await use(async () => {
      const member = await freshMember();
      const artist = await freshMember("artist");
      const request = await playwright.request.newContext({ baseURL });
      contexts.push(request);
      await signIn(request, baseURL!, member);
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

async function signIn(request: APIRequestContext, origin: string, member: FreshMember) {
  const response = await request.post("/login", {
    form: { email: member.email, password: member.password, redirectTo: "/" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  if (response.status() !== 302) {
    throw new Error(`Signing in ${member.email} failed: ${response.status()}`);
  }
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
