import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  routeArgs,
  type SignedIn,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action, loader } from "./api.curator-suggestions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let curator: SignedIn;
let other: SignedIn;
let spaceId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  [curator, other] = await Promise.all([signedInMember(database.db), signedInMember(database.db)]);
  const [space] = await database.db
    .insert(curatorSpaces)
    .values({
      userId: curator.userId,
      name: "Reading room",
      description: "A quiet wall",
      type: "residential",
    })
    .returning();
  if (!space) throw new Error("The space was not inserted");
  spaceId = space.id;
  await database.db.insert(curatorSpaceImages).values({
    spaceId,
    position: 0,
    imageKey: `spaces/${spaceId}`,
    width: 1600,
    height: 1200,
    palette: [{ l: 80, a: 4, b: 12, share: 1 }],
  });
  for (const [title, dollars] of [
    ["Harbor Fog", 900],
    ["Harbor Lights", 300],
    ["Orchard Rows", 200],
  ] as const) {
    await insertArtwork(database.db, other.userId, { title, salePriceCents: dollars * 100 }, [
      `artworks/${crypto.randomUUID()}`,
    ]);
  }
});
afterAll(async () => {
  await database.drop();
});

/** Posts the dialog's fields to the space's suggestions address, as the browser does. */
async function post(space: string, fields: [string, string][], who: SignedIn | null) {
  const request = signedRequest(`/api/curator/spaces/${space}/suggestions`, who?.cookie ?? null, {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return answerOf<Record<string, unknown>>(
    await action({ ...routeArgs(request), params: { spaceId: space } } as never),
  );
}

describe("the suggestions address of the AI Gallery Population dialog", () => {
  it("answers the owner with the best set within the budget, each work saying what it matched", async () => {
    const answer = await post(
      spaceId,
      [
        ["pieces", "2"],
        ["budget", "1200"],
        ["prompts", "harbor"],
      ],
      curator,
    );
    expect(answer.status).toBe(200);
    const body = answer.body as {
      ok: true;
      suggestions: { title: string; priceCents: number; matchedWords: string[] }[];
      totalCents: number;
    };
    expect(body.ok).toBe(true);
    // No per-piece cap of budget / pieces: $900 + $300 fits $1,200.
    expect(body.suggestions.map((s) => s.title).sort()).toEqual(["Harbor Fog", "Harbor Lights"]);
    expect(body.totalCents).toBe(120_000);
    for (const suggestion of body.suggestions) expect(suggestion.matchedWords).toContain("harbor");
  });

  it("says when nothing matches and when nothing fits the budget, with the spec's texts", async () => {
    const none = await post(
      spaceId,
      [
        ["pieces", "3"],
        ["budget", "10000"],
        ["prompts", "zeppelin"],
      ],
      curator,
    );
    expect(none).toMatchObject({
      status: 422,
      body: { ok: false, error: "No suitable artworks found within the specified criteria" },
    });
    const tooDear = await post(
      spaceId,
      [
        ["pieces", "1"],
        ["budget", "100"],
        ["prompts", "harbor"],
      ],
      curator,
    );
    expect(tooDear).toMatchObject({
      status: 422,
      body: { ok: false, error: "Could not find suitable artworks within the budget constraints" },
    });
  });

  it("refuses out-of-range input with a clear message and a 400", async () => {
    const cases: [string, string][][] = [
      [
        ["pieces", "21"],
        ["budget", "1000"],
      ],
      [
        ["pieces", "0"],
        ["budget", "1000"],
      ],
      [
        ["pieces", "2"],
        ["budget", "50"],
      ],
      [
        ["pieces", "2"],
        ["budget", "150"],
      ],
      [
        ["pieces", "2"],
        ["budget", "1000"],
        ["prompts", "   "],
      ],
      [
        ["pieces", "two"],
        ["budget", "1000"],
      ],
    ];
    for (const fields of cases) {
      const answer = await post(spaceId, fields, curator);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ ok: false, code: "invalid" });
      expect(typeof (answer.body as { error: unknown }).error).toBe("string");
    }
  });

  it("answers 404 to anyone but the owner, and for an id that is not a space", async () => {
    const fields: [string, string][] = [
      ["pieces", "2"],
      ["budget", "1000"],
    ];
    for (const answer of [
      await post(spaceId, fields, other),
      await post(spaceId, fields, null),
      await post("not-a-uuid", fields, curator),
      await post("6d1f5c43-8a55-4c1e-9d0b-2f6f0a7b9c11", fields, curator),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ ok: false, code: "curation.not-found" });
    }
  });

  it("lets one member ask 30 times a minute, then answers 429", async () => {
    const busy = await signedInMember(database.db);
    const [space] = await database.db
      .insert(curatorSpaces)
      .values({ userId: busy.userId, name: "Busy wall", description: "A wall", type: "other" })
      .returning();
    const fields: [string, string][] = [
      ["pieces", "1"],
      ["budget", "1000"],
    ];
    const answers = await Promise.all(
      Array.from({ length: 31 }, () => post(space?.id ?? "", fields, busy)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
  });

  it("takes no GET", () => {
    expect(loader().status).toBe(405);
  });
});
