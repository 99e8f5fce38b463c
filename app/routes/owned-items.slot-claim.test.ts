import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, curatorSpaceImages, curatorSpaces } from "~/db/schema";
import { memberSpaceQuota } from "~/features/curation/index.server";
import { tilingSettled } from "~/features/media/index.server";
import { memberArtworkQuota } from "~/features/studio/index.server";
import * as artworkListRoute from "~/routes/artist-artwork";
import * as artworkUploadRoute from "~/routes/artist-artwork-upload";
import * as spaceUploadRoute from "~/routes/curator-space-upload";
import * as spaceListRoute from "~/routes/curator-spaces";
import { putOnPlan } from "../../tests/support/artwork-fixtures";
import { testDatabaseAndMediaDir } from "../../tests/support/database";
import {
  argsWith,
  type ItemKind,
  itemForm,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { type SignedIn, settle, signedInMember } from "../../tests/support/sessions";

/**
 * R-quota-listings, R-quota-spaces: both kinds claim their slot under the
 * profile's lock, so concurrent creates at the last free slot make exactly
 * one item, and the refused ones leave no file behind.
 */

const { database, media } = testDatabaseAndMediaDir();

const VARIANTS = ["card", "default", "large", "thumbnail"];

type Kind = {
  kind: ItemKind;
  /** A plan with room, and its maximum of this kind. */
  plan: string;
  max: number;
  uploadPath: string;
  listPath: string;
  upload: (args: never) => Promise<unknown>;
  list: (args: never) => Promise<unknown>;
  quota: (db: Database, userId: string) => Promise<{ used: number; max: number }>;
  /** The item's name field. */
  nameField: string;
  limitMessage: string;
  /** The member's items: id and name. */
  items: (db: Database, userId: string) => Promise<{ id: string; name: string }[]>;
  imageKeys: (db: Database, itemId: string) => Promise<string[]>;
  /** The winner's files besides its images' (an artwork's QR code). */
  otherFiles: (itemId: string) => string[];
};

const KINDS: Kind[] = [
  {
    kind: "artwork",
    plan: "Supporter",
    max: 10,
    uploadPath: "/artist/artwork/upload",
    listPath: "/artist/artwork",
    upload: artworkUploadRoute.action,
    list: artworkListRoute.loader,
    quota: memberArtworkQuota,
    nameField: "title",
    limitMessage:
      "You have reached your limit of 10 artworks. Please upgrade your subscription to upload more.",
    items: (db, userId) =>
      db
        .select({ id: artworks.id, name: artworks.title })
        .from(artworks)
        .where(eq(artworks.userId, userId)),
    imageKeys: async (db, itemId) =>
      (
        await db
          .select({ key: artworkImages.imageKey })
          .from(artworkImages)
          .where(eq(artworkImages.artworkId, itemId))
      ).map((row) => row.key),
    otherFiles: (id) => [`qrcodes/${id}/qr.png`, `qrcodes/${id}/qr.svg`],
  },
  {
    kind: "space",
    plan: "Artist",
    max: 3,
    uploadPath: "/curator/spaces/upload",
    listPath: "/curator/spaces",
    upload: spaceUploadRoute.action,
    list: spaceListRoute.loader,
    quota: memberSpaceQuota,
    nameField: "name",
    limitMessage:
      "You have reached your limit of 3 curator spaces. Please upgrade your subscription to upload more.",
    items: (db, userId) =>
      db
        .select({ id: curatorSpaces.id, name: curatorSpaces.name })
        .from(curatorSpaces)
        .where(eq(curatorSpaces.userId, userId)),
    imageKeys: async (db, itemId) =>
      (
        await db
          .select({ key: curatorSpaceImages.imageKey })
          .from(curatorSpaceImages)
          .where(eq(curatorSpaceImages.spaceId, itemId))
      ).map((row) => row.key),
    otherFiles: () => [],
  },
];

describe.each(KINDS)("the $kind slots under concurrent creates", (k) => {
  function create(member: SignedIn, name: string, file: Uint8Array) {
    const form = itemForm(k.kind, { [k.nameField]: name }, [{ file }]);
    return k.upload(argsWith(postForm(member, k.uploadPath, form)));
  }

  it("ten concurrent creates at the last free slot make exactly one item; the others leave no file", async () => {
    const member = await signedInMember(database.db);
    await putOnPlan(database.db, member.userId, k.plan);
    expect((await k.quota(database.db, member.userId)).max).toBe(k.max);

    // All slots but one are taken.
    const filler = await jpeg(40, 30);
    for (let i = 0; i < k.max - 1; i++) {
      expect((await outcome(await create(member, `Filler ${i}`, filler))).status).toBe(302);
    }
    expect(await k.quota(database.db, member.userId)).toMatchObject({
      used: k.max - 1,
      max: k.max,
    });
    // Earlier uploads' deep-zoom tiles are cut in the background: let them land first.
    await tilingSettled();
    const before = await media.files();

    const file = await jpeg(120, 90);
    const results = await Promise.all(
      Array.from({ length: 10 }, async (_, i) =>
        outcome(await settle(() => create(member, `Race ${i}`, file))),
      ),
    );
    expect(results.filter((r) => r.status === 302)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.body).toMatchObject({ error: k.limitMessage });
    }

    const rows = await k.items(database.db, member.userId);
    expect(rows).toHaveLength(k.max);
    // Only the winner's images (and QR code) were added; the losers left nothing behind.
    const winner = rows.find((row) => row.name.startsWith("Race"))!;
    const [key] = await k.imageKeys(database.db, winner.id);
    await tilingSettled();
    // The winner's deep-zoom tiles aside (an artwork's, cut in the background).
    const added = (await media.files()).filter(
      (file) => !before.includes(file) && !file.startsWith(`${key}/iiif/`),
    );
    expect(added.sort()).toEqual(
      [...VARIANTS.map((v) => `${key}/${v}.webp`), ...k.otherFiles(winner.id)].sort(),
    );
    const page = (await k.list(argsWith(member.request(k.listPath)))) as {
      quota: unknown;
    };
    expect(page.quota).toEqual({ used: k.max, max: k.max, remaining: 0, atLimit: true });
  });
});
