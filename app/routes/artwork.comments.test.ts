import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { comments } from "~/db/schema";
import { COMMENT_RATE_LIMITED } from "~/features/catalogue";
import type { listComments } from "~/features/catalogue/index.server";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { insertArtwork, putOnPlan } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import {
  answerOf,
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
} from "../../tests/support/sessions";
import { action } from "./artwork";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let freeMember: SignedIn;
let supporter: SignedIn;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  freeMember = await signedInMember(database.db);
  supporter = await signedInMember(database.db);
  await putOnPlan(database.db, supporter.userId, "Supporter");
});
afterAll(async () => {
  await database.drop();
});

async function comment(artworkId: string, content: string, who: SignedIn | null) {
  const request = formPost(
    `/artwork/${artworkId}`,
    { intent: "comment", content },
    who?.cookie ?? null,
  );
  return answerOf<Record<string, unknown>>(
    await action({ ...routeArgs(request), params: { id: artworkId } } as never),
  );
}

async function stored(artworkId: string) {
  return database.db.select().from(comments).where(eq(comments.artworkId, artworkId));
}

describe("posting comments (checked on the server)", () => {
  it("refuses visitors", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const answer = await comment(artwork.id, "Lovely", null);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ ok: false, error: "Sign in to join the conversation" });
    expect(await stored(artwork.id)).toHaveLength(0);
  });

  it("refuses members on Free Tier, whatever the page showed them", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const answer = await comment(artwork.id, "Lovely", freeMember);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({
      ok: false,
      error: "Upgrade your subscription to join the conversation",
    });
    expect(await stored(artwork.id)).toHaveLength(0);
  });

  it("posts for tier 1 and up: trimmed, stored as typed, answered with the list newest first", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const first = await comment(artwork.id, "  The blues are wonderful.  ", supporter);
    expect(first.status).toBe(200);
    const second = await comment(artwork.id, "<script>alert(1)</script> & more", supporter);
    expect(second.status).toBe(200);
    const list = second.body.comments as Awaited<ReturnType<typeof listComments>>;
    expect(list.map((c) => c.content)).toEqual([
      "<script>alert(1)</script> & more",
      "The blues are wonderful.",
    ]);
    expect(list[0]?.author).toMatchObject({ id: supporter.userId, name: "Mo Member" });
    // The author's e-mail never travels with a comment.
    expect(JSON.stringify(list)).not.toContain(supporter.email);
    expect(await stored(artwork.id)).toHaveLength(2);
  });

  it("refuses empty and over-long comments", async () => {
    const artwork = await insertArtwork(database.db, artist.userId);
    const empty = await comment(artwork.id, "   \n ", supporter);
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      ok: false,
      fieldErrors: { content: "Please write a comment before posting" },
    });
    const long = await comment(artwork.id, "x".repeat(2001), supporter);
    expect(long.status).toBe(400);
    const longest = await comment(artwork.id, "x".repeat(2000), supporter);
    expect(longest.status).toBe(200);
    expect(await stored(artwork.id)).toHaveLength(1);
  });

  it("lets a member post 30 comments a minute (R-comment-content), refuses the 31st and says so in the box", async () => {
    const perMinute = 30;
    const quick = await signedInMember(database.db);
    await putOnPlan(database.db, quick.userId, "Supporter");
    const artwork = await insertArtwork(database.db, artist.userId);
    const answers = [];
    for (let i = 0; i <= perMinute; i++) {
      answers.push(await comment(artwork.id, `Comment ${i}`, quick));
    }
    expect(answers.slice(0, perMinute).every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)).toEqual({
      status: 429,
      body: {
        ok: false,
        code: "rate-limited",
        error: COMMENT_RATE_LIMITED,
        fieldErrors: { content: COMMENT_RATE_LIMITED },
      },
    });
    expect(await stored(artwork.id)).toHaveLength(perMinute);
    // Others may still comment.
    expect((await comment(artwork.id, "Lovely", supporter)).status).toBe(200);
  });

  it("answers 404 for unknown or malformed artwork ids", async () => {
    const unknown = await comment("00000000-0000-4000-8000-000000000000", "Hello", supporter);
    expect(unknown.status).toBe(404);
    const malformed = await comment("1; drop table comments", "Hello", supporter);
    expect(malformed.status).toBe(404);
  });
});

describe("a comment with control characters", () => {
  for (const content of ["Lovely\u0000 work", "\u001b[2J", "tab\tand\nlines are fine\u007f"]) {
    it(`${JSON.stringify(content)} is a 400 with the message under the field, and nothing is stored`, async () => {
      const artwork = await insertArtwork(database.db, artist.userId);
      const request = formPost(
        `/artwork/${artwork.id}`,
        { intent: "comment", content },
        supporter.cookie,
      );
      const answer = answerOf(
        await settle(() => action({ ...routeArgs(request), params: { id: artwork.id } } as never)),
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        ok: false,
        fieldErrors: { content: CONTROL_CHARACTER_MESSAGE },
      });
      const stored = await database.db
        .select()
        .from(comments)
        .where(eq(comments.artworkId, artwork.id));
      expect(stored).toHaveLength(0);
    });
  }
});
