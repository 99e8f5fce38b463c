import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { curatorSpaceImages, curatorSpaceSelections, curatorSpaces } from "~/db/schema";
import { type SpaceInput, spaceFormSchema } from "~/features/curation";
import { createSpace } from "~/features/curation/index.server";
import * as editRoute from "~/routes/curator-space-edit";
import * as uploadRoute from "~/routes/curator-space-upload";
import * as listRoute from "~/routes/curator-spaces";
import { insertArtwork, putOnPlan } from "../../tests/support/artwork-fixtures";
import { testDatabaseAndMediaDir } from "../../tests/support/database";
import {
  argsWith,
  itemForm,
  jpeg,
  outcome,
  postForm,
  toastOf,
} from "../../tests/support/owned-items-kit";
import { formPost, type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

const { database, media } = testDatabaseAndMediaDir();

type ListPage = Awaited<ReturnType<typeof listRoute.loader>>;

async function listPage(member: SignedIn, search = "") {
  return (await listRoute.loader(argsWith(member.request(`/curator/spaces${search}`)))) as ListPage;
}

function input(fields: Partial<Record<string, string>>, images = 1): SpaceInput {
  return spaceFormSchema.parse({
    name: "Space",
    type: "residential",
    description: "A wall.",
    images: Array.from({ length: images }, (_, i) => `new:${i}`),
    ...fields,
  });
}

/** A space made through the feature, with `images` small photos. */
async function makeSpace(member: SignedIn, fields: Partial<Record<string, string>>, images = 1) {
  const file = await jpeg(80, 60);
  return createSpace(
    database.db,
    member.userId,
    input(fields, images),
    Array.from({ length: images }, () => file),
  );
}

function deleteRequest(member: SignedIn, id: string) {
  return formPost("/curator/spaces", { intent: "delete", id }, member.cookie);
}

async function keysOf(spaceId: string) {
  const rows = await database.db
    .select({ key: curatorSpaceImages.imageKey })
    .from(curatorSpaceImages)
    .where(eq(curatorSpaceImages.spaceId, spaceId));
  return rows.map((row) => row.key);
}

/** A space with only the required fields and one photo. */
function spaceForm(name: string, file: Uint8Array) {
  return itemForm(
    "space",
    {
      name,
      type: "gallery",
      description: "A white wall.",
      wallWidth: undefined,
      wallHeight: undefined,
      wallUnit: undefined,
    },
    [{ file, name: "wall.jpg" }],
  );
}

describe("My Spaces (R-my-spaces, R-space-owner-only)", () => {
  let owner: SignedIn;
  let other: SignedIn;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await signedInMember(database.db);
    other = await signedInMember(database.db);
    await putOnPlan(database.db, owner.userId, "Patron");
    await putOnPlan(database.db, other.userId, "Artist");
    // Made one after another, so "newest" is the last.
    for (const [name, type, description] of [
      ["Café Back Wall", "commercial", "Brick wall behind the espresso bar."],
      ["attic studio", "other", "Sloped ceiling, north light."],
      ["Living Room", "residential", "Above the sofa, facing the windows."],
    ] as const) {
      ids[name] = (await makeSpace(owner, { name, type, description }, 2)).id;
    }
    ids.other = (await makeSpace(other, { name: "Other's Lobby", type: "commercial" })).id;
  });

  it("lists only the member's own spaces, newest first, with slots and the first photo", async () => {
    const page = await listPage(owner);
    expect(page.loadFailed).toBe(false);
    expect(page.sort).toBe("date_desc");
    expect(page.spaces.map((space) => space.name)).toEqual([
      "Living Room",
      "attic studio",
      "Café Back Wall",
    ]);
    expect(page.quota).toEqual({ used: 3, max: 10, remaining: 7, atLimit: false });
    const [living] = page.spaces;
    expect(living).toMatchObject({ type: "residential", imageCount: 2, selection: null });
    const [firstKey] = await database.db
      .select({ key: curatorSpaceImages.imageKey })
      .from(curatorSpaceImages)
      .where(eq(curatorSpaceImages.spaceId, living!.id))
      .orderBy(asc(curatorSpaceImages.position))
      .limit(1);
    expect(living!.mainImageKey).toBe(firstKey!.key);
  });

  it("sorts oldest first and by name both ways, any case", async () => {
    const names = async (sort: string) =>
      (await listPage(owner, `?sort=${sort}`)).spaces.map((space) => space.name);
    expect(await names("date_asc")).toEqual(["Café Back Wall", "attic studio", "Living Room"]);
    expect(await names("name_asc")).toEqual(["attic studio", "Café Back Wall", "Living Room"]);
    expect(await names("name_desc")).toEqual(["Living Room", "Café Back Wall", "attic studio"]);
    // An unknown sort falls back to Newest First, never an error.
    expect((await listPage(owner, "?sort=views")).sort).toBe("date_desc");
  });

  it("searches the name, the description and the type, any case", async () => {
    const found = async (q: string) =>
      (await listPage(owner, `?q=${encodeURIComponent(q)}`)).spaces.map((space) => space.name);
    expect(await found("LIVING")).toEqual(["Living Room"]);
    expect(await found("espresso")).toEqual(["Café Back Wall"]);
    expect(await found("Residential")).toEqual(["Living Room"]);
    expect(await found("commerc")).toEqual(["Café Back Wall"]);
    // Another member's space never matches.
    expect(await found("Lobby")).toEqual([]);
    // LIKE's wildcards are plain text.
    expect(await found("%")).toEqual([]);
  });

  it("shows a space's saved selection", async () => {
    const seller = await signedInMember(database.db);
    const work = await insertArtwork(database.db, seller.userId, {
      title: "Blue Harbor",
      salePriceCents: 420000,
    });
    await database.db.insert(curatorSpaceSelections).values([
      {
        spaceId: ids["Living Room"]!,
        position: 0,
        artworkId: work.id,
        title: "Blue Harbor",
        priceCents: 420000,
      },
      { spaceId: ids["Living Room"]!, position: 1, artworkId: null, title: "Gone", priceCents: 1 },
    ]);
    const page = await listPage(owner);
    const living = page.spaces.find((space) => space.name === "Living Room");
    expect(living?.selection).toMatchObject({ totalCents: 420000, unavailable: 1 });
    expect(living?.selection?.works.map((w) => w.title)).toEqual(["Blue Harbor", "Gone"]);
    expect(page.spaces.find((space) => space.name === "attic studio")?.selection).toBeNull();
  });

  it("the edit page and the delete refuse another member's space with 404, changing nothing", async () => {
    const keys = await keysOf(ids.other!);
    const filesBefore = await media.files();
    const loaded = await settle(() =>
      editRoute.loader(
        argsWith(owner.request(`/curator/spaces/edit/${ids.other}`), { id: ids.other! }),
      ),
    );
    expect((loaded as Response).status).toBe(404);

    for (const id of [ids.other!, "not-a-uuid", "5d7c4c0e-8f8a-4a55-b1a4-1c1d1e1f2a3b"]) {
      const result = await outcome(
        await settle(() => listRoute.action(argsWith(deleteRequest(owner, id)))),
      );
      expect(result.status).toBe(404);
      expect(result.body).toMatchObject({ ok: false, error: "Failed to delete space" });
    }
    const [still] = await database.db
      .select()
      .from(curatorSpaces)
      .where(eq(curatorSpaces.id, ids.other!));
    expect(still?.name).toBe("Other's Lobby");
    expect(await keysOf(ids.other!)).toEqual(keys);
    expect(await media.files()).toEqual(filesBefore);
  });

  it("a failed read still renders My Spaces for the 'Failed to load spaces' toast, and sends the edit page back", async () => {
    // A real failure of the reads: the photos' table is briefly out of reach.
    await database.db.execute(
      sql`alter table curator_space_images rename to curator_space_images_away`,
    );
    try {
      const page = await listPage(owner);
      expect(page).toMatchObject({ loadFailed: true, spaces: [], quota: null });
      const id = ids["attic studio"]!;
      const edit = await outcome(
        await settle(() =>
          editRoute.loader(argsWith(owner.request(`/curator/spaces/edit/${id}`), { id })),
        ),
      );
      expect(edit.status).toBe(302);
      expect(edit.location).toBe("/curator/spaces");
      expect(toastOf(edit.setCookie)).toEqual({
        message: "Failed to load space details",
        color: "red",
      });
    } finally {
      await database.db.execute(
        sql`alter table curator_space_images_away rename to curator_space_images`,
      );
    }
    expect((await listPage(owner)).loadFailed).toBe(false);
  });

  it("a form that names no space is refused with the delete's text", async () => {
    const request = formPost("/curator/spaces", { intent: "rename" }, owner.cookie);
    const result = await outcome(await settle(() => listRoute.action(argsWith(request))));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ error: "Failed to delete space" });
  });

  it("deletes the member's own space: rows, selection, then the image files", async () => {
    const id = ids["Living Room"]!;
    const keys = await keysOf(id);
    expect(keys).toHaveLength(2);
    const result = await outcome(
      await settle(() => listRoute.action(argsWith(deleteRequest(owner, id)))),
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ ok: true, message: "Space deleted successfully" });
    expect(await database.db.select().from(curatorSpaces).where(eq(curatorSpaces.id, id))).toEqual(
      [],
    );
    expect(await keysOf(id)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(curatorSpaceSelections)
        .where(eq(curatorSpaceSelections.spaceId, id)),
    ).toEqual([]);
    const files = await media.files();
    for (const key of keys) expect(files.some((file) => file.startsWith(key))).toBe(false);
    expect((await listPage(owner)).quota).toMatchObject({ used: 2, max: 10 });
  });

  it("sends a signed-out visitor to /login", async () => {
    const request = new Request("http://localhost:3000/curator/spaces");
    const result = await outcome(await settle(() => listRoute.loader(argsWith(request))));
    expect(result.status).toBe(302);
    expect(result.location).toMatch(/^\/login/);
  });
});

describe("the plan's curator space slots (R-quota-spaces)", () => {
  it("refuses any space on the Free Tier with the message and 403, keeping no file", async () => {
    const member = await signedInMember(database.db);
    const page = await listPage(member);
    expect(page.quota).toEqual({ used: 0, max: 0, remaining: 0, atLimit: true });
    const upload = (await uploadRoute.loader(
      argsWith(member.request("/curator/spaces/upload")),
    )) as Awaited<ReturnType<typeof uploadRoute.loader>>;
    expect(upload.quota.atLimit).toBe(true);

    const filesBefore = await media.files();
    const request = postForm(member, "/curator/spaces/upload", spaceForm("Hall", await jpeg()));
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      ok: false,
      error:
        "You have reached your limit of 0 curator spaces. Please upgrade your subscription to upload more.",
    });
    expect(await media.files()).toEqual(filesBefore);
    expect(
      await database.db.select().from(curatorSpaces).where(eq(curatorSpaces.userId, member.userId)),
    ).toEqual([]);
  });
});
