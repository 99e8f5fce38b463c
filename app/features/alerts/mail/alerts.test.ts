import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/client.server";
import { alertedWorks, artworks, emailOutbox, favorites, savedSearches, user } from "~/db/schema";
import { loadSearchPage, setFavorite } from "~/features/catalogue/index.server";
import { readUnsubscribeToken, refuseMail } from "~/features/mail-preferences/index.server";
import { calendarDate } from "~/lib/dates";
import { insertArtwork, insertMember } from "../../../../tests/support/artwork-fixtures";
import { bookLease } from "../../../../tests/support/checkout";
import { createTestDatabase } from "../../../../tests/support/database";
import { normalisedSearch } from "../saved-searches/words";
import { sendFavouriteAlerts } from "./favourite-alerts.server";
import { DIGEST_EVERY_MS, sendSearchAlerts } from "./search-alerts.server";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Database;
let artist: string;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  artist = await insertMember(db, "Ada Artist");
});
afterAll(async () => {
  await database.drop();
});

/** An active member (their address confirmed), answering id and address. */
async function activeMember(name = "Mo Member", { active = true } = {}) {
  const id = await insertMember(db, name);
  await db.update(user).set({ emailVerified: active }).where(eq(user.id, id));
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, id));
  return { id, email: row!.email };
}

/** A search saved by the member an hour ago, with its alert. */
async function savedSearch(
  memberId: string,
  query: string,
  alert: "instant" | "daily" | "off" = "instant",
  name = "Saved",
) {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: memberId,
      name,
      query: normalisedSearch(query).query,
      alert,
      createdAt: hourAgo,
      alertedUntil: hourAgo,
      lastVisitedAt: hourAgo,
    })
    .returning({ id: savedSearches.id });
  return row!.id;
}

async function mailsTo(email: string, kind = "saved-search-alert") {
  return db
    .select({
      subject: emailOutbox.subject,
      text: emailOutbox.textBody,
      html: emailOutbox.htmlBody,
      headers: emailOutbox.headers,
    })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.kind, kind)));
}

async function alertedTo(memberId: string) {
  const rows = await db
    .select({ id: alertedWorks.artworkId })
    .from(alertedWorks)
    .where(eq(alertedWorks.userId, memberId));
  return rows.map((row) => row.id).sort();
}

describe("saved-search alerts", () => {
  it("alert exactly the new works the search page shows for the saved address, never the member's own", async () => {
    const member = await activeMember();
    const query = "q=harbor&style=Abstract&maxPrice=2000&forSale=1&gentrification=1";
    await savedSearch(member.id, query);
    const matches = {
      title: "Harbor Dawn",
      style: "Abstract",
      salePriceCents: 150000,
      inGentrificationZone: true,
    };
    const shown = [
      await insertArtwork(db, artist, matches),
      await insertArtwork(db, artist, {
        ...matches,
        title: "Night harbor",
        salePriceCents: 200000,
      }),
    ];
    // Each misses one filter.
    await insertArtwork(db, artist, { ...matches, title: "Field", description: "Wheat." });
    await insertArtwork(db, artist, { ...matches, style: "Cubism" });
    await insertArtwork(db, artist, { ...matches, salePriceCents: 200100 });
    await insertArtwork(db, artist, { ...matches, salePriceCents: null });
    await insertArtwork(db, artist, { ...matches, inGentrificationZone: false });
    await insertArtwork(db, artist, { ...matches, isAvailable: false });
    // The member's own work matches but is never alerted to them.
    await insertArtwork(db, member.id, matches);

    const page = await loadSearchPage(db, { id: member.id }, normalisedSearch(query).state);
    const onPage = (page.results?.cards ?? []).map((card) => card.id);
    expect(onPage).toHaveLength(3);
    await sendSearchAlerts(db);
    const alerted = await alertedTo(member.id);
    expect(alerted).toEqual(shown.map((work) => work.id).sort());
    expect(onPage.filter((id) => !alerted.includes(id))).toHaveLength(1);
  });

  it("mails 'At once' searches on the next run with pictures as JPEG, each work once", async () => {
    const member = await activeMember();
    await savedSearch(member.id, "medium=Charcoal", "instant", "Charcoal drawings");
    const work = await insertArtwork(db, artist, { medium: "Charcoal", title: "Smoke <Study>" }, [
      "art/charcoal-1",
    ]);
    expect(await sendSearchAlerts(db)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe("1 new work matches “Charcoal drawings”");
    expect(mail?.text).toContain(`- Smoke <Study> by Ada Artist, $1,200`);
    expect(mail?.text).toContain(`/artwork/${work.id}`);
    expect(mail?.text).toContain("/search?medium=Charcoal");
    expect(mail?.html).toContain("Smoke &#60;Study&#62;");
    expect(mail?.html).toMatch(/src="http[^"]+\/media\/art\/charcoal-1\/card\.jpg"/);
    expect(mail?.html).not.toContain(".webp");
    // The next run has nothing new for them.
    await sendSearchAlerts(db);
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("gather 'Daily' searches into one digest a day", async () => {
    const member = await activeMember();
    await savedSearch(member.id, "medium=Gouache", "daily", "Gouache");
    await savedSearch(member.id, "medium=Gouache&forSale=1", "daily", "Gouache for sale");
    const first = await insertArtwork(db, artist, { medium: "Gouache", title: "Gouache one" });
    const second = await insertArtwork(db, artist, { medium: "Gouache", title: "Gouache two" });
    await sendSearchAlerts(db);
    expect(await mailsTo(member.email)).toHaveLength(0);

    const tomorrow = new Date(Date.now() + DIGEST_EVERY_MS);
    await sendSearchAlerts(db, tomorrow);
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    // Both works once, though both searches find them.
    expect(mails[0]?.text?.match(/Gouache one/g)).toHaveLength(1);
    expect(mails[0]?.text?.match(/Gouache two/g)).toHaveLength(1);
    expect(mails[0]?.text).toContain("Today's new works");
    expect(await alertedTo(member.id)).toEqual([first.id, second.id].sort());
    // Not again the same day.
    await insertArtwork(db, artist, { medium: "Gouache", title: "Gouache three" });
    await sendSearchAlerts(db, new Date(tomorrow.getTime() + 60_000));
    expect(await mailsTo(member.email)).toHaveLength(1);
  });

  it("never mail a work twice under runs at the same moment", async () => {
    const members = await Promise.all([activeMember(), activeMember(), activeMember()]);
    for (const member of members) {
      await savedSearch(member.id, "medium=Pastel");
      await savedSearch(member.id, "medium=Pastel&forLease=1");
    }
    const works = await Promise.all(
      [1, 2, 3].map((i) => insertArtwork(db, artist, { medium: "Pastel", title: `Pastel ${i}` })),
    );
    await Promise.all([sendSearchAlerts(db), sendSearchAlerts(db), sendSearchAlerts(db)]);
    for (const member of members) {
      const mails = await mailsTo(member.email);
      const mentions = mails.flatMap((mail) => mail.text?.match(/Pastel \d/g) ?? []);
      expect(mentions.sort()).toEqual(["Pastel 1", "Pastel 2", "Pastel 3"]);
      expect(await alertedTo(member.id)).toEqual(works.map((w) => w.id).sort());
    }
  });

  it("mail only active members, and nothing for searches with alerts off", async () => {
    const inactive = await activeMember("Not Confirmed", { active: false });
    const off = await activeMember();
    await savedSearch(inactive.id, "medium=Ink");
    await savedSearch(off.id, "medium=Ink", "off");
    await insertArtwork(db, artist, { medium: "Ink" });
    await sendSearchAlerts(db);
    expect(await mailsTo(inactive.email)).toHaveLength(0);
    expect(await mailsTo(off.email)).toHaveLength(0);
  });
});

describe("favourite alerts", () => {
  it("mail a price drop once, and a price rise not at all", async () => {
    const member = await activeMember();
    const work = await insertArtwork(db, artist, { title: "Quiet Pier", salePriceCents: 100000 }, [
      "art/pier",
    ]);
    await setFavorite(db, member.id, { intent: "add", artworkId: work.id });
    await sendFavouriteAlerts(db);
    expect(await mailsTo(member.email, "favourite-alert")).toHaveLength(0);

    await db.update(artworks).set({ salePriceCents: 120000 }).where(eq(artworks.id, work.id));
    await sendFavouriteAlerts(db);
    expect(await mailsTo(member.email, "favourite-alert")).toHaveLength(0);

    await db.update(artworks).set({ salePriceCents: 80000 }).where(eq(artworks.id, work.id));
    await Promise.all([sendFavouriteAlerts(db), sendFavouriteAlerts(db)]);
    const mails = await mailsTo(member.email, "favourite-alert");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("“Quiet Pier” is now $800");
    expect(mails[0]?.text).toContain("Quiet Pier by Ada Artist, $800 (was $1,200)");
    expect(mails[0]?.html).toContain("/media/art/pier/card.jpg");
    await sendFavouriteAlerts(db);
    expect(await mailsTo(member.email, "favourite-alert")).toHaveLength(1);
  });

  it("mail when a leased favourite is free again", async () => {
    const member = await activeMember();
    const work = await insertArtwork(db, artist, { title: "Leased Light" });
    const today = calendarDate(new Date());
    const yesterday = calendarDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
    await bookLease(db, { artworkId: work.id, artistId: artist, startDate: yesterday, days: 3 });
    await setFavorite(db, member.id, { intent: "add", artworkId: work.id });
    await sendFavouriteAlerts(db);
    expect(await mailsTo(member.email, "favourite-alert")).toHaveLength(0);

    // Two days on, the lease has ended.
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    expect(calendarDate(later) > today).toBe(true);
    await sendFavouriteAlerts(db, later);
    const mails = await mailsTo(member.email, "favourite-alert");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("“Leased Light” is available again");
    expect(mails[0]?.text).toContain("(available again)");
  });

  it("tell nobody of their own works, nor members who are not active", async () => {
    const owner = await activeMember();
    const inactive = await activeMember("Not Confirmed", { active: false });
    const work = await insertArtwork(db, owner.id, { salePriceCents: 50000 });
    await setFavorite(db, owner.id, { intent: "add", artworkId: work.id });
    await setFavorite(db, inactive.id, { intent: "add", artworkId: work.id });
    await db.update(artworks).set({ salePriceCents: 10000 }).where(eq(artworks.id, work.id));
    await sendFavouriteAlerts(db);
    expect(await mailsTo(owner.email, "favourite-alert")).toHaveLength(0);
    expect(await mailsTo(inactive.email, "favourite-alert")).toHaveLength(0);
    // Their watches moved all the same.
    const watched = await db
      .select({ price: favorites.watchedPriceCents })
      .from(favorites)
      .where(eq(favorites.artworkId, work.id));
    expect(watched).toEqual([{ price: 10000 }, { price: 10000 }]);
  });
});

describe("alert mail a member may refuse (R-mail-refusal)", () => {
  /** Who and what a mail's one-click unsubscribe link unsubscribes. */
  function unsubscribes(headers: Record<string, string> | null | undefined) {
    expect(headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const token = headers?.["List-Unsubscribe"]?.match(
      /^<https?:\/\/[^>]+\/unsubscribe\/([^>]+)>$/,
    )?.[1];
    return readUnsubscribeToken(token);
  }

  it("carries one-click unsubscribe for its own kind, and stops once the member refuses it", async () => {
    const member = await activeMember();
    await savedSearch(member.id, "medium=Pastel", "instant", "Pastels");
    const favourite = await insertArtwork(db, artist, { title: "Low Tide", salePriceCents: 90000 });
    await setFavorite(db, member.id, { intent: "add", artworkId: favourite.id });
    await sendFavouriteAlerts(db);
    await insertArtwork(db, artist, { medium: "Pastel", title: "First Pastel" });
    await db.update(artworks).set({ salePriceCents: 70000 }).where(eq(artworks.id, favourite.id));
    await sendSearchAlerts(db);
    await sendFavouriteAlerts(db);

    const [search] = await mailsTo(member.email, "saved-search-alert");
    const [price] = await mailsTo(member.email, "favourite-alert");
    expect(unsubscribes(search?.headers)).toEqual({
      userId: member.id,
      kind: "saved-search-alert",
    });
    expect(unsubscribes(price?.headers)).toEqual({ userId: member.id, kind: "favourite-alert" });
    expect(search?.text).toMatch(/Stop these e-mails: http\S+\/unsubscribe\//);
    expect(price?.html).toContain("Stop these e-mails</a>");

    await refuseMail(db, member.id, "saved-search-alert");
    await refuseMail(db, member.id, "favourite-alert");
    await insertArtwork(db, artist, { medium: "Pastel", title: "Second Pastel" });
    await db.update(artworks).set({ salePriceCents: 50000 }).where(eq(artworks.id, favourite.id));
    await sendSearchAlerts(db);
    await sendFavouriteAlerts(db);
    expect(await mailsTo(member.email, "saved-search-alert")).toHaveLength(1);
    expect(await mailsTo(member.email, "favourite-alert")).toHaveLength(1);
  });
});
