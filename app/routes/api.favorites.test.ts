import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { favorites } from "~/db/schema";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  signedInMember,
} from "../../tests/support/sessions";
import { action } from "./api.favorites";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let member: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  member = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

/** Posts to /api/favorites and answers the status and JSON body, as the browser sees them. */
async function post(fields: Record<string, string>, who: SignedIn | null) {
  return answerOf<Record<string, unknown>>(
    await action(routeArgs(formPost("/api/favorites", fields, who?.cookie ?? null)) as never),
  );
}

async function savedRows(userId: string, artworkId: string) {
  return database.db
    .select()
    .from(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.artworkId, artworkId)));
}

describe("favourites", () => {
  it("asks visitors to sign in", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const answer = await post({ artworkId: artwork.id, intent: "add" }, null);
    expect(answer).toEqual({
      status: 401,
      body: {
        ok: false,
        code: "favorites.sign-in",
        error: "Please sign in to save artworks to your favorites",
      },
    });
  });

  it("saves once, however often it is asked, even at the same moment", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    expect(await post({ artworkId: artwork.id, intent: "add" }, member)).toEqual({
      status: 200,
      body: { ok: true, isFavorite: true },
    });
    // A duplicate insert counts as success.
    expect(await post({ artworkId: artwork.id, intent: "add" }, member)).toEqual({
      status: 200,
      body: { ok: true, isFavorite: true },
    });
    const together = await Promise.all(
      Array.from({ length: 10 }, () => post({ artworkId: artwork.id, intent: "add" }, member)),
    );
    expect(together.every((a) => a.status === 200 && a.body.isFavorite === true)).toBe(true);
    expect(await savedRows(member.userId, artwork.id)).toHaveLength(1);
  });

  it("unsaves, and unsaving again is no error", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await post({ artworkId: artwork.id, intent: "add" }, member);
    for (let i = 0; i < 2; i++) {
      expect(await post({ artworkId: artwork.id, intent: "remove" }, member)).toEqual({
        status: 200,
        body: { ok: true, isFavorite: false },
      });
    }
    expect(await savedRows(member.userId, artwork.id)).toHaveLength(0);
  });

  it("keeps each member's favourites apart", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await post({ artworkId: artwork.id, intent: "add" }, member);
    await post({ artworkId: artwork.id, intent: "remove" }, artist);
    expect(await savedRows(member.userId, artwork.id)).toHaveLength(1);
  });

  it("refuses unknown artworks and malformed requests with a 4xx", async () => {
    const unknown = await post(
      { artworkId: "00000000-0000-4000-8000-000000000000", intent: "add" },
      member,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.ok).toBe(false);
    const malformed = await post({ artworkId: "not-a-uuid", intent: "add" }, member);
    expect(malformed).toEqual({
      status: 400,
      body: { ok: false, code: "favorites.failed", error: "Failed to update favorites" },
    });
    const badIntent = await post(
      { artworkId: "00000000-0000-4000-8000-000000000000", intent: "toggle" },
      member,
    );
    expect(badIntent.status).toBe(400);
  });

  it("answers a failure it did not expect with a 500 and the spec's message, never a thrown error", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    // The table out of reach: the save fails the way a lost database would.
    await database.db.execute(sql`alter table favorites rename to favorites_away`);
    try {
      expect(await post({ artworkId: artwork.id, intent: "add" }, member)).toEqual({
        status: 500,
        body: { ok: false, code: "unexpected", error: "Failed to update favorites" },
      });
    } finally {
      await database.db.execute(sql`alter table favorites_away rename to favorites`);
    }
    expect(await savedRows(member.userId, artwork.id)).toHaveLength(0);
  });
});
