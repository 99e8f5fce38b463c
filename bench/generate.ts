/**
 * Fills a throwaway database with a large gallery in a few SQL statements
 * (INSERT … SELECT generate_series): artists spread over real ZIP codes,
 * artworks with the demo's mix of mediums, styles, prices, leases, badges,
 * views and dates, one image row each, and a member with favourites.
 * The artworks and their images are loaded without their indexes and row
 * triggers, which are put back afterwards (a million artworks in minutes
 * instead of an hour of index upkeep and deferred trigger calls).
 * Never point it at a real database: it is only called on databases the
 * benchmark created itself.
 */
import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { rows } from "~/db/rows.server";
import { ARTWORK_MEDIUMS } from "~/features/catalogue";

export const BENCH_VIEWER_EMAIL = "viewer@bench.example";
export const BENCH_VIEWER_ZIP = "21201";

const STYLES = [
  "Abstract",
  "Contemporary",
  "Expressionism",
  "Folk Art",
  "Impressionism",
  "Minimalism",
  "Pop Art",
  "Realism",
  "Street Art",
  "Surrealism",
  "Cubism",
  "Landscape",
  "Portrait",
  "Still Life",
];

const ADJECTIVES = [
  "Amber",
  "Azure",
  "Quiet",
  "Painted",
  "Broken",
  "Golden",
  "Silent",
  "Hidden",
  "Bright",
  "Morning",
  "Evening",
  "Northern",
  "Southern",
  "Harbor",
  "River",
  "Winter",
  "Summer",
  "Crimson",
  "Indigo",
  "Velvet",
  "Copper",
  "Paper",
  "Stone",
  "Glass",
  "Iron",
  "Cedar",
  "Wild",
  "Little",
  "Distant",
  "Open",
  "Folded",
  "Woven",
  "Scattered",
  "Tender",
  "Electric",
  "Faded",
  "Salt",
  "Blue",
  "Green",
  "Red",
];
const NOUNS = [
  "Light",
  "Field",
  "Harbor",
  "Window",
  "Garden",
  "Street",
  "Portrait",
  "Study",
  "Bloom",
  "Tide",
  "Orchard",
  "Market",
  "Skyline",
  "Thread",
  "River",
  "Mountain",
  "Dune",
  "Kitchen",
  "Stairwell",
  "Station",
  "Porch",
  "Alley",
  "Mural",
  "Quilt",
  "Vessel",
  "Figure",
  "Horizon",
  "Lantern",
  "Rowhouse",
  "Bridge",
  "Pier",
  "Forest",
  "Meadow",
  "Canal",
  "Rooftop",
  "Archive",
  "Choir",
  "Festival",
  "Signal",
  "Weather",
];
const THEMES = [
  "memory and home",
  "the changing neighborhood",
  "light on water",
  "family and work",
  "the city at night",
  "seasons and time",
  "music and movement",
  "quiet interiors",
  "migration and belonging",
  "the shape of labor",
];
const FIRST = [
  "Maya",
  "Theo",
  "Lena",
  "Jasmine",
  "Samuel",
  "Grace",
  "Ruth",
  "Omar",
  "Nadia",
  "Owen",
  "Imani",
  "Diego",
  "Hana",
  "Kofi",
  "Elena",
  "Marcus",
  "Priya",
  "Jonah",
  "Aisha",
  "Felix",
  "Rosa",
  "Kenji",
  "Amara",
  "Luca",
  "Zara",
  "Tomas",
  "Ines",
  "Malik",
  "Freya",
  "Arjun",
  "Leila",
  "Caleb",
  "Noor",
  "Ezra",
  "Sofia",
  "Andre",
  "Mei",
  "Darius",
  "Clara",
  "Yusuf",
];
const LAST = [
  "Robinson",
  "Vasquez",
  "Kowalski",
  "Carter",
  "Reyes",
  "Adebayo",
  "Abernathy",
  "Haddad",
  "Price",
  "Okafor",
  "Watanabe",
  "Delgado",
  "Moreau",
  "Nguyen",
  "Schmidt",
  "Osei",
  "Patel",
  "Levy",
  "Santos",
  "Kim",
  "Novak",
  "Ibrahim",
  "Costa",
  "Fischer",
  "Mensah",
  "Rossi",
  "Jensen",
  "Alvarez",
  "Tanaka",
  "Walker",
  "Bennett",
  "Hughes",
  "Morgan",
  "Silva",
  "Ortiz",
  "Diaz",
  "Larsen",
  "Byrne",
  "Quinn",
  "Ellis",
];

const pgArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
const pick = (values: readonly string[], random = "random()") =>
  `(${pgArray(values)})[1 + floor((${random}) * ${values.length})::int]`;

export type GenerateOptions = { artworks: number; artists: number; favorites: number };

/** Builds the gallery; returns how many rows each table got. */
export async function generateGallery(
  db: Database,
  { artworks, artists, favorites }: GenerateOptions,
): Promise<Record<string, number>> {
  const run = (text: string) => db.execute(sql.raw(text));

  // Artists: accounts, then profiles with a ZIP — six in ten around Baltimore and
  // Washington, the rest anywhere in the country.
  await run(`insert into "user" (name, email, email_verified)
    select 'Bench Artist ' || g, 'artist' || g || '@bench.example', true
    from generate_series(1, ${artists}) g`);
  await run(`create table bench_artists as
    with regional as (
      select array_agg(zip order by md5(zip)) as zips from zip_centroids
      where latitude between 38.3 and 40.2 and longitude between -77.8 and -75.5
    ), national as (
      select array_agg(zip) as zips from (select zip from zip_centroids order by md5(zip) limit 1500) s
    ), numbered as (
      select id, row_number() over (order by email)::int as n
      from "user" where email like 'artist%@bench.example'
    )
    select numbered.n, numbered.id,
      case when numbered.n % 10 < 6
        then regional.zips[1 + (numbered.n::bigint * 7919) % array_length(regional.zips, 1)]
        else national.zips[1 + (numbered.n::bigint * 104729) % array_length(national.zips, 1)]
      end as zip
    from numbered, regional, national`);
  await run(`insert into profiles (id, full_name, handle, zip_code, location, user_types)
    select a.id,
      (${pgArray(FIRST)})[1 + a.n % ${FIRST.length}] || ' ' || (${pgArray(LAST)})[1 + (a.n / ${FIRST.length}) % ${LAST.length}],
      'bench_artist_' || a.n, a.zip,
      coalesce(z.city, 'Baltimore') || ', ' || coalesce(z.state, 'MD'),
      array['member','artist']::user_type[]
    from bench_artists a left join zip_centroids z on z.zip = a.zip`);

  // Bulk load: drop the indexes that back no constraint and switch off the row
  // triggers (artist name, page-cache version, foreign-key checks) while the rows
  // go in; the rows below are consistent by construction.
  const bulkTables = ["artworks", "artwork_images"];
  const dropped = await rows<{ name: string; definition: string }>(
    db,
    sql.raw(`select indexname as name, indexdef as definition from pg_indexes
      where schemaname = current_schema() and tablename in ('${bulkTables.join("','")}')
        and indexname not in (select conname from pg_constraint)`),
  );
  for (const index of dropped) await run(`drop index "${index.name}"`);
  for (const table of bulkTables) await run(`alter table ${table} disable trigger all`);

  // Artworks: artist_name is what its trigger would set (no original artist name, so
  // the owner's full name); search_vector and zip5 are generated.
  await run(`insert into artworks (
      user_id, title, description, original_artist_name, artist_name, medium, style, location, zip_code,
      width, height, dimension_unit, creation_year,
      sale_price_cents, lease_daily_rate_cents, lease_weekly_rate_cents, lease_monthly_rate_cents,
      is_available, view_count, in_gentrification_zone, received_loan_grant,
      is_special_needs_artist, is_seeking_location, manage_own_sales, created_at, updated_at)
    select a.id,
      ${pick(ADJECTIVES)} || ' ' || ${pick(NOUNS)} || case when r.t < 0.3 then ' No. ' || (1 + floor(r.t * 30))::int else '' end,
      'A ' || lower(s.style) || ' work in ' || lower(m.medium) || ' about ' || ${pick(THEMES)}
        || '. ' || ${pick(ADJECTIVES)} || ' ' || lower(${pick(NOUNS)}) || ' and ' || lower(${pick(NOUNS)}) || '.',
      o.name, coalesce(o.name, p.full_name),
      m.medium, s.style, p.location, a.zip,
      round((10 + random() * 60)::numeric, 1), round((10 + random() * 80)::numeric, 1), 'in',
      2010 + floor(random() * 16)::int,
      case when r.offer < 0.75 then (round(exp(ln(50) + r.price * (ln(25000) - ln(50)))) * 100)::int end,
      case when r.offer >= 0.4 and r.offer < 0.95 then (greatest(5, round(exp(ln(50) + r.price * (ln(25000) - ln(50))) / 300)) * 100)::int end,
      case when r.offer >= 0.4 and r.offer < 0.95 then (greatest(25, round(exp(ln(50) + r.price * (ln(25000) - ln(50))) / 60)) * 100)::int end,
      case when r.offer >= 0.4 and r.offer < 0.95 then (greatest(80, round(exp(ln(50) + r.price * (ln(25000) - ln(50))) / 18)) * 100)::int end,
      random() < 0.88,
      floor(power(random(), 3) * 6000)::int,
      random() < 0.15, random() < 0.10, random() < 0.05, random() < 0.08, random() < 0.20,
      now() - (random() * 730) * interval '1 day', now()
    from generate_series(1, ${artworks}) g
    join bench_artists a on a.n = 1 + (g::bigint * 7919) % ${artists}
    join profiles p on p.id = a.id
    cross join lateral (select random() + 0 * g as t, random() + 0 * g as o,
      random() + 0 * g as offer, random() + 0 * g as price) r
    cross join lateral (select case when r.o < 0.05
      then ${pick(FIRST, "random() + 0 * g")} || ' ' || ${pick(LAST, "random() + 0 * g")} end as name) o
    cross join lateral (select ${pick(ARTWORK_MEDIUMS, "random() + 0 * g")} as medium) m
    cross join lateral (select ${pick(STYLES, "random() + 0 * g")} as style) s`);

  await run(`insert into artwork_images (artwork_id, position, image_key, width, height)
    select id, 0, 'bench/' || id, 1600, 1200 from artworks`);

  for (const table of bulkTables) await run(`alter table ${table} enable trigger all`);
  // Index builds get more sort memory than a session's default, for this transaction only.
  for (const index of dropped) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
      await tx.execute(sql.raw(index.definition));
    });
  }

  // The member who searches: a ZIP in Baltimore and some favourites.
  await run(
    `insert into "user" (name, email, email_verified) values ('Bench Viewer', '${BENCH_VIEWER_EMAIL}', true)`,
  );
  await run(`insert into profiles (id, full_name, handle, zip_code, location)
    select id, 'Bench Viewer', 'bench_viewer', '${BENCH_VIEWER_ZIP}', 'Baltimore, MD'
    from "user" where email = '${BENCH_VIEWER_EMAIL}'`);
  await run(`insert into favorites (user_id, artwork_id, created_at)
    select u.id, w.id, now() - (random() * 300) * interval '1 day'
    from "user" u, (select id from artworks order by md5(id::text) limit ${favorites}) w
    where u.email = '${BENCH_VIEWER_EMAIL}'`);
  await run("drop table bench_artists");

  const counts = await rows<{ name: string; count: number }>(
    db,
    sql`select 'artworks' as name, count(*)::int as count from artworks
      union all select 'available', count(*)::int from artworks where is_available
      union all select 'artists', count(*)::int from profiles
      union all select 'images', count(*)::int from artwork_images
      union all select 'favorites', count(*)::int from favorites
      union all select 'distinct zips', count(distinct zip5)::int from artworks`,
  );
  return Object.fromEntries(counts.map((c) => [c.name, c.count]));
}
