import { eq, inArray, or } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  account,
  artworkImages,
  artworks,
  artworkViewDays,
  comments,
  conversationParticipants,
  conversations,
  curatorSpaceImages,
  curatorSpaces,
  favorites,
  leases,
  messages,
  profiles,
  provenance,
  revealedContacts,
  session,
  transactions,
  user,
  userSubscriptions,
} from "~/db/schema";
import { PROFILE_MESSAGES } from "~/features/accounts";
import { auth, deleteAccount } from "~/features/accounts/index.server";
import { mediaStorage, processImage } from "~/features/media/index.server";
import { action } from "~/routes/profile";
import { testDatabaseAndMediaDir } from "../../tests/support/database";
import {
  formPost,
  routeArgs,
  type SignedIn,
  settle,
  signedInMember,
} from "../../tests/support/sessions";

const { database, media } = testDatabaseAndMediaDir();

async function picture(colour: string) {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return png;
}

async function addArtwork(ownerId: string, title: string, artistId = ownerId) {
  const db = database.db;
  const [row] = await db
    .insert(artworks)
    .values({
      userId: ownerId,
      artistId,
      title,
      description: "A work",
      medium: "Acrylic",
      location: "Baltimore, MD",
    })
    .returning({ id: artworks.id });
  const id = row!.id;
  const images = await Promise.all(
    ["#a33", "#3a3"].map(async (colour) =>
      processImage(await picture(colour), { kind: "artwork" }),
    ),
  );
  await db.insert(artworkImages).values(
    images.map((image, position) => ({
      artworkId: id,
      position,
      imageKey: image.key,
      width: image.width,
      height: image.height,
    })),
  );
  // The QR code files live under the artwork's qr_code_key prefix.
  const qrCodeKey = `qrcodes/${id}`;
  await mediaStorage().put(`${qrCodeKey}/qr.png`, await picture("#fff"), "image/png");
  await db.update(artworks).set({ qrCodeKey }).where(eq(artworks.id, id));
  return { id, keys: [...images.map((image) => image.key), qrCodeKey] };
}

/** A member with everything an account can own, and a neighbour they deal with. */
async function memberWithHistory() {
  const db = database.db;
  const leaving = await signedInMember(db);
  const neighbour = await signedInMember(db);

  const avatar = await processImage(await picture("#345"), { kind: "avatar" });
  await db.update(profiles).set({ avatarKey: avatar.key }).where(eq(profiles.id, leaving.userId));
  const neighbourAvatar = await processImage(await picture("#543"), { kind: "avatar" });
  await db
    .update(profiles)
    .set({ avatarKey: neighbourAvatar.key })
    .where(eq(profiles.id, neighbour.userId));

  const own = await addArtwork(leaving.userId, "Leaving Work");
  const theirs = await addArtwork(neighbour.userId, "Neighbour Work");
  // A work the leaving member made and sold: it belongs to the neighbour now.
  const sold = await addArtwork(neighbour.userId, "Sold Work", leaving.userId);

  const [space] = await db
    .insert(curatorSpaces)
    .values({ userId: leaving.userId, name: "Loft", description: "Bright", type: "residential" })
    .returning({ id: curatorSpaces.id });
  const spacePhoto = await processImage(await picture("#777"), { kind: "space" });
  await db.insert(curatorSpaceImages).values({
    spaceId: space!.id,
    position: 0,
    imageKey: spacePhoto.key,
    width: 64,
    height: 48,
  });

  await db.insert(favorites).values([
    { userId: leaving.userId, artworkId: theirs.id },
    { userId: neighbour.userId, artworkId: own.id },
  ]);
  await db.insert(comments).values([
    { userId: leaving.userId, artworkId: theirs.id, content: "Lovely" },
    { userId: neighbour.userId, artworkId: own.id, content: "Wow" },
    { userId: neighbour.userId, artworkId: theirs.id, content: "Mine" },
  ]);
  await db.insert(revealedContacts).values([
    { userId: leaving.userId, artworkId: theirs.id },
    { userId: neighbour.userId, artworkId: own.id },
  ]);
  await db.insert(artworkViewDays).values({ artworkId: own.id, day: "2026-01-01", views: 3 });

  const [conversation] = await db
    .insert(conversations)
    .values({ pairKey: [leaving.userId, neighbour.userId].sort().join(":") })
    .returning({ id: conversations.id });
  await db.insert(conversationParticipants).values([
    { conversationId: conversation!.id, userId: leaving.userId },
    { conversationId: conversation!.id, userId: neighbour.userId },
  ]);
  await db.insert(messages).values([
    { conversationId: conversation!.id, senderId: leaving.userId, content: "Hello" },
    { conversationId: conversation!.id, senderId: neighbour.userId, content: "Hi" },
  ]);

  const sale = {
    amountCents: 10_000,
    status: "completed" as const,
    transactionType: "purchase" as const,
  };
  const [boughtFromLeaving, leasedFromLeaving, pendingWithLeaving, boughtByLeaving, unrelated] =
    await db
      .insert(transactions)
      .values([
        {
          ...sale,
          userId: neighbour.userId,
          artistId: leaving.userId,
          artworkId: own.id,
          artworkTitle: "Leaving Work",
        },
        {
          ...sale,
          transactionType: "lease",
          userId: neighbour.userId,
          artistId: leaving.userId,
          artworkId: own.id,
          artworkTitle: "Leaving Work",
          leaseStartDate: "2026-01-01",
          leaseEndDate: "2026-02-01",
        },
        {
          ...sale,
          status: "pending",
          userId: neighbour.userId,
          artistId: leaving.userId,
          artworkId: own.id,
          artworkTitle: "Leaving Work",
        },
        {
          ...sale,
          userId: leaving.userId,
          artistId: neighbour.userId,
          artworkId: sold.id,
          artworkTitle: "Sold Work",
        },
        {
          ...sale,
          userId: neighbour.userId,
          artistId: neighbour.userId,
          artworkId: theirs.id,
          artworkTitle: "Neighbour Work",
        },
      ])
      .returning({ id: transactions.id });
  await db.insert(leases).values({
    transactionId: leasedFromLeaving!.id,
    artworkId: own.id,
    lesseeId: neighbour.userId,
    startDate: "2026-01-01",
    endDate: "2026-02-01",
  });
  // A past subscription besides the active one registration started (one active per member).
  await db.insert(userSubscriptions).values({
    userId: leaving.userId,
    planId: (await planId()) as string,
    status: "canceled",
    currentPeriodEnd: new Date(),
  });

  return {
    leaving,
    neighbour,
    conversationId: conversation!.id,
    ownArtwork: own,
    theirArtwork: theirs,
    soldArtwork: sold,
    leavingFiles: [avatar.key, ...own.keys, spacePhoto.key],
    neighbourFiles: [neighbourAvatar.key, ...theirs.keys, ...sold.keys],
    transactionIds: {
      boughtFromLeaving: boughtFromLeaving!.id,
      leasedFromLeaving: leasedFromLeaving!.id,
      pendingWithLeaving: pendingWithLeaving!.id,
      boughtByLeaving: boughtByLeaving!.id,
      unrelated: unrelated!.id,
    },
  };
}

async function planId() {
  const [plan] = await database.db.query.subscriptionPlans.findMany({ limit: 1 });
  return plan?.id;
}

async function filesUnder(key: string) {
  return (await media.files()).filter((file) => file.startsWith(`${key}/`));
}

async function countWhere<T>(rows: Promise<T[]>) {
  return (await rows).length;
}

describe("account deletion", () => {
  it("asks for the typed word and deletes nothing without it", async () => {
    const { leaving } = await memberWithHistory();
    for (const confirm of ["", "delet", "remove"]) {
      const result = (await action(
        routeArgs(
          formPost("/profile", { intent: "delete-account", confirm }, leaving.cookie),
        ) as never,
      )) as unknown as { data: { error: string }; init: ResponseInit };
      expect(result.init.status).toBe(400);
      expect(result.data.error).toBe(PROFILE_MESSAGES.typeDelete);
    }
    const still = await database.db.select().from(user).where(eq(user.id, leaving.userId));
    expect(still).toHaveLength(1);
  });

  it("removes the account, its rows and files, keeps others' completed history, and signs out", async () => {
    const db = database.db;
    const history = await memberWithHistory();
    const { leaving, neighbour, transactionIds: t } = history;
    for (const key of [...history.leavingFiles, ...history.neighbourFiles]) {
      expect((await filesUnder(key)).length, key).toBeGreaterThan(0);
    }

    const response = (await settle(() =>
      action(
        routeArgs(
          formPost("/profile", { intent: "delete-account", confirm: "DELETE" }, leaving.cookie),
        ) as never,
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/");
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/better-auth\.session_token=;/);
    expect(cookies).toContain("toast=");

    // The account and everything hanging off it are gone.
    expect(await countWhere(db.select().from(user).where(eq(user.id, leaving.userId)))).toBe(0);
    expect(
      await countWhere(db.select().from(profiles).where(eq(profiles.id, leaving.userId))),
    ).toBe(0);
    expect(
      await countWhere(db.select().from(session).where(eq(session.userId, leaving.userId))),
    ).toBe(0);
    expect(
      await countWhere(db.select().from(account).where(eq(account.userId, leaving.userId))),
    ).toBe(0);
    expect(
      await auth().api.getSession({ headers: new Headers({ Cookie: leaving.cookie }) }),
    ).toBeNull();
    expect(
      await countWhere(db.select().from(artworks).where(eq(artworks.userId, leaving.userId))),
    ).toBe(0);
    expect(
      await countWhere(
        db.select().from(artworkImages).where(eq(artworkImages.artworkId, history.ownArtwork.id)),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db
          .select()
          .from(artworkViewDays)
          .where(eq(artworkViewDays.artworkId, history.ownArtwork.id)),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db.select().from(curatorSpaces).where(eq(curatorSpaces.userId, leaving.userId)),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db
          .select()
          .from(favorites)
          .where(
            or(
              eq(favorites.userId, leaving.userId),
              eq(favorites.artworkId, history.ownArtwork.id),
            ),
          ),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db
          .select()
          .from(comments)
          .where(
            or(eq(comments.userId, leaving.userId), eq(comments.artworkId, history.ownArtwork.id)),
          ),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db
          .select()
          .from(revealedContacts)
          .where(
            or(
              eq(revealedContacts.userId, leaving.userId),
              eq(revealedContacts.artworkId, history.ownArtwork.id),
            ),
          ),
      ),
    ).toBe(0);
    expect(
      await countWhere(db.select().from(messages).where(eq(messages.senderId, leaving.userId))),
    ).toBe(0);
    expect(
      await countWhere(
        db.select().from(conversations).where(eq(conversations.id, history.conversationId)),
      ),
    ).toBe(0);
    expect(
      await countWhere(
        db.select().from(userSubscriptions).where(eq(userSubscriptions.userId, leaving.userId)),
      ),
    ).toBe(0);
    expect(
      await countWhere(db.select().from(leases).where(eq(leases.artworkId, history.ownArtwork.id))),
    ).toBe(0);

    // Files: all of the member's gone, all of the neighbour's kept.
    for (const key of history.leavingFiles) expect(await filesUnder(key), key).toEqual([]);
    for (const key of history.neighbourFiles) {
      expect((await filesUnder(key)).length, key).toBeGreaterThan(0);
    }

    // Completed transactions with the neighbour stay, anonymised; the pending one goes.
    const kept = await db
      .select()
      .from(transactions)
      .where(inArray(transactions.id, Object.values(t)));
    const byId = new Map(kept.map((row) => [row.id, row]));
    expect(byId.has(t.pendingWithLeaving)).toBe(false);
    expect(byId.get(t.boughtFromLeaving)).toMatchObject({
      userId: neighbour.userId,
      artistId: null,
      artworkId: null,
      artworkTitle: "Leaving Work",
      status: "completed",
      amountCents: 10_000,
    });
    expect(byId.get(t.leasedFromLeaving)).toMatchObject({
      userId: neighbour.userId,
      artistId: null,
      artworkTitle: "Leaving Work",
      leaseEndDate: "2026-02-01",
    });
    expect(byId.get(t.boughtByLeaving)).toMatchObject({
      userId: null,
      artistId: neighbour.userId,
      artworkId: history.soldArtwork.id,
      artworkTitle: "Sold Work",
    });
    expect(byId.get(t.unrelated)).toMatchObject({ userId: neighbour.userId });

    // The neighbour's account, works and comments are untouched; the work the
    // leaving member made stays with its owner, uncredited.
    expect(await countWhere(db.select().from(user).where(eq(user.id, neighbour.userId)))).toBe(1);
    const [sold] = await db.select().from(artworks).where(eq(artworks.id, history.soldArtwork.id));
    expect(sold).toMatchObject({ userId: neighbour.userId, artistId: null });
    expect(
      await countWhere(db.select().from(comments).where(eq(comments.userId, neighbour.userId))),
    ).toBe(1);
    expect(
      await auth().api.getSession({ headers: new Headers({ Cookie: neighbour.cookie }) }),
    ).not.toBeNull();
  });

  it("cannot delete an account twice", async () => {
    const gone: SignedIn = await signedInMember(database.db);
    await deleteAccount(database.db, gone.userId);
    await expect(deleteAccount(database.db, gone.userId)).rejects.toThrow("Account not found");
    // Signed out by then: the page sends the visitor to sign in.
    const response = (await settle(() =>
      action(
        routeArgs(
          formPost("/profile", { intent: "delete-account", confirm: "delete" }, gone.cookie),
        ) as never,
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toContain("/login");
  });

  it("keeps crediting the original artist on a sold work after the artist's account is gone", async () => {
    const db = database.db;
    const artist = await signedInMember(db);
    const collector = await signedInMember(db);
    const rename = (userId: string, fullName: string) =>
      db.update(profiles).set({ fullName }).where(eq(profiles.id, userId));
    await rename(artist.userId, "Lena Kowalski");
    await rename(collector.userId, "Cora Collector");
    const [sold] = await db
      .insert(artworks)
      .values({
        userId: collector.userId,
        artistId: artist.userId,
        title: "Sold Before Leaving",
        description: "A work",
        medium: "Acrylic",
        location: "Baltimore, MD",
      })
      .returning({ id: artworks.id });
    await db.insert(provenance).values([
      { artworkId: sold!.id, ownerId: artist.userId, ownerName: "Lena Kowalski", event: "upload" },
      {
        artworkId: sold!.id,
        ownerId: collector.userId,
        ownerName: "Cora Collector",
        event: "purchase",
        acquiredAt: new Date(Date.now() + 1000),
      },
    ]);
    const credited = async () => {
      const [row] = await db
        .select({ artistName: artworks.artistName })
        .from(artworks)
        .where(eq(artworks.id, sold!.id));
      return row?.artistName;
    };

    await deleteAccount(db, artist.userId);
    expect(await credited()).toBe("Lena Kowalski");
    // Later changes to the work or its owner's name still never credit the collector.
    await rename(collector.userId, "Cora Renamed");
    expect(await credited()).toBe("Lena Kowalski");
    await db.update(artworks).set({ salePriceCents: 90000 }).where(eq(artworks.id, sold!.id));
    expect(await credited()).toBe("Lena Kowalski");
    // R-artwork-lifecycle: the database itself refuses to change a sold work's facts.
    await expect(
      db.update(artworks).set({ originalArtistName: "Cora" }).where(eq(artworks.id, sold!.id)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({
        message: expect.stringContaining("the facts of a sold artwork cannot change"),
      }),
    });
    expect(await credited()).toBe("Lena Kowalski");
  });
});
