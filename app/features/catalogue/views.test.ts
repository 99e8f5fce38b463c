import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks } from "~/db/schema";
import { loader, shouldRevalidate } from "~/routes/artwork";
import { createTestDatabase } from "../../../tests/support/database";
import {
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../../tests/support/sessions";
import { insertArtwork } from "./artwork-fixtures.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
});

async function viewCount(id: string) {
  const [row] = await database.db
    .select({ viewCount: artworks.viewCount })
    .from(artworks)
    .where(eq(artworks.id, id));
  return row?.viewCount;
}

/** Opens the artwork page as `request` would, and waits for its streamed comments too. */
async function open(id: string, request: Request) {
  const result = (await loader({ ...routeArgs(request), params: { id } } as never)) as {
    comments?: Promise<unknown>;
  };
  await result.comments;
  return result;
}

describe("artwork view count", () => {
  it("counts 50 simultaneous visits as exactly 50", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { viewCount: 7 });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        open(
          artwork.id,
          i % 2
            ? artist.request(`/artwork/${artwork.id}`)
            : signedRequest(`/artwork/${artwork.id}`, null),
        ),
      ),
    );
    expect(await viewCount(artwork.id)).toBe(57);
  });

  it("does not count link prefetches", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await open(
      artwork.id,
      signedRequest(`/artwork/${artwork.id}`, null, { headers: { "Sec-Purpose": "prefetch" } }),
    );
    await open(
      artwork.id,
      signedRequest(`/artwork/${artwork.id}`, null, { headers: { Purpose: "prefetch" } }),
    );
    expect(await viewCount(artwork.id)).toBe(0);
    await open(artwork.id, signedRequest(`/artwork/${artwork.id}`, null));
    expect(await viewCount(artwork.id)).toBe(1);
  });

  it("is not re-counted after saving or commenting on the page", () => {
    const url = new URL("http://localhost/artwork/1");
    const base = {
      currentUrl: url,
      nextUrl: url,
      currentParams: { id: "1" },
      nextParams: { id: "1" },
      defaultShouldRevalidate: true,
    };
    expect(shouldRevalidate({ ...base, formMethod: "POST", formAction: "/api/favorites" })).toBe(
      false,
    );
    expect(shouldRevalidate({ ...base, formMethod: "POST", formAction: "/artwork/1" })).toBe(false);
    // A navigation to another artwork (or a reload of the page) is a new visit.
    const other = new URL("http://localhost/artwork/2");
    expect(shouldRevalidate({ ...base, nextUrl: other, nextParams: { id: "2" } })).toBe(true);
  });
});
