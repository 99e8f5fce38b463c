import { availableParallelism } from "node:os";
import { inArray, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import {
  artworkImages,
  artworks,
  invitations,
  provenance,
  subscriptionPlans,
  user,
} from "~/db/schema";
import { passwords } from "~/features/accounts/index.server";
import {
  cutTiles,
  type MediaStorage,
  mediaStorage,
  type ProcessedImage,
  processImage,
  storeArtworkQr,
} from "~/features/media/index.server";
import { subscribe } from "~/features/plans/index.server";
import { insertAccount, markInvitationRegistered } from "./accounts.server";
import { renderAsUpload } from "./art/render.server";
import { artworkPhotos, avatarPicture } from "./art/views";
import { seedDemoActivity } from "./demo-activity.server";
import { DEMO_ARTISTS } from "./demo-artists";
import { planDemoArtworks } from "./demo-catalogue";
import { seedDemoConversations } from "./demo-conversations.server";
import { DEMO_PASSWORD, DEMO_PENDING_INVITATIONS, DEMO_PEOPLE } from "./demo-people";
import type { DemoPerson } from "./demo-person";
import { demoSpacePictures, seedDemoSpaces } from "./demo-spaces.server";
import { mapLimited } from "./map-limited";

const DAY = 86_400_000;

const USER_TYPES: Record<DemoPerson["role"], ("member" | "artist" | "curator" | "admin")[]> = {
  admin: ["member", "admin"],
  artist: ["member", "artist"],
  curator: ["member", "curator"],
  member: ["member"],
};

export type DemoSeedResult =
  | { seeded: true; users: number; artworks: number; images: number }
  | { seeded: false };

type SeedOptions = { now?: Date; storage?: MediaStorage; concurrency?: number };

/** How long ago each demo person joined: the admin first, then artists, then members. */
function joinedDaysAgo(person: DemoPerson, index: number) {
  if (person.role === "admin") return 420;
  if (person.role === "artist") return 380 - index * 9;
  // Members joined more recently, a few weeks apart, and never later than a week ago.
  return Math.max(7, 150 - index * 12);
}

/**
 * Fills an empty gallery with demo members, artists and artworks whose
 * pictures are generated here and stored through the upload pipeline, each
 * artwork with its stored QR code as an upload has.
 *
 * The pictures and QR codes are made first, outside any transaction; the
 * rows then go in one transaction that first takes a lock and checks the
 * gallery is still empty, so two servers starting together seed it once. If
 * anything fails (a QR code too), the stored files are removed again.
 */
export async function seedDemoData(
  db: Database,
  options: SeedOptions = {},
): Promise<DemoSeedResult> {
  const now = options.now ?? new Date();
  const storage = options.storage ?? mediaStorage();
  const concurrency = options.concurrency ?? Math.max(2, availableParallelism());
  const catalogue = planDemoArtworks(DEMO_ARTISTS, now);

  const stored: ProcessedImage[] = [];
  const store = async (svg: string, kind: "artwork" | "avatar" | "space") => {
    const image = await processImage(await renderAsUpload(svg), { kind, storage });
    stored.push(image);
    return image;
  };
  // The QR code leads to the artwork's page, so the ids are chosen before the rows go in.
  const artworkIds = catalogue.map(() => crypto.randomUUID());
  const qrKeys: string[] = [];
  const storedKeys = () => [...stored.map((image) => image.key), ...qrKeys];

  try {
    // Hashing is slow on purpose; let it run while pictures are made.
    const passwordHashes = Promise.all(DEMO_PEOPLE.map(() => passwords.hash(DEMO_PASSWORD)));
    passwordHashes.catch(() => {}); // awaited below; this only keeps an early failure handled
    const avatars = await mapLimited(DEMO_PEOPLE, concurrency, (person) =>
      store(avatarPicture(`avatar/${person.handle}`, person.palette), "avatar"),
    );
    // Each artwork's QR code (PNG and SVG), made and stored as an upload makes it; quick, so
    // made before the photos.
    const qrCodeKeys = await mapLimited(artworkIds, concurrency, async (id) => {
      const key = await storeArtworkQr(id, storage);
      qrKeys.push(key);
      return key;
    });
    const photoJobs = catalogue.flatMap((artwork, artworkIndex) =>
      artworkPhotos(artwork.look).map((svg, position) => ({ svg, artworkIndex, position })),
    );
    // Each photo with its deep-zoom tiles, as the tiling job cuts them after an upload: a new
    // gallery shows Zoom at once, and its servers have no backlog to tile.
    const photos = await mapLimited(photoJobs, concurrency, async (job) => {
      const image = await store(job.svg, "artwork");
      return { ...job, image, tiles: await cutTiles(storage, image.key) };
    });
    // The curator's space photos, as a member would upload them (palettes included).
    const spacePhotos = await mapLimited(demoSpacePictures(), concurrency, (svg) =>
      store(svg, "space"),
    );
    const hashes = await passwordHashes;

    const inserted = await db.transaction(async (tx) => {
      const database = tx as unknown as Database;
      await database.execute(sql`select pg_advisory_xact_lock(hashtext('gallery-demo-seed'))`);
      const existing = await database.select({ id: user.id }).from(user).limit(1);
      if (existing.length > 0) return false;

      const plans = await database
        .select({ id: subscriptionPlans.id, name: subscriptionPlans.name })
        .from(subscriptionPlans)
        .where(inArray(subscriptionPlans.name, [...new Set(DEMO_PEOPLE.map((p) => p.plan))]));
      const planId = new Map(plans.map((plan) => [plan.name, plan.id]));

      const userIds = new Map<string, string>();
      let adminId: string | null = null;
      for (const [index, person] of DEMO_PEOPLE.entries()) {
        const joined = new Date(now.getTime() - joinedDaysAgo(person, index) * DAY);
        const userId = await insertAccount(database, {
          email: person.email,
          fullName: person.fullName,
          passwordHash: hashes[index] as string,
          userTypes: USER_TYPES[person.role],
          handle: person.handle,
          createdAt: joined,
          profile: {
            avatarKey: avatars[index]?.key ?? null,
            bio: person.bio,
            location: `${person.city}, ${person.state}`,
            zipCode: person.zipCode,
            phoneNumber: `+1${person.phone.replace(/\D/g, "")}`,
            instagramHandle: person.instagramHandle ?? null,
          },
        });
        userIds.set(person.email, userId);
        if (person.role === "admin") adminId = userId;
        await markInvitationRegistered(database, {
          email: person.email,
          invitedBy: person.role === "admin" ? null : adminId,
          invitedAt: new Date(joined.getTime() - 3 * DAY),
          registeredAt: joined,
          notes: person.invitationNote,
        });
        const plan = planId.get(person.plan);
        if (plan) await subscribe(database, userId, plan, new Date(now.getTime() - 10 * DAY));
      }

      await database.insert(invitations).values(
        DEMO_PENDING_INVITATIONS.map((invitation, index) => ({
          email: invitation.email,
          notes: invitation.notes,
          invitedBy: adminId,
          invitedAt: new Date(now.getTime() - (index + 1) * 2 * DAY),
        })),
      );

      const artworkRows = catalogue.map(({ artistEmail, look: _look, ...artwork }, index) => {
        const artistId = userIds.get(artistEmail);
        if (!artistId) throw new Error(`Demo artwork by unknown artist ${artistEmail}`);
        return {
          ...artwork,
          id: artworkIds[index] as string,
          userId: artistId,
          artistId,
          qrCodeKey: qrCodeKeys[index] as string,
          processWithAi: true,
          updatedAt: artwork.createdAt,
        };
      });
      await database.insert(artworks).values(artworkRows);
      await database.insert(artworkImages).values(
        photos.map(({ artworkIndex, position, image, tiles }) => ({
          artworkId: artworkIds[artworkIndex] as string,
          position,
          imageKey: image.key,
          width: image.width,
          height: image.height,
          palette: image.palette,
          tiles,
          createdAt: catalogue[artworkIndex]?.createdAt,
        })),
      );
      const artistNames = new Map(DEMO_ARTISTS.map((artist) => [artist.email, artist.fullName]));
      await database.insert(provenance).values(
        artworkRows.map((artwork, index) => ({
          artworkId: artwork.id,
          ownerId: artwork.userId,
          ownerName: artistNames.get(catalogue[index]?.artistEmail ?? "") ?? "Unknown Artist",
          event: "upload" as const,
          acquiredAt: artwork.createdAt,
        })),
      );
      await seedDemoActivity(database, { now, userIds, artworks: artworkRows });
      await seedDemoSpaces(database, { now, userIds, photos: spacePhotos });
      await seedDemoConversations(database, {
        userIds,
        artworks: catalogue.map((w, i) => ({
          id: artworkIds[i] as string,
          artistEmail: w.artistEmail,
        })),
        now,
      });
      return true;
    });

    if (!inserted) {
      await Promise.all(storedKeys().map((key) => storage.delete(key)));
      return { seeded: false };
    }
    return {
      seeded: true,
      users: DEMO_PEOPLE.length,
      artworks: catalogue.length,
      images: photos.length,
    };
  } catch (error) {
    await Promise.all(storedKeys().map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}
