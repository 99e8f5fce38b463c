import { mkdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { IMAGE_REJECTED_MESSAGE } from "~/features/media";
import * as editRoute from "~/routes/curator-space-edit";
import * as uploadRoute from "~/routes/curator-space-upload";
import { putOnPlan } from "../../tests/support/artwork-fixtures";
import { createTestDatabase } from "../../tests/support/database";
import { IMAGE_FIXTURES_DIR, useTemporaryMediaDir } from "../../tests/support/media-dir";
import {
  argsWith,
  type FormImage,
  itemForm,
  jpeg,
  outcome,
  png,
  postForm,
  toastOf,
} from "../../tests/support/owned-items-kit";
import { type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  owner = await signedInMember(database.db);
  other = await signedInMember(database.db);
  // Patron: ten space slots, so the form's own rules are what answers.
  await putOnPlan(database.db, owner.userId, "Patron");
  await putOnPlan(database.db, other.userId, "Patron");
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

const fixture = (name: string) => readFile(path.join(IMAGE_FIXTURES_DIR, name));
const VARIANTS = ["card", "default", "large", "thumbnail"];

/** The multipart body the space form sends: fields, ordered image tokens, new files. */
function spaceForm(fields: Record<string, string | undefined> = {}, images: FormImage[] = []) {
  return itemForm("space", fields, images);
}

async function create(
  member: SignedIn,
  fields: Record<string, string | undefined>,
  images: FormImage[],
) {
  const request = postForm(member, "/curator/spaces/upload", spaceForm(fields, images));
  return outcome(await settle(() => uploadRoute.action(argsWith(request))));
}

async function edit(
  member: SignedIn,
  id: string,
  fields: Record<string, string | undefined>,
  images: FormImage[],
) {
  const request = postForm(member, `/curator/spaces/edit/${id}`, spaceForm(fields, images));
  return outcome(await settle(() => editRoute.action(argsWith(request, { id }))));
}

async function spacesOf(userId: string) {
  return database.db
    .select()
    .from(curatorSpaces)
    .where(eq(curatorSpaces.userId, userId))
    .orderBy(asc(curatorSpaces.createdAt));
}

async function imagesOf(spaceId: string) {
  return database.db
    .select()
    .from(curatorSpaceImages)
    .where(eq(curatorSpaceImages.spaceId, spaceId))
    .orderBy(asc(curatorSpaceImages.position));
}

function filesOf(keys: string[]) {
  return keys.flatMap((key) => VARIANTS.map((variant) => `${key}/${variant}.webp`)).sort();
}

async function clearSpaces(userId: string) {
  await database.db.delete(curatorSpaces).where(eq(curatorSpaces.userId, userId));
}

/** Each test starts with no spaces and no stored files, so what it leaves behind is seen. */
async function clearSpacesWithFiles() {
  await clearSpaces(owner.userId);
  await rm(media.dir, { recursive: true, force: true });
  await mkdir(media.dir, { recursive: true });
}

describe("creating a space (R-space-form, R-space-images)", () => {
  beforeEach(clearSpacesWithFiles);

  it("stores the fields, the wall's size and the photos in order, each with its colours", async () => {
    const result = await create(owner, {}, [
      { file: await fixture("exif/DSCN0010.jpg") },
      { file: await png(300, 200, "#2f855a"), type: "image/png", name: "plan.png" },
    ]);
    expect(result.status).toBe(302);
    expect(result.location).toBe("/curator/spaces");
    expect(toastOf(result.setCookie)).toEqual({ message: "Space created successfully" });

    const [space] = await spacesOf(owner.userId);
    expect(space).toMatchObject({
      name: "Lobby North Wall",
      type: "commercial",
      description: "The long wall opposite the lifts, lit from the skylight.",
      dimensions: { width: 144, height: 96.5, unit: "in" },
    });
    const images = await imagesOf(space!.id);
    expect(images.map((image) => image.position)).toEqual([0, 1]);
    expect(images[1]).toMatchObject({ width: 300, height: 200 });
    for (const image of images) {
      expect(image.palette?.length).toBeGreaterThan(0);
    }
    // The green plan's dominant colour is green (negative a* in Lab).
    const green = images[1]!.palette![0]!;
    expect(green.a).toBeLessThan(-10);
    expect(green.share).toBeGreaterThan(0.5);
    expect(await media.files()).toEqual(filesOf(images.map((image) => image.imageKey)));
  });

  it("keeps no wall size when none is given", async () => {
    const result = await create(owner, { wallWidth: "", wallHeight: "" }, [{ file: await jpeg() }]);
    expect(result.status).toBe(302);
    const [space] = await spacesOf(owner.userId);
    expect(space?.dimensions).toBeNull();
  });

  const cases: [string, Record<string, string | undefined>, string, string][] = [
    ["a missing name", { name: "   " }, "name", "Space name is required"],
    ["no type", { type: undefined }, "type", "Space type is required"],
    ["a type not on the list", { type: "garage" }, "type", "Space type is required"],
    ["no description", { description: "" }, "description", "Description is required"],
    [
      "a wall width without its height",
      { wallHeight: "" },
      "wallHeight",
      "Enter both the wall's width and height, or neither",
    ],
    ["a wall side of 0", { wallWidth: "0" }, "wallWidth", "Wall width must be more than 0"],
    [
      "a wall side that rounds to 0",
      { wallWidth: "0.04" },
      "wallWidth",
      "Wall width must be more than 0",
    ],
    [
      "a wall side that is not a number",
      { wallHeight: "tall" },
      "wallHeight",
      "Wall height must be a number",
    ],
    ["an unknown unit", { wallUnit: "mm" }, "wallUnit", "Choose in, cm or ft"],
    [
      "an overlong name",
      { name: "x".repeat(201) },
      "name",
      "Space name cannot exceed 200 characters",
    ],
  ];
  for (const [what, fields, field, message] of cases) {
    it(`refuses ${what} with 400 and stores nothing`, async () => {
      const result = await create(owner, fields, [{ file: await jpeg() }]);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({ ok: false, fieldErrors: { [field]: message } });
      expect(await spacesOf(owner.userId)).toEqual([]);
      expect(await media.files()).toEqual([]);
    });
  }

  it("refuses a form without images", async () => {
    const result = await create(owner, {}, []);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      error: "Please select at least one image",
      fieldErrors: { images: "Please select at least one image" },
    });
    expect(await spacesOf(owner.userId)).toEqual([]);
  });

  it("refuses more than ten images", async () => {
    const file = await jpeg(60, 40);
    const result = await create(
      owner,
      {},
      Array.from({ length: 11 }, () => ({ file })),
    );
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      ok: false,
      error: "You can only have up to 10 images in total",
    });
    expect(await spacesOf(owner.userId)).toEqual([]);
    expect(await media.files()).toEqual([]);
  });

  const bad: [string, () => Promise<Uint8Array>][] = [
    [
      "a text file named .jpg",
      async () => new TextEncoder().encode("Notes about the lobby lighting\n".repeat(40)),
    ],
    ["a corrupt JPEG", () => fixture("exif/corrupted.jpg")],
    ["a HEIC photo named .jpg", () => fixture("exif/IMG_5195.HEIC")],
  ];
  for (const [what, make] of bad) {
    it(`refuses ${what} beside a good photo, leaving no file behind`, async () => {
      const result = await create(owner, {}, [{ file: await jpeg() }, { file: await make() }]);
      expect(result.status).toBe(400);
      expect(result.body).toMatchObject({
        ok: false,
        error: IMAGE_REJECTED_MESSAGE,
        fieldErrors: { images: IMAGE_REJECTED_MESSAGE },
      });
      expect(await spacesOf(owner.userId)).toEqual([]);
      expect(await media.files()).toEqual([]);
    });
  }

  it("refuses a body over the bound before reading it", async () => {
    const request = owner.request("/curator/spaces/upload", {
      method: "POST",
      body: "x",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "90000000" },
    });
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(413);
    expect(result.body).toMatchObject({ error: IMAGE_REJECTED_MESSAGE });
  });

  it("refuses a signed-out visitor: to /login", async () => {
    const request = new Request("http://localhost:3000/curator/spaces/upload", {
      method: "POST",
      body: spaceForm({}, [{ file: await jpeg() }]),
    });
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/login/);
    expect(await media.files()).toEqual([]);
  });
});

describe("editing a space (R-space-owner-only)", () => {
  let spaceId: string;
  let first: string;
  let second: string;

  beforeEach(async () => {
    await clearSpacesWithFiles();
    const result = await create(owner, {}, [
      { file: await jpeg(320, 240, "#aa3333") },
      { file: await jpeg(320, 240, "#3333aa") },
    ]);
    expect(result.status).toBe(302);
    const [space] = await spacesOf(owner.userId);
    spaceId = space!.id;
    const images = await imagesOf(spaceId);
    first = images[0]!.id;
    second = images[1]!.id;
  });

  it("loads the member's own space into the form", async () => {
    const page = (await editRoute.loader(
      argsWith(owner.request(`/curator/spaces/edit/${spaceId}`), { id: spaceId }),
    )) as Awaited<ReturnType<typeof editRoute.loader>>;
    expect(page.values).toEqual({
      name: "Lobby North Wall",
      type: "commercial",
      description: "The long wall opposite the lifts, lit from the skylight.",
      wallWidth: "144",
      wallHeight: "96.5",
      wallUnit: "in",
    });
    expect(page.images.map((image) => image.imageId)).toEqual([first, second]);
  });

  it("saves fields and the new image order, and removes the left-out photo's files", async () => {
    const before = await imagesOf(spaceId);
    const removedKey = before[0]!.imageKey;
    const result = await edit(
      owner,
      spaceId,
      { name: "Lobby South Wall", type: "gallery", wallUnit: "cm", wallWidth: "", wallHeight: "" },
      [{ existing: second }, { file: await jpeg(200, 150, "#33aa33") }],
    );
    expect(result.status).toBe(302);
    expect(result.location).toBe("/curator/spaces");
    expect(toastOf(result.setCookie)).toEqual({ message: "Space updated successfully" });
    const [space] = await spacesOf(owner.userId);
    expect(space).toMatchObject({ name: "Lobby South Wall", type: "gallery", dimensions: null });
    const images = await imagesOf(spaceId);
    expect(images.map((image) => image.id)[0]).toBe(second);
    expect(images).toHaveLength(2);
    expect(images[1]!.palette?.length).toBeGreaterThan(0);
    const files = await media.files();
    expect(files.some((file) => file.startsWith(removedKey))).toBe(false);
    expect(files).toEqual(filesOf(images.map((image) => image.imageKey)));
  });

  it("answers 404 for another member's space, a missing one and a non-uuid id, changing nothing", async () => {
    const filesBefore = await media.files();
    const [spaceBefore] = await spacesOf(owner.userId);
    for (const id of [spaceId, "8b0e1f4a-0c1d-4c1e-9a57-4c8f2b8d9e01", "not-a-space"]) {
      const member = id === spaceId ? other : owner;
      const loaded = await settle(() =>
        editRoute.loader(argsWith(member.request(`/curator/spaces/edit/${id}`), { id })),
      );
      expect(loaded).toBeInstanceOf(Response);
      expect((loaded as Response).status).toBe(404);

      const result = await edit(member, id, { name: "Taken over" }, [
        { file: await jpeg(100, 80) },
      ]);
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ ok: false, error: "Failed to save space" });
    }
    expect(await spacesOf(owner.userId)).toEqual([spaceBefore]);
    expect(await media.files()).toEqual(filesBefore);
  });

  it("refuses an image of another space and leaves the new file nowhere", async () => {
    const otherResult = await create(other, {}, [{ file: await jpeg() }]);
    expect(otherResult.status).toBe(302);
    const [otherSpace] = await spacesOf(other.userId);
    const [otherImage] = await imagesOf(otherSpace!.id);
    const filesBefore = await media.files();
    const result = await edit(owner, spaceId, {}, [
      { existing: otherImage!.id },
      { file: await jpeg(100, 80) },
    ]);
    expect(result.status).toBe(409);
    expect(result.body).toMatchObject({ error: "Failed to save space" });
    expect(await media.files()).toEqual(filesBefore);
    expect((await imagesOf(spaceId)).map((image) => image.id)).toEqual([first, second]);
    await clearSpaces(other.userId);
  });

  it("refuses more than ten images on an edit", async () => {
    const file = await jpeg(60, 40);
    const result = await edit(owner, spaceId, {}, [
      { existing: first },
      { existing: second },
      ...Array.from({ length: 9 }, () => ({ file })),
    ]);
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: "You can only have up to 10 images in total" });
    expect(await imagesOf(spaceId)).toHaveLength(2);
  });
});
