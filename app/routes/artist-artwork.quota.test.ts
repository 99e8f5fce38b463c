import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworkImages, artworks, subscriptionPlans } from "~/db/schema";
import { subscribe } from "~/features/plans/index.server";
import { memberArtworkQuota } from "~/features/studio/index.server";
import * as listRoute from "~/routes/artist-artwork";
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
import { settle, signedInMember } from "../../tests/support/sessions";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

describe("the plan's artwork limit on the server", () => {
  it("refuses a new artwork once the Free Tier's three are uploaded", async () => {
    const member = await signedInMember(database.db);
    const file = await jpeg(80, 60);
    for (let i = 0; i < 3; i++) {
      const request = postForm(member, "/artist/artwork/upload", artworkForm({}, [{ file }]));
      const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
      expect(result.status).toBe(302);
    }
    const filesBefore = await media.files();
    const request = postForm(member, "/artist/artwork/upload", artworkForm({}, [{ file }]));
    const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({
      ok: false,
      error:
        "You have reached your limit of 3 artworks. Please upgrade your subscription to upload more.",
    });
    expect(await media.files()).toEqual(filesBefore);

    const page = (await listRoute.loader(argsWith(member.request("/artist/artwork")))) as Awaited<
      ReturnType<typeof listRoute.loader>
    >;
    expect(page.quota).toMatchObject({ used: 3, max: 3, atLimit: true });
    expect(page.planName).toBe("Free Tier");
  });

  it("the upload page shows the slots and the profile's location", async () => {
    const member = await signedInMember(database.db);
    const page = (await uploadRoute.loader(
      argsWith(member.request("/artist/artwork/upload")),
    )) as Awaited<ReturnType<typeof uploadRoute.loader>>;
    expect(page.quota).toEqual({ used: 0, max: 3, remaining: 3, atLimit: false });
    expect(page.values).toMatchObject({
      location: "Baltimore, MD",
      zipCode: "21201",
      processWithAi: true,
      isAvailable: true,
      manageOwnSales: false,
      inGentrificationZone: false,
      receivedLoanGrant: false,
      isSpecialNeedsArtist: false,
      isSeekingLocation: false,
      dimensionUnit: "in",
    });
  });

  it("ten concurrent uploads with one slot left create exactly one artwork", async () => {
    const member = await signedInMember(database.db);
    const [supporter] = await database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.name, "Supporter"));
    await subscribe(database.db, member.userId, supporter!.id);
    expect((await memberArtworkQuota(database.db, member.userId)).max).toBe(10);

    // Nine of the ten slots are taken.
    const filler = await jpeg(40, 30);
    for (let i = 0; i < 9; i++) {
      const request = postForm(
        member,
        "/artist/artwork/upload",
        artworkForm({ title: `Filler ${i}` }, [{ file: filler }]),
      );
      expect((await outcome(await uploadRoute.action(argsWith(request)))).status).toBe(302);
    }
    const before = await media.files();

    const file = await jpeg(120, 90);
    const results = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const request = postForm(
          member,
          "/artist/artwork/upload",
          artworkForm({ title: `Race ${i}` }, [{ file }]),
        );
        return outcome(await settle(() => uploadRoute.action(argsWith(request))));
      }),
    );
    expect(results.filter((r) => r.status === 302)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 403);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.body).toMatchObject({
        error:
          "You have reached your limit of 10 artworks. Please upgrade your subscription to upload more.",
      });
    }

    const rows = await database.db
      .select()
      .from(artworks)
      .where(eq(artworks.userId, member.userId));
    expect(rows).toHaveLength(10);
    // Only the winner's images and QR code were added; the losers left nothing behind.
    const winner = rows.find((row) => row.title.startsWith("Race"))!;
    const images = await database.db
      .select()
      .from(artworkImages)
      .where(eq(artworkImages.artworkId, winner.id));
    const added = (await media.files()).filter((file) => !before.includes(file));
    expect(added.sort()).toEqual(
      [
        ...["card", "default", "large", "thumbnail"].map((v) => `${images[0]!.imageKey}/${v}.webp`),
        `qrcodes/${winner.id}/qr.png`,
        `qrcodes/${winner.id}/qr.svg`,
      ].sort(),
    );
  });
});
