import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVEAL_MESSAGES } from "~/features/commerce";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { phoneOf, setRevealsLeft } from "../../tests/support/reveals";
import {
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action } from "./api.reveal-contact";
import { loader } from "./artwork";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let artistPhone: string | null;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  artistPhone = await phoneOf(database.db, artist.userId);
});
afterAll(async () => {
  await database.drop();
});

const managed = () => insertArtwork(database.db, artist.userId, { manageOwnSales: true });

type Loaded = Awaited<ReturnType<typeof loader>>;

async function openPage(id: string, who: SignedIn | null) {
  const request = who ? who.request(`/artwork/${id}`) : signedRequest(`/artwork/${id}`, null);
  const result = (await loader({ ...routeArgs(request), params: { id } } as never)) as Loaded;
  const page = result as Extract<Loaded, { found: true }>;
  const { comments: _comments, ...rest } = page;
  return rest;
}

async function post(fields: Record<string, string>, cookie: string | null) {
  const answer = await action(routeArgs(formPost("/api/reveal-contact", fields, cookie)) as never);
  const value = answer as unknown as { type?: string; data?: unknown; init?: ResponseInit | null };
  return { status: value.init?.status ?? 200, body: value.data as Record<string, unknown> };
}

describe("the artwork page and the reveal endpoint", () => {
  it("never puts the contact in the page data for someone who has not revealed it", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 1);
    const artwork = await managed();
    for (const who of [null, member]) {
      const page = await openPage(artwork.id, who);
      const json = JSON.stringify(page);
      expect(json).not.toContain(artist.email);
      if (artistPhone) expect(json).not.toContain(artistPhone);
    }
    const visitorPage = await openPage(artwork.id, null);
    expect(visitorPage.reveal).toEqual({ show: true, signedIn: false });
    const memberPage = await openPage(artwork.id, member);
    expect(memberPage.reveal).toEqual({
      show: true,
      signedIn: true,
      revealsRemaining: 1,
      contact: null,
    });

    // After the reveal the page may carry it, and nothing more is charged.
    const revealed = await post({ artworkId: artwork.id }, member.cookie);
    expect(revealed.status).toBe(200);
    expect(revealed.body).toMatchObject({
      ok: true,
      charged: true,
      revealsRemaining: 0,
      contact: { email: artist.email },
    });
    const after = await openPage(artwork.id, member);
    expect(after.reveal).toMatchObject({ revealsRemaining: 0, contact: { email: artist.email } });

    // The owner does not see the block.
    expect((await openPage(artwork.id, artist)).reveal).toEqual({ show: false });
  });

  it("asks visitors to sign in and answers the spec's messages", async () => {
    const artwork = await managed();
    const visitor = await post({ artworkId: artwork.id }, null);
    expect(visitor).toEqual({
      status: 401,
      body: { ok: false, code: "reveals.sign-in", error: REVEAL_MESSAGES.signIn },
    });

    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 0);
    const none = await post({ artworkId: artwork.id }, member.cookie);
    expect(none).toEqual({
      status: 403,
      body: { ok: false, code: "reveals.none-left", error: REVEAL_MESSAGES.noneLeft },
    });

    const bad = await post({ artworkId: "not-an-id" }, member.cookie);
    expect(bad.status).toBe(400);
  });
});
