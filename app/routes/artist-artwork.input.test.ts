import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks } from "~/db/schema";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import * as listRoute from "~/routes/artist-artwork";
import * as editRoute from "~/routes/artist-artwork-edit";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { createTestDatabase } from "../../tests/support/database";
import { useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

/** Text and numbers as people (and scripts) really send them: stray control characters, hex, exponents. */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let artist: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  artist = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

async function upload(fields: Record<string, string | undefined>) {
  const request = postForm(
    artist,
    "/artist/artwork/upload",
    artworkForm(fields, [{ file: await jpeg(60, 40) }]),
  );
  return outcome(await settle(() => uploadRoute.action(argsWith(request))));
}

async function rowsOf(userId: string) {
  return database.db.select().from(artworks).where(eq(artworks.userId, userId));
}

describe("artwork text fields refuse control characters", () => {
  const fields = [
    "title",
    "originalArtistName",
    "style",
    "description",
    "location",
    "inceptionLocation",
  ];
  for (const field of fields) {
    it(`a NUL in ${field} is a 400 with the message under the field, and nothing is stored`, async () => {
      const result = await upload({ [field]: "Harbour\u0000 at night" });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        fieldErrors: { [field]: CONTROL_CHARACTER_MESSAGE },
      });
      expect(await rowsOf(artist.userId)).toHaveLength(0);
      expect(await media.files()).toEqual([]);
    });
  }

  it("an escape sequence in the description is refused on edit too, and the artwork is unchanged", async () => {
    const created = await upload({ title: "Clean title" });
    expect(created.status).toBe(302);
    const [row] = await rowsOf(artist.userId);
    const [image] = await database.db
      .select()
      .from(artworkImages)
      .where(eq(artworkImages.artworkId, row!.id));
    const form = artworkForm({ description: "red \u001b[31m text" }, [{ existing: image!.id }]);
    const request = postForm(artist, `/artist/artwork/edit/${row!.id}`, form);
    const result = await outcome(
      await settle(() => editRoute.action(argsWith(request, { id: row!.id }))),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ fieldErrors: { description: CONTROL_CHARACTER_MESSAGE } });
    const [after] = await rowsOf(artist.userId);
    expect(after?.description).toBe(row?.description);
    await database.db.delete(artworks).where(eq(artworks.userId, artist.userId));
  });
});

describe("artwork prices and sizes are plain decimals", () => {
  const refused: [string, string, string][] = [
    ["salePrice", "0x10", "Sale price must be a number"],
    ["salePrice", "1e3", "Sale price must be a number"],
    ["salePrice", "Infinity", "Sale price must be a number"],
    ["leaseDailyRate", "0b101", "Daily lease rate must be a number"],
    ["leaseMonthlyRate", "1 000", "Monthly lease rate must be a number"],
    ["width", "0x10", "Width must be a number"],
    ["height", "2e1", "Height must be a number"],
  ];
  for (const [field, value, message] of refused) {
    it(`${field}=${value} is refused, not read as a number`, async () => {
      const result = await upload({ [field]: value });
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
      expect(await rowsOf(artist.userId)).toHaveLength(0);
    });
  }

  it("spaces around a number are dropped: ' 12 ' is 12", async () => {
    const result = await upload({ salePrice: " 12 ", width: " 30.5 " });
    expect(result.status).toBe(302);
    const [row] = await rowsOf(artist.userId);
    expect(row).toMatchObject({ salePriceCents: 1200, width: 30.5 });
    await database.db.delete(artworks).where(eq(artworks.userId, artist.userId));
  });
});

describe("the My Artwork search box", () => {
  it("finds with control characters in ?q= what it finds without them", async () => {
    expect((await upload({ title: "Harbour Lights" })).status).toBe(302);
    const list = async (q: string) => {
      const request = artist.request(`/artist/artwork?q=${encodeURIComponent(q)}`);
      const answer = await outcome(await settle(() => listRoute.loader(argsWith(request))));
      return answer;
    };
    const clean = await list("harbour");
    const dirty = await list("har\u0000bour\u0007");
    expect(dirty.status).toBe(200);
    const titles = (answer: typeof clean) =>
      (answer.body as { artworks: { title: string }[] }).artworks.map((a) => a.title);
    expect(titles(dirty)).toEqual(["Harbour Lights"]);
    expect(titles(dirty)).toEqual(titles(clean));
    expect((dirty.body as { q: string }).q).toBe("harbour");
  });
});
