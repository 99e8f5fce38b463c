import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendFirstMessage } from "~/features/messaging/index.server";
import { createTestDatabase } from "../tests/support/database";
import { answerOf, routeArgs, signedInMember, signedRequest } from "../tests/support/sessions";
import { countStatements } from "../tests/support/statements";
import { loader } from "./root";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

type RootData = {
  viewer: { id: string; handle: string; isAdmin: boolean } | null;
  unreadMessages: number;
};

/** The root loader's data for a fresh request with `cookie`, and the statements it took. */
async function rootData(cookie: string | null) {
  const { result, statements } = await countStatements(database, () =>
    loader(routeArgs(signedRequest("/", cookie)) as never),
  );
  return { data: answerOf<RootData>(result).body, statements };
}

describe("the root data every page gets", () => {
  it("carries a member's unread messages for the badge, read with the session in one statement", async () => {
    const [reader, writer] = await Promise.all([
      signedInMember(database.db),
      signedInMember(database.db),
    ]);
    expect(await rootData(reader.cookie)).toMatchObject({
      data: { viewer: { id: reader.userId, isAdmin: false }, unreadMessages: 0 },
      statements: 1,
    });
    await sendFirstMessage(database.db, writer.userId, {
      to: reader.userId,
      content: "Hello from the studio",
    });
    expect(await rootData(reader.cookie)).toMatchObject({
      data: { viewer: { id: reader.userId }, unreadMessages: 1 },
      statements: 1,
    });
    expect((await rootData(writer.cookie)).data.unreadMessages).toBe(0);
  });

  it("has no viewer and no unread messages for a visitor, without asking the database", async () => {
    expect(await rootData(null)).toMatchObject({
      data: { viewer: null, unreadMessages: 0 },
      statements: 0,
    });
  });
});
