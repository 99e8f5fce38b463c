import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { type artworks, emailOutbox, profiles, provenance } from "~/db/schema";
import { completeCheckout, issueCheckoutCode } from "~/features/commerce/index.server";
import { offerForResale } from "~/features/studio/index.server";
import { insertArtwork } from "./artwork-fixtures";
import { GOOD_CARD } from "./checkout";
import type { SignedIn } from "./sessions";

/** Gives a member a full name, as their profile would show it. */
export async function nameMember(db: Database, who: SignedIn, fullName: string) {
  await db.update(profiles).set({ fullName }).where(eq(profiles.id, who.userId));
}

/** An available artwork listed by `artist`, with its upload entry as the studio records it. */
export async function listedWithUpload(
  db: Database,
  artist: SignedIn,
  artistName: string,
  overrides: Partial<typeof artworks.$inferInsert> = {},
  imageKeys: string[] = [],
) {
  const artwork = await insertArtwork(db, artist.userId, overrides, imageKeys);
  await db.insert(provenance).values({
    artworkId: artwork.id,
    ownerId: artist.userId,
    ownerName: artistName,
    event: "upload",
  });
  return artwork;
}

/** Buys the artwork through checkout, with the code e-mailed to the buyer. */
export async function buyThroughCheckout(db: Database, buyer: SignedIn, artworkId: string) {
  await issueCheckoutCode(db, {
    userId: buyer.userId,
    artworkId,
    email: buyer.email,
    artworkTitle: "Test",
  });
  const [mail] = await db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, buyer.email), eq(emailOutbox.kind, "checkout-code")))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.text?.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error("no code mailed");
  return completeCheckout(db, buyer.userId, {
    artworkId,
    type: "purchase",
    code,
    card: GOOD_CARD,
  });
}

/**
 * A work with three recorded owners: `artist` uploads it, `first` buys it and
 * offers it again, `second` buys it from them.
 */
export async function soldTwice(
  db: Database,
  people: { artist: SignedIn; first: SignedIn; second: SignedIn },
  overrides: Partial<typeof artworks.$inferInsert> = {},
  imageKeys: string[] = [],
) {
  const artwork = await listedWithUpload(db, people.artist, "Maya Robinson", overrides, imageKeys);
  await buyThroughCheckout(db, people.first, artwork.id);
  await offerForResale(db, people.first.userId, {
    artworkId: artwork.id,
    salePriceCents: 150000,
    available: true,
  });
  await buyThroughCheckout(db, people.second, artwork.id);
  return artwork;
}
