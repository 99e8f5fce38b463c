import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, curatorSpaceImages, curatorSpaceSelections, curatorSpaces } from "~/db/schema";
import type { VirtualGallery } from "~/features/curation";
import { rankSpaceCandidates } from "~/features/curation/index.server";
import { insertArtwork, insertMember } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader } from "./curator-space-gallery";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let owner: SignedIn;
let other: SignedIn;
let artistId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  owner = await signedInMember(database.db);
  other = await signedInMember(database.db);
  artistId = await insertMember(database.db, "Ada Artist");
});
afterAll(async () => {
  await database.drop();
});

async function insertSpace(
  userId: string,
  dimensions: typeof curatorSpaces.$inferInsert.dimensions = {
    width: 400,
    height: 250,
    unit: "cm",
  },
) {
  const [space] = await database.db
    .insert(curatorSpaces)
    .values({
      userId,
      name: "Office Wall",
      description: "Behind the front desk",
      type: "commercial",
      dimensions,
    })
    .returning({ id: curatorSpaces.id });
  if (!space) throw new Error("The space was not inserted");
  await database.db.insert(curatorSpaceImages).values([
    { spaceId: space.id, position: 1, imageKey: "spaces/second", width: 800, height: 600 },
    { spaceId: space.id, position: 0, imageKey: `spaces/${space.id}`, width: 1600, height: 1000 },
  ]);
  return space.id;
}

function work(title: string, overrides: Partial<typeof artworks.$inferInsert> = {}) {
  return insertArtwork(database.db, artistId, { title, ...overrides }, [`artworks/${title}`]);
}

async function open(member: SignedIn | null, spaceId: string) {
  const path = `/curator/spaces/gallery/${spaceId}`;
  const request = member ? member.request(path) : signedRequest(path, null);
  return settle(() => loader({ ...routeArgs(request), params: { spaceId } } as never));
}

type Answer = { found: true; gallery: VirtualGallery } | { found: false };

describe("virtual gallery loader", () => {
  it("shows the owner the space's first photo, its wall and the saved selection in order, available works only", async () => {
    const spaceId = await insertSpace(owner.userId);
    const first = await work("First", { width: 30, height: 40, dimensionUnit: "in" });
    const second = await work("Second", { width: 50, height: 70, dimensionUnit: null });
    const sold = await work("Sold Later");
    const withdrawn = await work("Withdrawn Later");
    const collector = await insertMember(database.db, "Cole Collector");
    // Saved in this order, as Save Selection stores it.
    await database.db.insert(curatorSpaceSelections).values(
      [second, sold, first, withdrawn].map((saved, position) => ({
        spaceId,
        position,
        artworkId: saved.id,
        title: saved.title,
        artistName: "Ada Artist",
        priceCents: saved.salePriceCents,
      })),
    );
    // A sale moves the work to the collector and takes it off offer.
    await database.db
      .update(artworks)
      .set({ userId: collector, isAvailable: false })
      .where(eq(artworks.id, sold.id));
    await database.db
      .update(artworks)
      .set({ isAvailable: false })
      .where(eq(artworks.id, withdrawn.id));

    const { status, body } = answerOf<Answer>(await open(owner, spaceId));
    expect(status).toBe(200);
    if (!body.found) throw new Error("expected the gallery");
    expect(body.gallery.space).toEqual({
      id: spaceId,
      name: "Office Wall",
      photo: { url: `/media/spaces/${spaceId}/large.webp`, width: 1600, height: 1000 },
      wall: { width: 400, height: 250, unit: "cm" },
    });
    expect(body.gallery.source).toBe("selection");
    expect(body.gallery.artworks).toEqual([
      {
        id: second.id,
        title: "Second",
        artistName: "Ada Artist",
        imageUrl: "/media/artworks/Second/large.webp",
        imageAspect: 1200 / 900,
        // R-dimensions-display: no unit means centimetres.
        size: { width: 50, height: 70, unit: "cm" },
      },
      {
        id: first.id,
        title: "First",
        artistName: "Ada Artist",
        imageUrl: "/media/artworks/First/large.webp",
        imageAspect: 1200 / 900,
        size: { width: 30, height: 40, unit: "in" },
      },
    ]);
    // Nothing of the owner's or the artist's contact details travels with it.
    expect(JSON.stringify(body)).not.toMatch(/@|email|phone/i);
  });

  it("answers 404 for another member's space, a missing one and a malformed id", async () => {
    const spaceId = await insertSpace(owner.userId);
    for (const [member, id] of [
      [other, spaceId],
      [owner, randomUUID()],
      [owner, "not-a-space"],
      [owner, `${spaceId}x`],
    ] as const) {
      const { status, body } = answerOf<Answer>(await open(member, id));
      expect(status, id).toBe(404);
      expect(body).toEqual({ found: false });
    }
  });

  it("sends a signed-out visitor to sign in", async () => {
    const spaceId = await insertSpace(owner.userId);
    const result = await open(null, spaceId);
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toMatch(/^\/login/);
  });

  it("falls back to the works ranked for the space when it has no saved selection", async () => {
    const spaceId = await insertSpace(owner.userId, null);
    await work("Ranked One", { salePriceCents: 50_000 });
    await work("Ranked Two", { salePriceCents: 90_000 });
    const unavailable = await work("Not For Show", { isAvailable: false });

    const { status, body } = answerOf<Answer>(await open(owner, spaceId));
    expect(status).toBe(200);
    if (!body.found) throw new Error("expected the gallery");
    expect(body.gallery.source).toBe("suggestions");
    expect(body.gallery.space.wall).toBeNull();
    const ranked = await rankSpaceCandidates(database.db, { userId: owner.userId, spaceId }, 20);
    expect(ranked.length).toBeGreaterThan(0);
    expect(body.gallery.artworks.map((a) => a.id)).toEqual(ranked.map((s) => s.artworkId));
    expect(body.gallery.artworks.length).toBeLessThanOrEqual(20);
    expect(body.gallery.artworks.map((a) => a.id)).not.toContain(unavailable.id);
  });

  it("goes back to My Spaces with 'Failed to load virtual gallery' when loading fails", async () => {
    const spaceId = await insertSpace(owner.userId);
    await database.db.execute(sql`alter table curator_space_images rename to gallery_test_away`);
    try {
      const result = await open(owner, spaceId);
      expect(result).toBeInstanceOf(Response);
      const response = result as Response;
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/curator/spaces");
      const cookie = decodeURIComponent(response.headers.get("Set-Cookie") ?? "");
      expect(cookie).toMatch(/^toast=/);
      const [, value] = /^toast=([^;]+)/.exec(response.headers.get("Set-Cookie") ?? "") ?? [];
      const toast = JSON.parse(
        Buffer.from(decodeURIComponent(value ?? ""), "base64").toString("utf8"),
      ) as { message: string };
      expect(toast.message).toBe("Failed to load virtual gallery");
    } finally {
      await database.db.execute(sql`alter table gallery_test_away rename to curator_space_images`);
    }
  });
});
