import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, profiles } from "~/db/schema";
import { storeArtworkQr } from "~/features/media/index.server";
import { setAllowancesLeft } from "../../tests/support/allowances";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader as pagesLoader } from "./api.discovery-artworks";
import { loader as qrLoader } from "./api.discovery-qr";
import { action as starAction, loader as starLoader } from "./api.discovery-stars";
import { action as viewAction } from "./api.discovery-views";
import { loader as discoveryLoader } from "./discovery-mode";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let member: SignedIn;
let artist: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  [member, artist] = await Promise.all([signedInMember(database.db), signedInMember(database.db)]);
  await setAllowancesLeft(database.db, artist.userId, { stars: 10 });
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

type Answer = { ok: boolean; code?: string; spent?: boolean; recorded?: boolean };

async function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  who: SignedIn | null,
) {
  const result = await action(routeArgs(formPost(path, fields, who?.cookie ?? null)) as never);
  return answerOf<Answer>(result);
}
const view = (fields: Record<string, string>, who: SignedIn | null = member) =>
  post(viewAction, "/api/discovery/views", fields, who);
const star = (fields: Record<string, string>, who: SignedIn | null = member) =>
  post(starAction, "/api/discovery/stars", fields, who);

async function stars() {
  const [row] = await database.db
    .select({ stars: profiles.currentPromotionStars })
    .from(profiles)
    .where(eq(profiles.id, artist.userId));
  return row?.stars;
}

/** The member looked at the slide for a while: its recorded view is moved back two seconds. */
async function lookedAtFor2s(artworkId: string) {
  await database.db.execute(
    sql`update discovery_views set shown_at = shown_at - interval '2 seconds'
        where member_id = ${member.userId} and artwork_id = ${artworkId}`,
  );
}

describe("Discovery Mode's view and star addresses (R-discovery-stars)", () => {
  it("spends one star for a manual move off a work looked at for a second, once a day", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    const before = await stars();
    expect(await view({ artworkId: work.id })).toEqual({
      status: 200,
      body: { ok: true, recorded: true },
    });
    // Moved off at once: too short a look.
    expect((await star({ artworkId: work.id })).body.spent).toBe(false);
    await lookedAtFor2s(work.id);
    expect((await star({ artworkId: work.id })).body).toEqual({ ok: true, spent: true });
    expect((await star({ artworkId: work.id })).body.spent).toBe(false);
    expect(await stars()).toBe((before as number) - 1);
  });

  it("spends exactly one star when the same move arrives 50 times at once", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    await view({ artworkId: work.id });
    await lookedAtFor2s(work.id);
    const before = await stars();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => star({ artworkId: work.id })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.spent)).toHaveLength(1);
    expect(await stars()).toBe((before as number) - 1);
  });

  it("never charges members for their own works", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    const before = await stars();
    expect((await view({ artworkId: work.id }, artist)).body.recorded).toBe(false);
    expect((await star({ artworkId: work.id }, artist)).body.spent).toBe(false);
    expect(await stars()).toBe(before);
  });

  it("answers bad input with a 4xx and changes nothing", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    const before = await stars();
    for (const send of [view, star]) {
      expect((await send({ artworkId: "not-a-uuid" })).status).toBe(400);
      expect((await send({})).status).toBe(400);
      // The id and nothing else: no amount, no owner.
      expect((await send({ artworkId: work.id, stars: "5" })).status).toBe(400);
      expect((await send({ artworkId: "00000000-0000-4000-8000-000000000000" })).body.code).toBe(
        "curation.artwork-not-found",
      );
      expect((await send({ artworkId: work.id }, null)).status).toBe(401);
      expect((await send({ artworkId: `${work.id}\u0000` })).status).toBe(400);
      expect((await send({ artworkId: "a".repeat(1024 * 1024) })).status).toBe(400);
    }
    expect(await stars()).toBe(before);
    const get = await starLoader();
    expect(get.status).toBe(405);
  });
});

describe("Discovery Mode's pages and QR codes", () => {
  it("answers a page of the member's order as JSON, and visitors with a 401", async () => {
    await insertArtwork(database.db, artist.userId, { title: "Morning Market" });
    const answer = answerOf<{ offset: number; total: number; slides: { id: string }[] }>(
      await pagesLoader(
        routeArgs(signedRequest("/api/discovery/artworks?offset=0&limit=500", member.cookie)),
      ),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    // The page size is capped.
    expect(answer.body.slides.length).toBeLessThanOrEqual(24);
    const visitor = answerOf(
      await pagesLoader(routeArgs(signedRequest("/api/discovery/artworks", null))),
    );
    expect(visitor.status).toBe(401);
    // Nonsense in the address is read as the first page, never a 500.
    for (const query of [
      "offset=1e300&limit=-5",
      "offset=%00&limit=%00&visit=%00",
      "visit=garbage",
    ]) {
      const odd = answerOf<{ offset: number; slides: unknown[] }>(
        await pagesLoader(
          routeArgs(signedRequest(`/api/discovery/artworks?${query}`, member.cookie)),
        ),
      );
      expect(odd.status).toBe(200);
      expect(odd.body.offset).toBe(0);
    }
  });

  it("continues the page's first slides with the same visit's later pages", async () => {
    for (let i = 0; i < 12; i += 1) {
      await insertArtwork(database.db, artist.userId, { title: `Series ${i}` });
    }
    const { visitStart, firstPage } = await discoveryLoader(
      routeArgs(signedRequest("/discovery-mode", member.cookie)) as never,
    );
    const first = await firstPage;
    expect(first?.slides).toHaveLength(8);
    const again = answerOf<{ slides: { id: string }[] }>(
      await pagesLoader(
        routeArgs(
          signedRequest(
            `/api/discovery/artworks?offset=0&limit=10&visit=${encodeURIComponent(visitStart)}`,
            member.cookie,
          ),
        ),
      ),
    );
    expect(again.body.slides.slice(0, 8).map((s) => s.id)).toEqual(first?.slides.map((s) => s.id));
  });

  it("serves a work's stored QR code as SVG, and 404 for none, an unknown id or a sold work", async () => {
    const work = await insertArtwork(database.db, artist.userId);
    const key = await storeArtworkQr(work.id);
    await database.db.update(artworks).set({ qrCodeKey: key }).where(eq(artworks.id, work.id));
    const qr = (id: string, who: SignedIn | null = member) =>
      qrLoader({
        ...routeArgs(signedRequest(`/api/discovery/qr/${id}`, who?.cookie ?? null)),
        params: { artworkId: id },
      } as never);
    const served = await qr(work.id);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(await served.text()).toContain("<svg");
    expect((await qr(work.id, null)).status).toBe(401);
    expect((await qr("nope")).status).toBe(404);
    expect((await qr(`${work.id}\u0000`)).status).toBe(404);
    const plain = await insertArtwork(database.db, artist.userId);
    expect((await qr(plain.id)).status).toBe(404);
    await database.db.update(artworks).set({ isAvailable: false }).where(eq(artworks.id, work.id));
    expect((await qr(work.id)).status).toBe(404);
  });
});
