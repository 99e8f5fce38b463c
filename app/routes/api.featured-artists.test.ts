import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, user } from "~/db/schema";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { loader as featuredArtistsRoute } from "./api.featured-artists";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  // Only this file's artists.
  await database.db.delete(user);
});
afterAll(async () => {
  await database.drop();
});

async function member(fullName: string) {
  const id = randomUUID();
  const handle = `m_${id.slice(0, 8)}`;
  await database.db.insert(user).values({ id, name: fullName, email: `${handle}@example.com` });
  await database.db
    .insert(profiles)
    .values({ id, fullName, handle, phoneNumber: "+14105550123", avatarKey: null });
  return id;
}

async function artwork(userId: string, title: string) {
  await insertArtwork(database.db, userId, { title });
}

describe("/api/featured-artists", () => {
  it("answers the navigation's JSON with public fields only, cached for a few minutes", async () => {
    const artist = await member("Ana Artist");
    await artwork(artist, "One");

    const response = await featuredArtistsRoute();
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/application\/json/);
    expect(response.headers.get("Cache-Control")).toMatch(/max-age=300/);
    const body = await response.json();
    expect(body).toEqual({
      artists: [
        { id: artist, fullName: "Ana Artist", handle: expect.any(String), avatarKey: null },
      ],
    });
    const text = JSON.stringify(body);
    // The phone number itself, not "555" (a random id may hold that).
    expect(text).not.toMatch(/email|phone|@example\.com|4105550123/i);
  });
});
