import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { revealedContacts } from "~/db/schema";
import { recentReveals } from "~/features/studio/index.server";
import { insertArtwork } from "../../../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../../../tests/support/database";
import {
  phoneOf,
  revealedBy,
  revealsLeft,
  setRevealsLeft,
} from "../../../../tests/support/reveals";
import { type SignedIn, signedInMember } from "../../../../tests/support/sessions";
import { revealErrors } from "./errors";
import { REVEAL_MESSAGES } from "./messages";
import { revealContact } from "./mutations.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let artist: SignedIn;
let artistPhone: string | null;

beforeAll(async () => {
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
  artistPhone = await phoneOf(database.db, artist.userId);
});
afterAll(async () => {
  await database.drop();
});

const managed = () => insertArtwork(database.db, artist.userId, { manageOwnSales: true });

describe("contact reveal", () => {
  it("charges the first reveal and makes the next one free", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 2);
    const artwork = await managed();

    const first = await revealContact(database.db, member.userId, artwork.id);
    expect(first).toEqual({
      contact: { email: artist.email, phone: artistPhone },
      revealsRemaining: 1,
      charged: true,
    });
    expect(artistPhone).toBeTruthy();

    const second = await revealContact(database.db, member.userId, artwork.id);
    expect(second.charged).toBe(false);
    expect(second.revealsRemaining).toBe(1);
    expect(second.contact.email).toBe(artist.email);
    expect(await revealsLeft(database.db, member.userId)).toBe(1);
    expect(await revealedBy(database.db, member.userId)).toHaveLength(1);

    // The dashboard panel lists the reveal.
    const panel = await recentReveals(database.db, member.userId);
    expect(panel).toMatchObject([{ artworkId: artwork.id, title: artwork.title }]);
  });

  it("stays free once revealed, even with no reveals left", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 1);
    const artwork = await managed();
    await revealContact(database.db, member.userId, artwork.id);
    expect(await revealsLeft(database.db, member.userId)).toBe(0);
    const again = await revealContact(database.db, member.userId, artwork.id);
    expect(again).toMatchObject({ charged: false, revealsRemaining: 0 });
  });

  it("refuses at zero with the spec's message and records nothing", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 0);
    const artwork = await managed();
    await expect(revealContact(database.db, member.userId, artwork.id)).rejects.toSatisfy((error) =>
      revealErrors.is(error, "none-left"),
    );
    await expect(revealContact(database.db, member.userId, artwork.id)).rejects.toThrow(
      REVEAL_MESSAGES.noneLeft,
    );
    expect(await revealedBy(database.db, member.userId)).toEqual([]);
    expect(await revealsLeft(database.db, member.userId)).toBe(0);
  });

  it("refuses the owner and artworks whose sales the gallery handles", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 3);
    const galleryHandled = await insertArtwork(database.db, artist.userId, {
      manageOwnSales: false,
    });
    await expect(revealContact(database.db, member.userId, galleryHandled.id)).rejects.toThrow(
      REVEAL_MESSAGES.notOffered,
    );
    const own = await managed();
    await setRevealsLeft(database.db, artist.userId, 3);
    await expect(revealContact(database.db, artist.userId, own.id)).rejects.toThrow(
      REVEAL_MESSAGES.ownArtwork,
    );
    expect(await revealsLeft(database.db, member.userId)).toBe(3);
    expect(await revealsLeft(database.db, artist.userId)).toBe(3);
  });

  it("with 3 left, 10 concurrent reveals of different artworks succeed exactly 3 times", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 3);
    const works = await Promise.all(Array.from({ length: 10 }, () => managed()));
    const results = await Promise.allSettled(
      works.map((w) => revealContact(database.db, member.userId, w.id)),
    );
    const succeeded = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter(
      (r) => r.status === "rejected" && revealErrors.is(r.reason, "none-left"),
    );
    expect(succeeded).toHaveLength(3);
    expect(refused).toHaveLength(7);
    expect(await revealedBy(database.db, member.userId)).toHaveLength(3);
    expect(await revealsLeft(database.db, member.userId)).toBe(0);
  });

  it("charges once for two concurrent reveals of the same artwork", async () => {
    const member = await signedInMember(database.db);
    await setRevealsLeft(database.db, member.userId, 1);
    const artwork = await managed();
    const results = await Promise.all([
      revealContact(database.db, member.userId, artwork.id),
      revealContact(database.db, member.userId, artwork.id),
    ]);
    expect(results.filter((r) => r.charged)).toHaveLength(1);
    expect(results.every((r) => r.contact.email === artist.email)).toBe(true);
    expect(await revealsLeft(database.db, member.userId)).toBe(0);
    const rows = await database.db
      .select()
      .from(revealedContacts)
      .where(
        and(eq(revealedContacts.userId, member.userId), eq(revealedContacts.artworkId, artwork.id)),
      );
    expect(rows).toHaveLength(1);
  });
});
