import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, curatorSpaceSelections, curatorSpaces } from "~/db/schema";
import { selectionSummary } from "~/features/curation";
import { savedSelection, savedSelections } from "~/features/curation/index.server";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action, loader } from "./api.curator-selection";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let curator: SignedIn;
let other: SignedIn;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  [curator, other, artist] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
});
afterAll(async () => {
  await database.drop();
});

async function insertSpace(userId: string, name = "Office wall") {
  const [space] = await database.db
    .insert(curatorSpaces)
    .values({ userId, name, description: "A long white wall", type: "commercial" })
    .returning();
  if (!space) throw new Error("The space was not inserted");
  return space;
}

/** Posts to the space's selection address as the browser's dialog does. */
async function post(spaceId: string, fields: [string, string][], who: SignedIn | null) {
  const request = signedRequest(`/api/curator/spaces/${spaceId}/selection`, who?.cookie ?? null, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return answerOf<Record<string, unknown>>(
    await action({ ...routeArgs(request), params: { spaceId } } as never),
  );
}

async function rowsOf(spaceId: string) {
  return database.db
    .select({ artworkId: curatorSpaceSelections.artworkId, title: curatorSpaceSelections.title })
    .from(curatorSpaceSelections)
    .where(eq(curatorSpaceSelections.spaceId, spaceId))
    .orderBy(asc(curatorSpaceSelections.position));
}

describe("Save Selection on a space", () => {
  it("stores the chosen works in order, shows them with their total, and clears them", async () => {
    const space = await insertSpace(curator.userId);
    const first = await insertArtwork(database.db, artist.userId, {
      title: "Tide Lines",
      salePriceCents: 90_000,
    });
    const second = await insertArtwork(database.db, artist.userId, {
      title: "Salt Marsh",
      salePriceCents: 10_000,
    });
    const saved = await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", second.id],
        ["artworkIds", first.id],
      ],
      curator,
    );
    expect(saved).toEqual({ status: 200, body: { ok: true, intent: "save", saved: 2 } });
    expect(await rowsOf(space.id)).toEqual([
      { artworkId: second.id, title: "Salt Marsh" },
      { artworkId: first.id, title: "Tide Lines" },
    ]);
    const selection = await savedSelection(database.db, space.id);
    expect(selection.works.map((work) => work.title)).toEqual(["Salt Marsh", "Tide Lines"]);
    expect(selectionSummary(selection)).toBe("Saved selection: 2 works · $1,000");

    // Saving again replaces the list; clearing empties it.
    await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", first.id],
      ],
      curator,
    );
    expect(await rowsOf(space.id)).toEqual([{ artworkId: first.id, title: "Tide Lines" }]);
    expect(await post(space.id, [["intent", "clear"]], curator)).toEqual({
      status: 200,
      body: { ok: true, intent: "clear", saved: 0 },
    });
    expect(await rowsOf(space.id)).toEqual([]);
  });

  it("keeps a work that was withdrawn, sold or deleted, marked as no longer available", async () => {
    const space = await insertSpace(curator.userId);
    const kept = await insertArtwork(database.db, artist.userId, {
      title: "Still Here",
      salePriceCents: 50_000,
    });
    const withdrawn = await insertArtwork(database.db, artist.userId, { title: "Withdrawn" });
    const sold = await insertArtwork(database.db, artist.userId, { title: "Sold On" });
    const deleted = await insertArtwork(database.db, artist.userId, { title: "Gone Entirely" });
    await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", kept.id],
        ["artworkIds", withdrawn.id],
        ["artworkIds", sold.id],
        ["artworkIds", deleted.id],
      ],
      curator,
    );
    await database.db
      .update(artworks)
      .set({ isAvailable: false })
      .where(eq(artworks.id, withdrawn.id));
    // A sale moves the work to the collector and takes it off offer.
    await database.db
      .update(artworks)
      .set({ userId: other.userId, isAvailable: false })
      .where(eq(artworks.id, sold.id));
    // A collector who offers a bought work again offers it like any other.
    await database.db
      .update(artworks)
      .set({ userId: other.userId })
      .where(eq(artworks.id, kept.id));
    await database.db.delete(artworks).where(eq(artworks.id, deleted.id));

    const selection = (await savedSelections(database.db, [space.id])).get(space.id);
    expect(selection?.works.map((work) => [work.title, work.available])).toEqual([
      ["Still Here", true],
      ["Withdrawn", false],
      ["Sold On", false],
      ["Gone Entirely", false],
    ]);
    expect(selection?.totalCents).toBe(50_000);
    expect(selectionSummary(selection as NonNullable<typeof selection>)).toBe(
      "Saved selection: 4 works · $500 · 3 no longer available",
    );
  });

  it("answers 404 for another member's space, a missing one, a bad id and a visitor, and changes nothing", async () => {
    const space = await insertSpace(curator.userId);
    const artwork = await insertArtwork(database.db, artist.userId);
    await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", artwork.id],
      ],
      curator,
    );
    const attempts = [
      await post(space.id, [["intent", "clear"]], other),
      await post(space.id, [["intent", "clear"]], null),
      await post("not-a-uuid", [["intent", "clear"]], curator),
      await post("6d1f5c43-8a55-4c1e-9d0b-2f6f0a7b9c11", [["intent", "clear"]], curator),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body).toMatchObject({ ok: false, code: "curation.not-found" });
    }
    expect(await rowsOf(space.id)).toHaveLength(1);
  });

  it("checks that every work exists and refuses bad input with a 4xx, storing nothing", async () => {
    const space = await insertSpace(curator.userId);
    const artwork = await insertArtwork(database.db, artist.userId);
    const unknown = await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", artwork.id],
        ["artworkIds", "0b8e7a52-3c1d-4f6e-8a9b-1c2d3e4f5a6b"],
      ],
      curator,
    );
    expect(unknown).toMatchObject({
      status: 422,
      body: { ok: false, code: "curation.unknown-artwork" },
    });
    const malformed = await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", "1; drop table artworks"],
      ],
      curator,
    );
    expect(malformed.status).toBe(400);
    const empty = await post(space.id, [["intent", "save"]], curator);
    expect(empty.status).toBe(400);
    const twice = await post(
      space.id,
      [
        ["intent", "save"],
        ["artworkIds", artwork.id],
        ["artworkIds", artwork.id],
      ],
      curator,
    );
    expect(twice.status).toBe(400);
    const noIntent = await post(space.id, [["artworkIds", artwork.id]], curator);
    expect(noIntent.status).toBe(400);
    expect(await rowsOf(space.id)).toEqual([]);
  });

  it("takes no GET", async () => {
    const response = loader();
    expect(response.status).toBe(405);
  });
});
