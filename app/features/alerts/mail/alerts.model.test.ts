import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { emailOutbox, savedSearches, user } from "~/db/schema";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import { normalisedSearch } from "../saved-searches/words";
import { sendSearchAlerts } from "./search-alerts.server";

/**
 * R-saved-search-alerts against a plain model: in any order of listings,
 * saved searches and job runs (one at a time or two at once), each member is
 * mailed every work that one of their searches matches and that was listed
 * after that search was saved, exactly once, and nothing else; never their
 * own works.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

const MEDIA = ["a", "b", "c"] as const;
type Medium = (typeof MEDIA)[number];

type Op =
  | { kind: "list"; medium: Medium; owner: number }
  | { kind: "save"; member: number; medium: Medium }
  | { kind: "run"; together: boolean };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("list" as const),
      medium: fc.constantFrom(...MEDIA),
      owner: fc.integer({ min: 0, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("save" as const),
      member: fc.integer({ min: 0, max: 1 }),
      medium: fc.constantFrom(...MEDIA),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("run" as const), together: fc.boolean() }),
  },
);

let round = 0;

describe("saved-search alerts, against a model", () => {
  it("mail every matching new work once per member, and nothing else", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 14 }), async (ops) => {
        round += 1;
        // Two members who save searches, and an artist (owner 2); members list works too.
        const people = await Promise.all(
          ["Member One", "Member Two", "Artist"].map((name) => insertMember(db, name)),
        );
        await db.update(user).set({ emailVerified: true });
        const emails = await Promise.all(
          people.map(
            async (id) =>
              (await db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]!.email,
          ),
        );
        const mediumOf = (medium: Medium) => `Model${round}${medium}`;
        // The model: each member's saved media, and each work's medium and owner, in the order they happened.
        const saved: Set<Medium>[] = [new Set(), new Set()];
        const expected: Set<string>[] = [new Set(), new Set()];
        let works = 0;
        for (const step of ops) {
          if (step.kind === "save") {
            if (saved[step.member]!.has(step.medium)) continue;
            saved[step.member]!.add(step.medium);
            await db.insert(savedSearches).values({
              userId: people[step.member]!,
              name: step.medium,
              query: normalisedSearch(`medium=${mediumOf(step.medium)}`).query,
              alert: "instant",
            });
          } else if (step.kind === "list") {
            works += 1;
            const title = `Work${round}x${works}`;
            await insertArtwork(db, people[step.owner]!, { medium: mediumOf(step.medium), title });
            for (const member of [0, 1]) {
              if (step.owner !== member && saved[member]!.has(step.medium))
                expected[member]!.add(title);
            }
          } else if (step.together) {
            await Promise.all([sendSearchAlerts(db), sendSearchAlerts(db)]);
          } else {
            await sendSearchAlerts(db);
          }
        }
        await sendSearchAlerts(db);
        for (const member of [0, 1]) {
          const mails = await db
            .select({ text: emailOutbox.textBody })
            .from(emailOutbox)
            .where(eq(emailOutbox.toAddress, emails[member]!));
          const mentioned = mails.flatMap(
            (mail) => mail.text?.match(new RegExp(`Work${round}x\\d+`, "g")) ?? [],
          );
          expect(mentioned.sort()).toEqual([...expected[member]!].sort());
        }
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
