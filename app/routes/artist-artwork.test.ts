import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, provenance, transactions } from "~/db/schema";
import {
  IMAGE_REJECTED_MESSAGE,
  type MediaStorage,
  mediaStorage,
  tilingSettled,
} from "~/features/media/index.server";
import { artworkFormSchema } from "~/features/studio";
import { createArtwork } from "~/features/studio/index.server";
import { resetEnvCache } from "~/lib/env.server";
import * as listRoute from "~/routes/artist-artwork";
import * as editRoute from "~/routes/artist-artwork-edit";
import * as qrRoute from "~/routes/artist-artwork-qr";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { insertArtwork, insertMember } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { IMAGE_FIXTURES_DIR, useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  artworkForm,
  decompressionBomb,
  type FormImage,
  jpeg,
  outcome,
  png,
  postForm,
  toastOf,
} from "../../tests/support/owned-items-kit";
import { formPost, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  owner = await signedInMember(database.db);
  other = await signedInMember(database.db);
});
afterAll(async () => {
  await tilingSettled();
  await database.drop();
  await media.remove();
});

const fixture = (name: string) => readFile(path.join(IMAGE_FIXTURES_DIR, name));

async function upload(
  member: SignedIn,
  fields: Record<string, string | undefined>,
  images: FormImage[],
) {
  const request = postForm(member, "/artist/artwork/upload", artworkForm(fields, images));
  return outcome(await settle(() => uploadRoute.action(argsWith(request))));
}

async function edit(
  member: SignedIn,
  id: string,
  fields: Record<string, string | undefined>,
  images: FormImage[],
) {
  const request = postForm(member, `/artist/artwork/edit/${id}`, artworkForm(fields, images));
  return outcome(await settle(() => editRoute.action(argsWith(request, { id }))));
}

async function newestArtworkOf(userId: string) {
  const [row] = await database.db
    .select()
    .from(artworks)
    .where(eq(artworks.userId, userId))
    .orderBy(asc(artworks.createdAt));
  return row;
}

async function imagesOf(artworkId: string) {
  return database.db
    .select()
    .from(artworkImages)
    .where(eq(artworkImages.artworkId, artworkId))
    .orderBy(asc(artworkImages.position));
}

async function countRows(userId: string) {
  return (await database.db.select().from(artworks).where(eq(artworks.userId, userId))).length;
}

describe("upload: validation rules (R-artwork-form)", () => {
  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ["a missing name", { title: "   " }, "title", "Artwork name is required"],
    ["no medium", { medium: "" }, "medium", "Medium is required"],
    ["a medium not on the list", { medium: "Finger Paint" }, "medium", "Medium is required"],
    ["no description", { description: "" }, "description", "Description is required"],
    ["no current location", { location: undefined }, "location", "Current location is required"],
    ["a negative width", { width: "-1" }, "width", "Width must be at least 0"],
    [
      "a height off the 0.1 step",
      { height: "10.25" },
      "height",
      "Height must be a multiple of 0.1",
    ],
    ["a negative depth", { depth: "-0.1" }, "depth", "Depth must be at least 0"],
    ["a negative sale price", { salePrice: "-5" }, "salePrice", "Sale price must be at least 0"],
    [
      "a price off the cent",
      { leaseDailyRate: "1.005" },
      "leaseDailyRate",
      "Daily lease rate must be a multiple of 0.01",
    ],
    [
      "a negative weekly rate",
      { leaseWeeklyRate: "-1" },
      "leaseWeeklyRate",
      "Weekly lease rate must be at least 0",
    ],
    [
      "a monthly rate that is not a number",
      { leaseMonthlyRate: "lots" },
      "leaseMonthlyRate",
      "Monthly lease rate must be a number",
    ],
    [
      "an overlong name",
      { title: "x".repeat(201) },
      "title",
      "Artwork name cannot exceed 200 characters",
    ],
    [
      "an overlong description",
      { description: "x".repeat(5001) },
      "description",
      "Description cannot exceed 5000 characters",
    ],
    ["a bad ZIP code", { zipCode: "2120" }, "zipCode", "Enter a 5-digit ZIP code"],
    ["an unknown unit", { dimensionUnit: "mm" }, "dimensionUnit", "Choose in, cm or ft"],
  ];

  for (const [what, fields, field, message] of cases) {
    it(`refuses ${what}`, async () => {
      const result = await upload(owner, fields, [{ file: await jpeg() }]);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
      expect(await countRows(owner.userId)).toBe(0);
    });
  }

  it("refuses a form without images", async () => {
    const result = await upload(owner, {}, []);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: { images: "Please select at least one image" },
    });
  });

  it("refuses more than five images", async () => {
    const file = await jpeg(60, 40);
    const result = await upload(
      owner,
      {},
      Array.from({ length: 6 }, () => ({ file })),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: "You can only have up to 5 images in total" });
    expect(await media.files()).toEqual([]);
  });

  const bad: [string, () => Promise<Uint8Array>][] = [
    ["a corrupt JPEG", () => fixture("exif/corrupted.jpg")],
    [
      "a text file named .jpg",
      async () => new TextEncoder().encode("Just some notes about a painting\n".repeat(40)),
    ],
    ["a HEIC photo named .jpg", () => fixture("exif/IMG_5195.HEIC")],
    ["a 20,000 × 20,000 decompression bomb", async () => decompressionBomb()],
    ["a file over 5 MB", async () => new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)],
  ];
  for (const [what, make] of bad) {
    it(`refuses ${what} with the rejection message and stores nothing`, async () => {
      const good = await jpeg();
      const result = await upload(owner, {}, [{ file: good }, { file: await make() }]);
      expect(result.status).toBeGreaterThanOrEqual(400);
      expect(result.body).toMatchObject({ ok: false, error: IMAGE_REJECTED_MESSAGE });
      expect(await media.files()).toEqual([]);
      expect(await countRows(owner.userId)).toBe(0);
    });
  }

  it("refuses a body over the bound before reading it", async () => {
    const request = owner.request("/artist/artwork/upload", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "40000000" },
    });
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: IMAGE_REJECTED_MESSAGE });
  });

  it("refuses an image token without its file", async () => {
    const form = artworkForm({}, [{ file: await jpeg() }]);
    form.append("images", "new:1");
    const request = postForm(owner, "/artist/artwork/upload", form);
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(400);
    expect(await media.files()).toEqual([]);
  });
});

describe("upload and edit", () => {
  let artworkId: string;

  it("creates the artwork with its images, QR code and provenance, and returns to the list", async () => {
    const result = await upload(owner, { depth: "", originalArtistName: "" }, [
      { file: await jpeg(400, 300, "#112233") },
      { file: await png(300, 400), type: "image/png", name: "side.png" },
    ]);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/artist/artwork");
    expect(toastOf(result.setCookie)).toMatchObject({
      message: "Artwork created successfully with QR code",
    });

    const row = await newestArtworkOf(owner.userId);
    expect(row).toBeDefined();
    artworkId = row!.id;
    expect(row).toMatchObject({
      title: "Harbour at Dusk",
      userId: owner.userId,
      artistId: owner.userId,
      artistName: "Mo Member",
      originalArtistName: null,
      medium: "Oil on Canvas",
      width: 24,
      height: 18.5,
      depth: null,
      dimensionUnit: "in",
      salePriceCents: 120050,
      leaseDailyRateCents: 1500,
      leaseWeeklyRateCents: 8000,
      leaseMonthlyRateCents: 25000,
      isAvailable: true,
      processWithAi: true,
      receivedLoanGrant: true,
      manageOwnSales: false,
      qrCodeKey: `qrcodes/${row!.id}`,
    });
    const images = await imagesOf(artworkId);
    expect(images.map((image) => [image.position, image.width, image.height])).toEqual([
      [0, 400, 300],
      [1, 300, 400],
    ]);
    const files = await media.files();
    expect(files).toContain(`qrcodes/${artworkId}/qr.png`);
    expect(files).toContain(`qrcodes/${artworkId}/qr.svg`);
    const history = await database.db
      .select()
      .from(provenance)
      .where(eq(provenance.artworkId, artworkId));
    expect(history).toMatchObject([
      { event: "upload", ownerId: owner.userId, ownerName: "Mo Member" },
    ]);
  });

  it("stores empty values as null and no dimensions when none is entered", async () => {
    const result = await upload(
      other,
      {
        style: "",
        zipCode: "",
        inceptionLocation: "",
        width: "",
        height: "",
        depth: "",
        dimensionUnit: "cm",
        salePrice: "",
        leaseDailyRate: "",
        leaseWeeklyRate: "",
        leaseMonthlyRate: "",
        originalArtistName: "  Grandma Moses ",
      },
      [{ file: await jpeg() }],
    );
    expect(result.status).toBe(302);
    const row = await newestArtworkOf(other.userId);
    expect(row).toMatchObject({
      style: null,
      zipCode: null,
      inceptionLocation: null,
      width: null,
      height: null,
      depth: null,
      dimensionUnit: null,
      salePriceCents: null,
      leaseDailyRateCents: null,
      originalArtistName: "Grandma Moses",
      artistName: "Grandma Moses",
    });
  });

  it("the edit form loads the owner's artwork with its images in order", async () => {
    const loaded = (await editRoute.loader(
      argsWith(
        owner.request(`/artist/artwork/edit/${artworkId}?back=%2Fartist%2Fartwork%3Fsort%3Dviews`),
        {
          id: artworkId,
        },
      ),
    )) as Awaited<ReturnType<typeof editRoute.loader>>;
    expect(loaded.values).toMatchObject({
      title: "Harbour at Dusk",
      salePrice: "1200.50",
      width: "24",
      depth: "",
      isAvailable: true,
    });
    expect(loaded.images).toHaveLength(2);
    expect(loaded.back).toBe("/artist/artwork?sort=views");
  });

  it("edits fields, reorders, replaces and removes images, keeps the QR code, and deletes dropped files", async () => {
    const before = await imagesOf(artworkId);
    const [first, second] = before;
    const qrBefore = (await newestArtworkOf(owner.userId))!.qrCodeKey;
    const result = await edit(
      owner,
      artworkId,
      {
        title: "Harbour at Night",
        isAvailable: "false",
        width: "",
        height: "",
        depth: "",
        back: "/artist/artwork?q=harbour&evil=1",
      },
      [{ existing: second!.id }, { file: await jpeg(500, 500, "#abcdef"), name: "cropped.jpg" }],
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/artist/artwork?q=harbour");
    expect(toastOf(result.setCookie)).toMatchObject({ message: "Artwork updated successfully" });

    const row = await newestArtworkOf(owner.userId);
    expect(row).toMatchObject({
      title: "Harbour at Night",
      isAvailable: false,
      width: null,
      dimensionUnit: null,
      qrCodeKey: qrBefore,
    });
    const after = await imagesOf(artworkId);
    expect(after.map((image) => image.position)).toEqual([0, 1]);
    expect(after[0]!.id).toBe(second!.id);
    expect([after[1]!.width, after[1]!.height]).toEqual([500, 500]);
    const files = await media.files();
    expect(files.some((file) => file.startsWith(first!.imageKey))).toBe(false);
    expect(files.some((file) => file.startsWith(second!.imageKey))).toBe(true);
    expect(files.some((file) => file.startsWith(after[1]!.imageKey))).toBe(true);
  });

  it("an edit that fails leaves the stored images as they were", async () => {
    const before = await imagesOf(artworkId);
    // Earlier uploads\' tiles are cut in the background: let them land first.
    await tilingSettled();
    const filesBefore = await media.files();
    const result = await edit(owner, artworkId, {}, [
      { existing: before[0]!.id },
      { file: await jpeg() },
      { file: await fixture("exif/corrupted.jpg") },
    ]);
    expect(result.body).toMatchObject({ error: IMAGE_REJECTED_MESSAGE });
    expect(await media.files()).toEqual(filesBefore);
    expect((await imagesOf(artworkId)).map((image) => image.id)).toEqual(before.map((i) => i.id));
  });

  it("an edit may not take another artwork's image", async () => {
    const foreign = await newestArtworkOf(other.userId);
    const [image] = await imagesOf(foreign!.id);
    // Earlier uploads\' tiles are cut in the background: let them land first.
    await tilingSettled();
    const filesBefore = await media.files();
    const result = await edit(owner, artworkId, {}, [
      { existing: image!.id },
      { file: await jpeg() },
    ]);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: "Failed to save artwork" });
    expect(await media.files()).toEqual(filesBefore);
    expect(await imagesOf(foreign!.id)).toHaveLength(1);
  });

  it("a work bought from its artist keeps that artist: the new owner cannot change the credit", async () => {
    const collector = await signedInMember(database.db);
    const bought = await insertArtwork(
      database.db,
      collector.userId,
      { artistId: owner.userId, originalArtistName: null },
      [`artworks/${randomUUID()}`],
    );
    const [image] = await imagesOf(bought.id);
    const renamed = await edit(collector, bought.id, { originalArtistName: "Someone Else" }, [
      { existing: image!.id },
    ]);
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({
      code: "editor.artist-locked",
      fieldErrors: {
        originalArtistName:
          "A work you bought keeps its original artist: the artist cannot be changed.",
      },
    });
    const [unchanged] = await database.db.select().from(artworks).where(eq(artworks.id, bought.id));
    expect(unchanged).toMatchObject({ originalArtistName: null, artistId: owner.userId });
    // The owner may still change the offer, such as the price; the work's facts stay its
    // artist's (R-artwork-lifecycle), so the form sends them as stored.
    const repriced = await edit(
      collector,
      bought.id,
      {
        originalArtistName: "",
        title: bought.title,
        description: bought.description,
        style: bought.style ?? "",
        inceptionLocation: "",
        width: "24",
        height: "36",
        receivedLoanGrant: "false",
        salePrice: "2500",
      },
      [{ existing: image!.id }],
    );
    expect(repriced.status).toBe(302);
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, bought.id));
    expect(after).toMatchObject({ salePriceCents: 250_000, artistId: owner.userId });
  });

  it("the owner of a work bought through the gallery offers it for resale; nobody else can", async () => {
    const collector = await signedInMember(database.db);
    const firstArtist = await signedInMember(database.db);
    const bought = await insertArtwork(database.db, collector.userId, {
      artistId: firstArtist.userId,
      isAvailable: false,
      salePriceCents: 120_000,
    });
    await database.db.insert(transactions).values({
      userId: collector.userId,
      artworkId: bought.id,
      artistId: firstArtist.userId,
      artworkTitle: bought.title,
      transactionType: "purchase",
      amountCents: 120_000,
      status: "completed",
    });
    const offer = async (who: SignedIn, id: string, fields: Record<string, string>) => {
      const request = formPost(
        "/artist/artwork",
        { intent: "offer-resale", id, ...fields },
        who.cookie,
      );
      return outcome(await settle(() => listRoute.action(argsWith(request))));
    };

    // Available needs a price.
    const noPrice = await offer(collector, bought.id, { salePrice: "", available: "true" });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body).toMatchObject({
      fieldErrors: { salePrice: "Please enter a sale price to offer it for sale." },
    });
    // Not someone else's work, not one's own listing, not one never bought here.
    expect((await offer(other, bought.id, { salePrice: "10", available: "true" })).status).toBe(
      404,
    );
    const own = await insertArtwork(database.db, firstArtist.userId);
    expect(
      (await offer(firstArtist, own.id, { salePrice: "10", available: "true" })).body,
    ).toMatchObject({
      code: "artworks.not-resold",
    });
    const gift = await insertArtwork(database.db, collector.userId, {
      artistId: firstArtist.userId,
    });
    expect((await offer(collector, gift.id, { salePrice: "10", available: "true" })).status).toBe(
      409,
    );

    const offered = await offer(collector, bought.id, { salePrice: "2500.50", available: "true" });
    expect(offered.status).toBe(200);
    expect(offered.body).toMatchObject({ ok: true, message: "Offered for resale" });
    const [after] = await database.db.select().from(artworks).where(eq(artworks.id, bought.id));
    expect(after).toMatchObject({
      isAvailable: true,
      salePriceCents: 250_050,
      manageOwnSales: false,
      userId: collector.userId,
      artistId: firstArtist.userId,
    });
    // Its row in My Artwork says what it is.
    const listed = await listRoute.loader(argsWith(collector.request("/artist/artwork")) as never);
    expect(listed.artworks.find((row) => row.id === bought.id)).toMatchObject({ isResale: true });
    expect(listed.artworks.find((row) => row.id === gift.id)).toMatchObject({ isResale: true });
  });

  it("an edit must keep at least one image", async () => {
    const result = await edit(owner, artworkId, {}, []);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: { images: "Please select at least one image" },
    });
  });
});

describe("ownership", () => {
  let artworkId: string;
  beforeAll(async () => {
    artworkId = (await newestArtworkOf(owner.userId))!.id;
  });

  it("another member cannot read the edit data: 404", async () => {
    const result = await settle(() =>
      editRoute.loader(
        argsWith(other.request(`/artist/artwork/edit/${artworkId}`), { id: artworkId }),
      ),
    );
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(404);
    const unknown = await settle(() =>
      editRoute.loader(
        argsWith(owner.request("/artist/artwork/edit/not-a-uuid"), { id: "not-a-uuid" }),
      ),
    );
    expect((unknown as Response).status).toBe(404);
  });

  it("another member cannot update it: 404, and nothing changes or stays behind", async () => {
    // Earlier uploads\' tiles are cut in the background: let them land first.
    await tilingSettled();
    const filesBefore = await media.files();
    const [image] = await imagesOf(artworkId);
    const result = await edit(other, artworkId, { title: "Mine now" }, [
      { existing: image!.id },
      { file: await jpeg() },
    ]);
    expect(result.status).toBe(404);
    expect((await newestArtworkOf(owner.userId))!.title).toBe("Harbour at Night");
    expect(await media.files()).toEqual(filesBefore);
  });

  it("another member cannot delete it or download its QR code: 404", async () => {
    const request = formPost("/artist/artwork", { intent: "delete", id: artworkId }, other.cookie);
    const result = await outcome(await settle(() => listRoute.action(argsWith(request))));
    expect(result.status).toBe(404);
    expect(result.body).toMatchObject({ error: "Failed to delete artwork" });
    expect(await countRows(owner.userId)).toBe(1);

    const qr = await settle(() =>
      qrRoute.loader(
        argsWith(other.request(`/artist/artwork/${artworkId}/qr/png`), {
          id: artworkId,
          format: "png",
        }),
      ),
    );
    expect((qr as Response).status).toBe(404);
  });

  it("the owner downloads the QR code as PNG and SVG attachments", async () => {
    for (const format of ["png", "svg"] as const) {
      const response = (await qrRoute.loader(
        argsWith(owner.request(`/artist/artwork/${artworkId}/qr/${format}`), {
          id: artworkId,
          format,
        }),
      )) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(
        format === "png" ? "image/png" : "image/svg+xml",
      );
      expect(response.headers.get("Content-Disposition")).toBe(
        `attachment; filename="harbour-at-night-qr-code.${format}"`,
      );
      const body = Buffer.from(await response.arrayBuffer());
      if (format === "png") expect((await sharp(body).metadata()).width).toBe(256);
      else expect(body.toString("utf8")).toContain("<svg");
    }
  });
});

describe("the list", () => {
  it("searches title, medium, style, location and original artist, any case, and sorts", async () => {
    const member = await signedInMember(database.db);
    const file = await png(40, 30);
    const entries: Record<string, string>[] = [
      { title: "Blue Heron", medium: "Watercolor", style: "Realism", location: "Annapolis, MD" },
      {
        title: "anchor",
        medium: "Etching",
        style: "Minimal",
        location: "Towson, MD",
        originalArtistName: "Ada Lovelace",
      },
      { title: "Crab Feast", medium: "Acrylic", style: "Folk", location: "Baltimore, MD" },
    ];
    for (const fields of entries) {
      const result = await upload(member, fields, [{ file }]);
      expect(result.status).toBe(302);
    }
    await database.db.update(artworks).set({ viewCount: 7 }).where(eq(artworks.title, "anchor"));

    const list = async (query: string) =>
      (await listRoute.loader(argsWith(member.request(`/artist/artwork${query}`)))) as Awaited<
        ReturnType<typeof listRoute.loader>
      >;
    const titles = async (query: string) => (await list(query)).artworks.map((a) => a.title);

    expect(await titles("")).toEqual(["Crab Feast", "anchor", "Blue Heron"]);
    expect(await titles("?sort=title")).toEqual(["anchor", "Blue Heron", "Crab Feast"]);
    expect(await titles("?sort=views")).toEqual(["anchor", "Crab Feast", "Blue Heron"]);
    expect(await titles("?q=HERON")).toEqual(["Blue Heron"]);
    expect(await titles("?q=etch")).toEqual(["anchor"]);
    expect(await titles("?q=folk")).toEqual(["Crab Feast"]);
    expect(await titles("?q=annapolis")).toEqual(["Blue Heron"]);
    expect(await titles("?q=lovelace")).toEqual(["anchor"]);
    expect(await titles("?q=%25")).toEqual([]);
    const page = await list("");
    expect(page.quota).toEqual({ used: 3, max: 3, remaining: 0, atLimit: true });
    expect(page.artworks[0]).toMatchObject({ isAvailable: true, mainImageKey: expect.any(String) });
    // Another member's artworks never show.
    expect((await list("?q=harbour")).artworks).toEqual([]);
  });

  it("finds a resold work by the artist its row shows, the one who first listed it", async () => {
    const collector = await signedInMember(database.db);
    const firstArtistId = await insertMember(database.db, "Grace Hopper");
    const resold = await insertArtwork(database.db, collector.userId, {
      artistId: firstArtistId,
      originalArtistName: null,
      title: "Tidewater",
    });
    const list = async (query: string) =>
      (await listRoute.loader(argsWith(collector.request(`/artist/artwork${query}`)))) as Awaited<
        ReturnType<typeof listRoute.loader>
      >;

    const [row] = (await list("")).artworks;
    expect(row).toMatchObject({ id: resold.id, artistName: "Grace Hopper", isResale: true });
    expect((await list("?q=HOPPER")).artworks.map((a) => a.id)).toEqual([resold.id]);
    expect((await list("?q=grace h")).artworks.map((a) => a.id)).toEqual([resold.id]);
  });

  it("deleting removes the artwork, its images and its QR files", async () => {
    const row = await newestArtworkOf(owner.userId);
    const images = await imagesOf(row!.id);
    const request = formPost("/artist/artwork", { intent: "delete", id: row!.id }, owner.cookie);
    const result = await outcome(await listRoute.action(argsWith(request)));
    expect(result.body).toEqual({ ok: true, message: "Artwork deleted successfully" });
    expect(await countRows(owner.userId)).toBe(0);
    const files = await media.files();
    for (const image of images) expect(files.some((f) => f.startsWith(image.imageKey))).toBe(false);
    expect(files.some((f) => f.startsWith(`qrcodes/${row!.id}`))).toBe(false);

    const again = await outcome(
      await listRoute.action(
        argsWith(formPost("/artist/artwork", { intent: "delete", id: row!.id }, owner.cookie)),
      ),
    );
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: "Failed to delete artwork" });
  });
});

describe("stored pictures", () => {
  it("a camera JPEG with GPS comes out with no metadata at all", async () => {
    const member = await signedInMember(database.db);
    const original = await fixture("exif/DSCN0010.jpg");
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const result = await upload(member, {}, [{ file: original }]);
    expect(result.status).toBe(302);
    const row = await newestArtworkOf(member.userId);
    const [image] = await imagesOf(row!.id);
    const stored = (await media.files()).filter((file) => file.startsWith(`${image!.imageKey}/`));
    expect(stored.length).toBe(4);
    for (const file of stored) {
      const metadata = await sharp(await readFile(path.join(media.dir, file))).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      const bytes = await readFile(path.join(media.dir, file));
      expect(bytes.includes(Buffer.from("GPS"))).toBe(false);
    }
  });

  it("applies the EXIF orientation: a turned photo is stored upright", async () => {
    const member = await signedInMember(database.db);
    const result = await upload(member, {}, [
      { file: await fixture("orientation/Landscape_6.jpg") },
      { file: await fixture("orientation/Landscape_0.jpg") },
    ]);
    expect(result.status).toBe(302);
    const row = await newestArtworkOf(member.userId);
    const [turned, upright] = await imagesOf(row!.id);
    expect([turned!.width, turned!.height]).toEqual([1800, 1200]);
    const print = async (key: string) =>
      sharp(await readFile(path.join(media.dir, key, "large.webp")))
        .resize(16, 12, { fit: "fill" })
        .greyscale()
        .raw()
        .toBuffer();
    const a = await print(turned!.imageKey);
    const b = await print(upright!.imageKey);
    let difference = 0;
    for (let i = 0; i < a.length; i++) difference += Math.abs(a[i]! - b[i]!);
    expect(difference / a.length).toBeLessThan(6);
    const metadata = await sharp(
      await readFile(path.join(media.dir, turned!.imageKey, "large.webp")),
    ).metadata();
    expect(metadata.orientation).toBeUndefined();
  });
});

describe("failures leave nothing behind", () => {
  const input = () =>
    artworkFormSchema.parse({
      title: "Lost at Sea",
      medium: "Watercolor",
      description: "Never saved.",
      location: "Baltimore, MD",
      images: ["new:0", "new:1"],
    });

  it("a QR code that cannot be made only warns: the artwork is saved without one", async () => {
    const member = await signedInMember(database.db);
    const storage = mediaStorage();
    const failingQr: MediaStorage = {
      put: (key, bytes, type) =>
        key.startsWith("qrcodes/")
          ? Promise.reject(new Error("disk full"))
          : storage.put(key, bytes, type),
      get: (key) => storage.get(key),
      delete: (prefix) => storage.delete(prefix),
      deleteAll: () => storage.deleteAll(),
    };
    const created = await createArtwork(
      database.db,
      { id: member.userId, name: "Mo Member" },
      input(),
      [await jpeg(), await png()],
      { storage: failingQr },
    );
    expect(created.qrCode).toBe(false);
    const [row] = await database.db.select().from(artworks).where(eq(artworks.id, created.id));
    expect(row?.qrCodeKey).toBeNull();
    expect(await imagesOf(created.id)).toHaveLength(2);
    expect((await media.files()).some((f) => f.startsWith(`qrcodes/${created.id}`))).toBe(false);
  });

  it("a transaction that fails removes the images and QR code it had stored", async () => {
    // Earlier uploads\' tiles are cut in the background: let them land first.
    await tilingSettled();
    const filesBefore = await media.files();
    // No such member: the slot cannot be claimed inside the transaction.
    const error = await createArtwork(database.db, { id: randomUUID(), name: "Nobody" }, input(), [
      await jpeg(),
      await png(),
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(await media.files()).toEqual(filesBefore);
  });

  it("with the media store down, the upload answers 503 'try again' and saves no artwork", async () => {
    // Earlier uploads\' tiles are cut in the background: let them land first.
    await tilingSettled();
    const filesBefore = await media.files();
    const [before] = await database.db
      .select({ count: count() })
      .from(artworks)
      .where(eq(artworks.userId, other.userId));
    // A bucket on a port nothing listens on: every write fails to connect.
    Object.assign(process.env, {
      S3_BUCKET: "gallery-media",
      S3_ENDPOINT: "http://127.0.0.1:9",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    resetEnvCache();
    try {
      const result = await upload(other, {}, [{ file: await jpeg(300, 200, "#445566") }]);
      expect(result.status).toBe(503);
      expect(result.body).toMatchObject({
        ok: false,
        code: "media.storage-unavailable",
        error: expect.stringMatching(/try again/),
      });
    } finally {
      for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
        delete process.env[name];
      }
      delete process.env.S3_FORCE_PATH_STYLE;
      resetEnvCache();
    }
    const [after] = await database.db
      .select({ count: count() })
      .from(artworks)
      .where(eq(artworks.userId, other.userId));
    expect(after?.count).toBe(before?.count);
    expect(await media.files()).toEqual(filesBefore);
  });
});
