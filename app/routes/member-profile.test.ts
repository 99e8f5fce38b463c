import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { routeArgs, signedInMember, signedRequest } from "../../tests/support/sessions";
import { loader } from "./member-profile";

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** Every key anywhere in a value, however deeply nested. */
function allKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(allKeys);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.entries(value).flatMap(([key, v]) => [key, ...allKeys(v)]);
  }
  return [];
}

describe("member profile page loader", () => {
  async function load(userId: string) {
    const args = routeArgs(signedRequest(`/profile/${userId}`, null));
    return loader({ ...args, params: { userId } } as never);
  }

  it("answers 404 for unknown and malformed ids, never 500", async () => {
    for (const id of [randomUUID(), "nobody", "%E0%A4%A", "00000000-0000-0000-0000-00000000000g"]) {
      const result = await load(id);
      expect(result.init?.status, id).toBe(404);
      expect(result.data.profile).toBeNull();
    }
  });

  it("answers 200 with no contact details anywhere in its data", async () => {
    const member = await signedInMember(database.db);
    await insertArtwork(database.db, member.userId, { title: "Harbor" }, ["img-harbor"]);
    const result = await load(member.userId);
    expect(result.init?.status).toBe(200);
    expect(result.data.profile?.name).toBe("Mo Member");
    expect(result.data.profile?.availableCount).toBe(1);
    const keys = allKeys(result.data).map((k) => k.toLowerCase());
    expect(keys.filter((k) => k.includes("email") || k.includes("phone"))).toEqual([]);
    const text = JSON.stringify(result.data);
    expect(text).not.toContain(member.email);
    expect(text).not.toContain("4105550123");
  });
});
