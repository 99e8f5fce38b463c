import { and, eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profiles, provenance } from "~/db/schema";
import { ProvenanceChainPage } from "~/features/commerce/ui";
import { createTestDatabase } from "../../tests/support/database";
import { nameMember, soldTwice } from "../../tests/support/provenance";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { loader } from "./artwork-provenance";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let cast: { artist: SignedIn; first: SignedIn; second: SignedIn };

beforeAll(async () => {
  database = await createTestDatabase();
  const [artist, first, second] = await Promise.all([
    signedInMember(database.db),
    signedInMember(database.db),
    signedInMember(database.db),
  ]);
  cast = { artist: artist!, first: first!, second: second! };
  await nameMember(database.db, cast.artist, "Maya Robinson");
  await nameMember(database.db, cast.first, "Theo Collector");
  await nameMember(database.db, cast.second, "Ines Okafor");
  await database.db
    .update(profiles)
    .set({ phoneNumber: "+18045550199" })
    .where(eq(profiles.id, cast.first.userId));
});
afterAll(async () => {
  await database.drop();
});

type Loaded = Extract<Awaited<ReturnType<typeof loader>>, { found: true }>;

/** The page's status and data, for a visitor without a session unless `who` is given. */
async function open(id: string, who: SignedIn | null = null) {
  const path = `/artwork/${id}/provenance`;
  const request = who ? who.request(path) : signedRequest(path, null);
  const { status, body } = answerOf<Loaded | { found: false }>(
    await loader({ ...routeArgs(request), params: { id } } as never),
  );
  return { status, data: body.found ? body : null };
}

function render(data: Loaded) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <ProvenanceChainPage artwork={data.artwork} chain={data.chain} />
    </MemoryRouter>,
  );
}

describe("the public provenance page (R-provenance-chain)", () => {
  it("shows every visitor the chain by name, verified, without contact details", async () => {
    const artwork = await soldTwice(database.db, cast);
    for (const who of [null, cast.second, cast.artist]) {
      const { status, data } = await open(artwork.id, who);
      expect(status).toBe(200);
      expect(data!.artwork).toMatchObject({ title: artwork.title, artistName: "Maya Robinson" });
      expect(data!.chain.verification).toEqual({ verifies: true });
      const json = JSON.stringify(data);
      for (const secret of [cast.artist.email, cast.first.email, cast.second.email, "8045550199"]) {
        expect(json).not.toContain(secret);
      }
    }
    const html = render((await open(artwork.id)).data!);
    expect(html).toContain("Provenance verified: every entry matches the one before it.");
    expect(html).toContain("Uploaded by Maya Robinson");
    expect(html).toContain("Sold to Theo Collector");
    expect(html).toContain("Sold to Ines Okafor");
    expect(html).not.toContain('role="alert"');
  });

  it("says in a red alert which entry was changed after it was recorded", async () => {
    const artwork = await soldTwice(database.db, cast);
    await database.db
      .update(provenance)
      .set({ ownerName: "Someone Else" })
      .where(and(eq(provenance.artworkId, artwork.id), eq(provenance.position, 2)));

    const { data } = await open(artwork.id);
    expect(data!.chain.verification).toEqual({ verifies: false, brokenAt: 2, reason: "changed" });
    const html = render(data!);
    expect(html).toContain('role="alert"');
    expect(html).toContain(
      "This history does not verify: entry 2 has been changed since it was recorded.",
    );
    expect(html).not.toContain("Provenance verified");
  });

  it("is a 404 for an unknown artwork and for an id that is not a uuid", async () => {
    expect((await open("00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await open("not-a-uuid")).status).toBe(404);
    expect((await open("1 or 1=1")).status).toBe(404);
  });
});
