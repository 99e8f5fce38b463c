import { describe, expect, it } from "vitest";
import { tilingSettled } from "~/features/media/index.server";
import * as listRoute from "~/routes/artist-artwork";
import * as uploadRoute from "~/routes/artist-artwork-upload";
import { testDatabaseAndMediaDir } from "../../tests/support/database";
import {
  argsWith,
  artworkForm,
  jpeg,
  outcome,
  postForm,
} from "../../tests/support/owned-items-kit";
import { settle, signedInMember } from "../../tests/support/sessions";

const { database, media } = testDatabaseAndMediaDir();

describe("the plan's artwork limit on the server", () => {
  it("refuses a new artwork once the Free Tier's three are uploaded", async () => {
    const member = await signedInMember(database.db);
    const file = await jpeg(80, 60);
    for (let i = 0; i < 3; i++) {
      const request = postForm(member, "/artist/artwork/upload", artworkForm({}, [{ file }]));
      const result = await outcome(await settle(() => uploadRoute.action(argsWith(request))));
      expect(result.status).toBe(302);
    }
    // The uploads' deep-zoom tiles are cut in the background: let them land first.
    await tilingSettled();
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
});
