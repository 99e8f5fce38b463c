import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { artworkImages, artworks, profiles, subscriptionPlans, user } from "~/db/schema";
import { subscribe } from "~/features/plans/index.server";

/**
 * Test data: a member with a profile and no password (for reads that need an owner,
 * not a session), its profile last changed at `profileUpdatedAt`. Answers the id.
 */
export async function insertMember(
  db: Database,
  fullName: string,
  profileUpdatedAt = new Date("2025-01-01T00:00:00Z"),
) {
  const id = randomUUID();
  const handle = `m_${id.slice(0, 8)}`;
  await db.insert(user).values({ id, name: fullName, email: `${handle}@example.com` });
  await db.insert(profiles).values({ id, fullName, handle, updatedAt: profileUpdatedAt });
  return id;
}

/** Test data: one artwork listed by `userId`, with sensible defaults and any overrides. */
export async function insertArtwork(
  db: Database,
  userId: string,
  overrides: Partial<typeof artworks.$inferInsert> = {},
  imageKeys: string[] = [],
) {
  const [artwork] = await db
    .insert(artworks)
    .values({
      userId,
      artistId: userId,
      title: "Harbor at First Light",
      description: "Layers of glaze over a morning harbor.",
      medium: "Oil on Canvas",
      style: "Abstract",
      location: "Baltimore, MD",
      zipCode: "21218",
      width: 24,
      height: 36,
      dimensionUnit: "in",
      creationYear: 2021,
      salePriceCents: 120000,
      leaseDailyRateCents: 1500,
      ...overrides,
    })
    .returning();
  if (!artwork) throw new Error("The artwork was not inserted");
  if (imageKeys.length > 0) {
    await db.insert(artworkImages).values(
      imageKeys.map((imageKey, position) => ({
        artworkId: artwork.id,
        position,
        imageKey,
        width: 1200,
        height: 900,
      })),
    );
  }
  return artwork;
}

/** Puts a member on the named plan (as the admin would). */
export async function putOnPlan(db: Database, userId: string, planName: string) {
  const [plan] = await db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.name, planName))
    .limit(1);
  if (!plan) throw new Error(`No plan named ${planName}`);
  await subscribe(db, userId, plan.id);
}
