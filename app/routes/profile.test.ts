import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artworks, leases, profiles, transactions, user } from "~/db/schema";
import { PROFILE_MESSAGES } from "~/features/accounts";
import { listOwnTransactions, replaceAvatar } from "~/features/accounts/index.server";
import { addDays } from "~/features/commerce";
import { galleryToday } from "~/features/commerce/index.server";
import { VARIANTS_OF_KIND } from "~/features/media";
import { CONTROL_CHARACTER_MESSAGE } from "~/lib/text";
import { insertArtwork } from "../../tests/support/artwork-fixtures";
import { bookLease } from "../../tests/support/checkout";
import { createTestDatabase } from "../../tests/support/database";
import { IMAGE_FIXTURES_DIR, useTemporaryMediaDir } from "../../tests/support/media-dir";
import { setRevealsLeft } from "../../tests/support/reveals";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
  signedRequest,
} from "../../tests/support/sessions";
import { action as revealAction } from "./api.reveal-contact";
import { action, loader } from "./profile";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let media: Awaited<ReturnType<typeof useTemporaryMediaDir>>;
let member: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  media = await useTemporaryMediaDir();
  database = await createTestDatabase();
  member = await signedInMember(database.db);
  other = await signedInMember(database.db);
});
afterAll(async () => {
  await database.drop();
  await media.remove();
});

const FIELDS = {
  intent: "update",
  fullName: "  Ada Lovelace ",
  bio: "Paints with numbers.",
  location: "Baltimore, MD",
  zipCode: "21218-1234",
  instagramHandle: "@ada.paints_",
  facebookProfileUrl: "https://www.facebook.com/ada.lovelace",
};

async function profileOf(id: string) {
  const [row] = await database.db.select().from(profiles).where(eq(profiles.id, id));
  return row!;
}

type Failure = {
  data: { ok: false; error: string; fieldErrors?: Record<string, string> };
  init: ResponseInit;
};

function responseOf(result: unknown) {
  return result as Response;
}

describe("/profile", () => {
  it("shows the member's own profile, plan and usage", async () => {
    const result = (await loader(routeArgs(member.request("/profile")) as never)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(result.profile).toMatchObject({
      id: member.userId,
      email: member.email,
      displayName: "Mo Member",
      planName: "Free Tier",
      maxArtworks: 3,
      artworksUsed: 0,
      maxCuratorSpaces: 0,
      spacesUsed: 0,
      isAdmin: false,
      memberSince: new Date().getUTCFullYear(),
    });
    expect(result.purchases).toEqual([]);
  });

  it("saves the viewer's own profile, and only theirs, whatever the form says", async () => {
    const before = await profileOf(other.userId);
    const response = responseOf(
      await settle(() =>
        action(
          routeArgs(
            formPost(
              "/profile",
              { ...FIELDS, id: other.userId, userId: other.userId },
              member.cookie,
            ),
          ) as never,
        ),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/profile");
    expect(response.headers.get("Set-Cookie")).toContain("toast=");

    expect(await profileOf(member.userId)).toMatchObject({
      fullName: "Ada Lovelace",
      bio: "Paints with numbers.",
      location: "Baltimore, MD",
      zipCode: "21218-1234",
      instagramHandle: "ada.paints_",
      facebookProfileUrl: "https://www.facebook.com/ada.lovelace",
    });
    const [account] = await database.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.id, member.userId));
    expect(account?.name).toBe("Ada Lovelace");
    expect(await profileOf(other.userId)).toEqual(before);

    // Clearing fields stores nulls.
    await settle(() =>
      action(
        routeArgs(
          formPost(
            "/profile",
            {
              intent: "update",
              fullName: "Ada",
              bio: "",
              location: " ",
              zipCode: "",
              instagramHandle: "",
              facebookProfileUrl: "",
            },
            member.cookie,
          ),
        ) as never,
      ),
    );
    expect(await profileOf(member.userId)).toMatchObject({
      fullName: "Ada",
      bio: null,
      location: null,
      zipCode: null,
      instagramHandle: null,
      facebookProfileUrl: null,
    });
  });

  it("refuses invalid fields with their messages and changes nothing", async () => {
    const before = await profileOf(member.userId);
    const result = (await action(
      routeArgs(
        formPost(
          "/profile",
          { ...FIELDS, zipCode: "123", facebookProfileUrl: "https://example.com/ada" },
          member.cookie,
        ),
      ) as never,
    )) as unknown as {
      data: { ok: false; error: string; fieldErrors: Record<string, string> };
      init: ResponseInit;
    };
    expect(result.init.status).toBe(400);
    expect(result.data.error).toBe(PROFILE_MESSAGES.updateFailed);
    expect(Object.keys(result.data.fieldErrors).sort()).toEqual(["facebookProfileUrl", "zipCode"]);
    expect(await profileOf(member.userId)).toEqual(before);
  });

  it("changes the phone number with the registration's rule and message, stored as registration stores it", async () => {
    const update = async (fields: Record<string, string>) =>
      (await settle(() =>
        action(routeArgs(formPost("/profile", { ...FIELDS, ...fields }, member.cookie)) as never),
      )) as unknown as Failure | Response;
    const before = await profileOf(member.userId);
    expect(before.phoneNumber).toBe("+14105550123");
    // The form shows the stored number in the form's two fields.
    const page = (await loader(routeArgs(member.request("/profile")) as never)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(page.profile.phone).toEqual({ country: "US", phone: "(410) 555-0123" });

    for (const phone of ["555-0123", "", "  ", "(410) 555-01234", "call me"]) {
      const refused = (await update({ country: "US", phone })) as Failure;
      expect(refused.init.status, phone).toBe(400);
      expect(refused.data.fieldErrors, phone).toEqual({
        phone: "Please enter a valid phone number",
      });
    }
    const badCountry = (await update({ country: "ZZ", phone: "(410) 555-0188" })) as Failure;
    expect(badCountry.init.status).toBe(400);
    expect(badCountry.data.fieldErrors).toEqual({ country: "Country code is required" });
    expect(await profileOf(member.userId)).toEqual(before);

    const saved = responseOf(await update({ country: "GB", phone: " 207.946.0958 " }));
    expect(saved.status).toBe(302);
    expect((await profileOf(member.userId)).phoneNumber).toBe("+442079460958");
    const again = (await loader(routeArgs(member.request("/profile")) as never)) as Awaited<
      ReturnType<typeof loader>
    >;
    expect(again.profile.phone).toEqual({ country: "GB", phone: "(207) 946-0958" });
    // A form without the phone field keeps the number.
    responseOf(await update({}));
    expect((await profileOf(member.userId)).phoneNumber).toBe("+442079460958");

    // A contact reveal of the member's work gives out the new number.
    const artwork = await insertArtwork(database.db, member.userId, { manageOwnSales: true });
    const revealer = await signedInMember(database.db);
    await setRevealsLeft(database.db, revealer.userId, 1);
    const revealed = (await revealAction(
      routeArgs(
        formPost("/api/reveal-contact", { artworkId: artwork.id }, revealer.cookie),
      ) as never,
    )) as unknown as { data: { contact: { phone: string | null } } };
    expect(revealed.data.contact.phone).toBe("+442079460958");
  });

  it("sends visitors to /login and answers nothing to them", async () => {
    const response = responseOf(
      await settle(() => action(routeArgs(formPost("/profile", FIELDS, null)) as never)),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/login");
  });
});

function avatarPost(cookie: string, file: File) {
  const body = new FormData();
  body.set("intent", "avatar");
  body.set("avatar", file);
  return signedRequest("/profile", cookie, { method: "POST", body });
}

async function storedUnder(key: string) {
  return (await media.files()).filter((file) => file.startsWith(`${key}/`));
}

describe("profile photo", () => {
  it("stores the new photo and removes every file of the previous one", async () => {
    const photo = await readFile(path.join(IMAGE_FIXTURES_DIR, "orientation/Landscape_6.jpg"));
    const first = responseOf(
      await settle(() =>
        action(
          routeArgs(
            avatarPost(member.cookie, new File([photo], "me.jpg", { type: "image/jpeg" })),
          ) as never,
        ),
      ),
    );
    expect(first.status).toBe(302);
    const firstKey = (await profileOf(member.userId)).avatarKey!;
    expect(firstKey).toMatch(/^avatars\//);
    expect(await storedUnder(firstKey)).toEqual(
      VARIANTS_OF_KIND.avatar.map((variant) => `${firstKey}/${variant}.webp`).sort(),
    );

    const png = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#336699" },
    })
      .png()
      .toBuffer();
    await settle(() =>
      action(
        routeArgs(
          avatarPost(member.cookie, new File([png], "new.png", { type: "image/png" })),
        ) as never,
      ),
    );
    const secondKey = (await profileOf(member.userId)).avatarKey!;
    expect(secondKey).not.toBe(firstKey);
    expect(await storedUnder(firstKey)).toEqual([]);
    expect(await storedUnder(secondKey)).toHaveLength(VARIANTS_OF_KIND.avatar.length);

    // Directly, too: the replaced photo goes, the other member's stays.
    const otherKey = await replaceAvatar(database.db, other.userId, png);
    const thirdKey = await replaceAvatar(database.db, member.userId, png);
    expect(await storedUnder(secondKey)).toEqual([]);
    expect(await storedUnder(thirdKey)).toHaveLength(VARIANTS_OF_KIND.avatar.length);
    expect(await storedUnder(otherKey)).toHaveLength(VARIANTS_OF_KIND.avatar.length);
  });

  it("refuses what is not an image, or 5 MB and more, storing nothing", async () => {
    const before = await media.files();
    const keyBefore = (await profileOf(member.userId)).avatarKey;
    const attempt = async (file: File) => {
      const result = (await action(
        routeArgs(avatarPost(member.cookie, file)) as never,
      )) as unknown as { data: { error: string }; init: ResponseInit };
      return [result.init.status, result.data.error];
    };
    expect(await attempt(new File(["notes"], "notes.txt", { type: "text/plain" }))).toEqual([
      400,
      PROFILE_MESSAGES.notAnImage,
    ]);
    // Declared an image, but does not decode as one.
    expect(await attempt(new File(["notes"], "fake.png", { type: "image/png" }))).toEqual([
      400,
      PROFILE_MESSAGES.notAnImage,
    ]);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    expect(await attempt(new File([big], "big.jpg", { type: "image/jpeg" }))).toEqual([
      413,
      PROFILE_MESSAGES.tooLarge,
    ]);
    expect(await media.files()).toEqual(before);
    expect((await profileOf(member.userId)).avatarKey).toBe(keyBefore);
  });
});

describe("own purchases", () => {
  it("lists the transactions where the viewer is the buyer, newest first", async () => {
    const base = {
      artworkTitle: "Study",
      transactionType: "purchase" as const,
      amountCents: 1000,
      status: "completed" as const,
    };
    await database.db.insert(transactions).values([
      { ...base, userId: member.userId, artistId: other.userId, createdAt: new Date("2026-01-01") },
      {
        ...base,
        userId: member.userId,
        artistId: other.userId,
        artworkTitle: "Lease",
        transactionType: "lease",
        leaseStartDate: "2026-02-01",
        leaseEndDate: "2026-03-01",
        createdAt: new Date("2026-02-01"),
      },
      // As the seller it is not a purchase of theirs.
      { ...base, userId: other.userId, artistId: member.userId, artworkTitle: "Sold" },
    ]);
    const purchases = await listOwnTransactions(database.db, member.userId);
    expect(purchases.map((p) => [p.artworkTitle, p.type])).toEqual([
      ["Lease", "lease"],
      ["Study", "purchase"],
    ]);
    expect(purchases[0]).toMatchObject({
      leaseStartDate: "2026-02-01",
      leaseEndDate: "2026-03-01",
      // Over by now (the list is read on the gallery's today); a purchase has no phase.
      leasePhase: "ended",
    });
    expect(purchases[1]?.leasePhase).toBeNull();
    expect(purchases.map((p) => p.extendLeaseId)).toEqual([null, null]);
  });

  it("offers to extend an active lease of the viewer's, once (R-lease-extension)", async () => {
    const lessee = await signedInMember(database.db);
    const artwork = await insertArtwork(database.db, other.userId);
    const today = galleryToday();
    /** A completed lease of the artwork by the lessee over [start, end). */
    const lease = async (title: string, start: string, end: string, createdAt: Date) => {
      const [record] = await database.db
        .insert(transactions)
        .values({
          userId: lessee.userId,
          artworkId: artwork.id,
          artistId: other.userId,
          artworkTitle: title,
          transactionType: "lease",
          amountCents: 1500,
          status: "completed",
          leaseStartDate: start,
          leaseEndDate: end,
          createdAt,
        })
        .returning({ id: transactions.id });
      const [row] = await database.db
        .insert(leases)
        .values({
          transactionId: record!.id,
          artworkId: artwork.id,
          lesseeId: lessee.userId,
          startDate: start,
          endDate: end,
        })
        .returning({ id: leases.id });
      return row!.id;
    };
    await lease("Ended", addDays(today, -20), addDays(today, -10), new Date(1));
    const active = await lease("Active", addDays(today, -2), addDays(today, 5), new Date(2));
    const offered = async () =>
      Object.fromEntries(
        (await listOwnTransactions(database.db, lessee.userId)).map((p) => [
          p.artworkTitle,
          p.extendLeaseId,
        ]),
      );
    expect(await offered()).toEqual({ Ended: null, Active: active });

    // Extended: the extension is upcoming, and the active lease is not offered again.
    await lease("Extension", addDays(today, 5), addDays(today, 9), new Date(3));
    expect(await offered()).toEqual({ Ended: null, Active: null, Extension: null });

    // A lessee who has since bought the work is not offered to lease their own.
    const bought = await insertArtwork(database.db, other.userId);
    const [record] = await database.db
      .insert(transactions)
      .values({
        userId: lessee.userId,
        artworkId: bought.id,
        artistId: other.userId,
        artworkTitle: "Bought",
        transactionType: "lease",
        amountCents: 1500,
        status: "completed",
        leaseStartDate: addDays(today, -1),
        leaseEndDate: addDays(today, 3),
        createdAt: new Date(4),
      })
      .returning({ id: transactions.id });
    const [boughtLease] = await database.db
      .insert(leases)
      .values({
        transactionId: record!.id,
        artworkId: bought.id,
        lesseeId: lessee.userId,
        startDate: addDays(today, -1),
        endDate: addDays(today, 3),
      })
      .returning({ id: leases.id });
    expect((await offered()).Bought).toBe(boughtLease!.id);
    await database.db
      .update(artworks)
      .set({ userId: lessee.userId })
      .where(eq(artworks.id, bought.id));
    expect((await offered()).Bought).toBeNull();
  });
});

describe("own leases offer what checkout accepts (R-lease-extension, R-artwork-lifecycle)", () => {
  it("offers an extension only while the work is on offer at a lease rate and free the day the lease ends", async () => {
    const work = await insertArtwork(database.db, other.userId);
    const today = galleryToday();
    const lessee = await bookLease(database.db, {
      artworkId: work.id,
      artistId: other.userId,
      startDate: addDays(today, -2),
      days: 7,
    });
    const offered = async () =>
      (await listOwnTransactions(database.db, lessee.userId))[0]?.extendLeaseId ?? null;
    const change = (values: Partial<typeof artworks.$inferInsert>) =>
      database.db.update(artworks).set(values).where(eq(artworks.id, work.id));
    expect(await offered()).not.toBeNull();
    await change({ isAvailable: false });
    expect(await offered()).toBeNull();
    await change({ isAvailable: true, leaseDailyRateCents: null });
    expect(await offered()).toBeNull();
    await change({ leaseDailyRateCents: 1500 });
    expect(await offered()).not.toBeNull();
    // Another member's lease from the day it ends leaves no day to extend into.
    await bookLease(database.db, {
      artworkId: work.id,
      artistId: other.userId,
      startDate: addDays(today, 5),
      days: 3,
    });
    expect(await offered()).toBeNull();
  });
});

describe("/profile form text", () => {
  it("refuses a NUL in each text field of the profile with a 400, changing nothing", async () => {
    const member = await signedInMember(database.db);
    const fields = {
      intent: "update",
      fullName: "Ada Lovelace",
      bio: "Paints with numbers.",
      location: "Baltimore, MD",
      zipCode: "21218",
      instagramHandle: "ada.paints",
      facebookProfileUrl: "https://www.facebook.com/ada.lovelace",
    };
    const [before] = await database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, member.userId));
    for (const field of ["fullName", "bio", "location", "facebookProfileUrl"] as const) {
      const result = (await action(
        routeArgs(
          formPost("/profile", { ...fields, [field]: `${fields[field]}\u0000` }, member.cookie),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
      expect(result.data.fieldErrors?.[field], field).toBe(CONTROL_CHARACTER_MESSAGE);
    }
    for (const field of ["zipCode", "instagramHandle"] as const) {
      const result = (await action(
        routeArgs(
          formPost("/profile", { ...fields, [field]: `${fields[field]}\u0000` }, member.cookie),
        ) as never,
      )) as unknown as Failure;
      expect(result.init.status, field).toBe(400);
    }
    const [after] = await database.db.select().from(profiles).where(eq(profiles.id, member.userId));
    expect(after).toEqual(before);
  });
});
