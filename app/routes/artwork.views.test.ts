import { count, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, rateLimits } from "~/db/schema";
import { CLIENT_ADDRESS_HEADER } from "~/lib/http/client-address";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action as countView, loader as viewsLoader } from "./api.artwork-views";
import { loader as artworkLoader, shouldRevalidate } from "./artwork";

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

/** The artwork page, once on screen, reports the view as `request` (R-view-count-once). */
async function open(id: string, request: Request) {
  const response = (await countView({
    ...routeArgs(request),
    params: { id },
  } as never)) as Response;
  expect(response.status).toBe(204);
  return response;
}

/** The page's view report from `address` (as the server sets it), signed in as `who` if given. */
function from(address: string, id: string, who: SignedIn | null = null, init: RequestInit = {}) {
  const headers = { [CLIENT_ADDRESS_HEADER]: address, ...(init.headers as object) };
  const path = `/api/artworks/${id}/views`;
  return who
    ? who.request(path, { method: "POST", headers })
    : signedRequest(path, null, { method: "POST", headers });
}

describe("artwork view count", () => {
  it("counts 50 simultaneous visits by 50 different visitors as exactly 50", async () => {
    const artwork = await insertArtwork(database.db, artist.userId, { viewCount: 7 });
    const member = await signedInMember(database.db);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        open(
          artwork.id,
          // 48 visitors by address, and two members who share an address with one of them.
          i < 48
            ? from(`203.0.113.${i + 1}`, artwork.id)
            : from("203.0.113.1", artwork.id, i === 48 ? artist : member),
        ),
      ),
    );
    expect(await viewCount(artwork.id)).toBe(57);
  });

  it("counts a visitor once per artwork and hour, however often they open it", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const other = await insertArtwork(database.db, artist.userId);
    const member = await signedInMember(database.db);
    // Reloads, also all at once, and from other addresses for a member.
    await Promise.all(
      Array.from({ length: 5 }, () => open(artwork.id, from("198.51.100.7", artwork.id))),
    );
    await open(artwork.id, from("198.51.100.7", artwork.id));
    await open(artwork.id, from("198.51.100.9", artwork.id, member));
    await open(artwork.id, from("198.51.100.10", artwork.id, member));
    await Promise.all(
      Array.from({ length: 3 }, () => open(artwork.id, from("198.51.100.9", artwork.id, member))),
    );
    expect(await viewCount(artwork.id)).toBe(2);
    // Another artwork is another visit.
    await open(other.id, from("198.51.100.7", other.id));
    expect(await viewCount(other.id)).toBe(1);

    // An hour later the same visitors count again.
    await database.db.execute(
      sql`update rate_limits set window_start = now() - interval '61 minutes' where key like ${`view:${artwork.id}:%`}`,
    );
    await open(artwork.id, from("198.51.100.7", artwork.id));
    await open(artwork.id, from("198.51.100.9", artwork.id, member));
    await open(artwork.id, from("198.51.100.7", artwork.id));
    expect(await viewCount(artwork.id)).toBe(4);
  });

  it("stores nothing for an artwork that does not exist", async () => {
    const id = "00000000-0000-4000-8000-000000000001";
    await open(id, from("198.51.100.20", id));
    const [row] = await database.db
      .select({ n: count() })
      .from(rateLimits)
      .where(like(rateLimits.key, `view:${id}:%`));
    expect(row?.n).toBe(0);
  });

  it("does not count link prefetches", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    await open(
      artwork.id,
      from("198.51.100.30", artwork.id, null, { headers: { "Sec-Purpose": "prefetch" } }),
    );
    await open(
      artwork.id,
      from("198.51.100.30", artwork.id, null, { headers: { Purpose: "prefetch" } }),
    );
    expect(await viewCount(artwork.id)).toBe(0);
    await open(artwork.id, from("198.51.100.30", artwork.id));
    expect(await viewCount(artwork.id)).toBe(1);
  });

  it("is counted by the page's report, not by rendering it (which a cache may skip)", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const page = (await artworkLoader({
      ...routeArgs(from("198.51.100.40", artwork.id)),
      params: { id: artwork.id },
    } as never)) as { comments?: Promise<unknown> };
    await page.comments;
    expect(await viewCount(artwork.id)).toBe(0);

    const malformed = (await countView({
      ...routeArgs(from("198.51.100.40", "x")),
      params: { id: "not-an-id\u0000" },
    } as never)) as Response;
    expect(malformed.status).toBe(404);
    expect(((await viewsLoader()) as Response).status).toBe(405);
    expect(await viewCount(artwork.id)).toBe(0);
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
