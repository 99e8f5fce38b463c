import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { distanceBetweenZips } from "~/features/geo/index.server";
import { spendable } from "~/features/plans/index.server";
import { NAME_FALLBACKS } from "~/lib/display-name";
import { fairSlots, type OwnerShelf, totalWorks } from "./fair-order";
import type { DiscoveryPage, DiscoverySlide } from "./slides";

/**
 * Every owner of available works with how many they have and whether their
 * profile has promotion stars. An owner whose star was spent since `visitStart`
 * counts as starred for the whole visit, so a member's own moves (which spend
 * stars) never reshuffle the pages still to come.
 */
export async function discoveryShelves(db: Database, visitStart: Date): Promise<OwnerShelf[]> {
  const found = await rows<{ owner_id: string; works: number; starred: boolean }>(
    db,
    sql`
      select shelf.owner_id, shelf.works,
        (coalesce(${spendable("stars", "p")}, 0) > 0
          or shelf.owner_id in (
            select v.owner_id from discovery_views v
            where v.star_spent_at is not null and v.star_spent_at >= ${visitStart.toISOString()}
          )) as starred
      from (
        select a.user_id as owner_id, count(*)::int as works
        from artworks a where a.is_available group by a.user_id
      ) shelf
      left join profiles p on p.id = shelf.owner_id`,
  );
  return found.map((row) => ({
    ownerId: row.owner_id,
    works: Number(row.works),
    starred: Boolean(row.starred),
  }));
}

type SlideRow = {
  id: string;
  owner_id: string;
  ordinal: number;
  title: string;
  artist_name: string | null;
  medium: string;
  location: string;
  zip_code: string | null;
  sale_price_cents: number | null;
  has_qr_code: boolean;
  image_key: string | null;
  image_width: number | null;
  image_height: number | null;
};

/**
 * R-discovery-order: one page of the member's order for the day. The pure
 * dealer (fair-order.ts) says which owner's how-manyth work each slide is; the
 * seeded rank of an owner's works is taken here, in SQL, for the page's owners
 * only, so a page reads a few owners' rows, not the catalogue.
 */
export async function discoveryPage(
  db: Database,
  viewer: { id: string },
  options: { seed: number; offset: number; limit: number; visitStart: Date },
): Promise<DiscoveryPage> {
  const shelves = await discoveryShelves(db, options.visitStart);
  const total = totalWorks(shelves);
  const slots = fairSlots(shelves, options.seed, options.offset, options.limit);
  if (slots.length === 0) return { offset: options.offset, total, slides: [] };

  const owners = [...new Set(slots.map((slot) => slot.ownerId))];
  const [found, viewerZip] = await Promise.all([
    rows<SlideRow>(
      db,
      sql`
        with ranked as (
          select a.id, a.user_id, row_number() over (
              partition by a.user_id
              order by hashtextextended(a.id::text, ${options.seed}::bigint), a.id
            )::int as ordinal
          from artworks a
          where a.is_available and a.user_id in (${sql.join(
            owners.map((owner) => sql`${owner}::uuid`),
            sql`, `,
          )})
        )
        select a.id, r.user_id as owner_id, r.ordinal, a.title, a.artist_name, a.medium,
          a.location, a.zip_code, a.sale_price_cents, a.qr_code_key is not null as has_qr_code,
          i.image_key, i.width as image_width, i.height as image_height
        from ranked r
        join (values ${sql.join(
          slots.map((slot) => sql`(${slot.ownerId}::uuid, ${slot.ordinal}::int)`),
          sql`, `,
        )}) as wanted(owner_id, ordinal)
          on wanted.owner_id = r.user_id and wanted.ordinal = r.ordinal
        join artworks a on a.id = r.id
        left join lateral (
          select ai.image_key, ai.width, ai.height from artwork_images ai
          where ai.artwork_id = a.id order by ai.position, ai.created_at limit 1
        ) i on true`,
    ),
    rows<{ zip_code: string | null }>(
      db,
      sql`select zip_code from profiles where id = ${viewer.id}`,
    ).then((found) => found[0]?.zip_code ?? null),
  ]);

  const bySlot = new Map(found.map((row) => [`${row.owner_id}#${row.ordinal}`, row]));
  const slides: DiscoverySlide[] = [];
  for (const slot of slots) {
    const row = bySlot.get(`${slot.ownerId}#${slot.ordinal}`);
    // A work sold or withdrawn between the two reads leaves a gap, not a wrong slide.
    if (!row) continue;
    slides.push({
      id: row.id,
      title: row.title,
      artistName: row.artist_name?.trim() || NAME_FALLBACKS.artist,
      medium: row.medium,
      location: row.location,
      distance: distanceBetweenZips(viewerZip, row.zip_code),
      salePriceCents: row.sale_price_cents,
      image:
        row.image_key && row.image_width && row.image_height
          ? { key: row.image_key, width: row.image_width, height: row.image_height }
          : null,
      hasQrCode: Boolean(row.has_qr_code),
    });
  }
  return { offset: options.offset, total, slides };
}

/** The stored QR key of an available artwork, for the slideshow's QR image; null otherwise. */
export async function discoveryQrKey(db: Database, artworkId: string) {
  const found = await rows<{ qr_code_key: string | null }>(
    db,
    sql`select qr_code_key from artworks where id = ${artworkId} and is_available`,
  );
  return found[0]?.qr_code_key ?? null;
}
