import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { routeArgs, signedInMember, signedRequest } from "../../tests/support/sessions";
import * as searchRoute from "./search";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("/search?sort=favorites", () => {
  it("sorts a visitor's page by the default and lists the artworks", async () => {
    const artist = await signedInMember(database.db);
    await insertArtwork(database.db, artist.userId);
    const page = await searchRoute.loader(
      routeArgs(signedRequest("/search?sort=favorites", null)) as never,
    );
    expect(page.state.sort).toBe("popular");
    expect(page.results?.total).toBeGreaterThan(0);
  });

  it("keeps My Favorites for a member", async () => {
    const member = await signedInMember(database.db);
    const page = await searchRoute.loader(
      routeArgs(member.request("/search?sort=favorites")) as never,
    );
    expect(page.state.sort).toBe("favorites");
    expect(page.results?.total).toBe(0);
  });
});
