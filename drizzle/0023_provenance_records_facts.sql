ALTER TYPE "public"."provenance_event" ADD VALUE 'correction';--> statement-breakpoint
-- The column starts without NOT NULL: existing entries are filled below first.
ALTER TABLE "provenance" ADD COLUMN "facts" jsonb;--> statement-breakpoint
-- R-provenance-chain: a work's facts as an entry records them (what a
-- certificate states): its details and its image keys, main image first.
CREATE FUNCTION artwork_recorded_facts(work uuid) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'title', a.title,
    'artist', a.artist_name,
    'medium', a.medium,
    'style', a.style,
    'description', a.description,
    'width', a.width,
    'height', a.height,
    'depth', a.depth,
    'unit', a.dimension_unit,
    'year', a.creation_year,
    'madeIn', a.inception_location,
    'images', coalesce(
      (SELECT jsonb_agg(i.image_key ORDER BY i.position, i.id) FROM artwork_images i WHERE i.artwork_id = a.id),
      '[]'::jsonb))
  FROM artworks a WHERE a.id = work
$$;
--> statement-breakpoint
-- The hash now covers the recorded facts too. Their jsonb text is canonical and
-- self-delimiting, so it goes just before the owner's name, which stays last.
DROP FUNCTION provenance_entry_hash(uuid, integer, provenance_event, text, timestamptz, text);--> statement-breakpoint
CREATE FUNCTION provenance_entry_hash(
  artwork_id uuid,
  entry_position integer,
  event provenance_event,
  owner_name text,
  acquired_at timestamptz,
  previous_hash text,
  facts jsonb
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    artwork_id::text || '|' || entry_position::text || '|' || event::text || '|'
      || (extract(epoch FROM acquired_at) * 1000000)::bigint::text || '|'
      || coalesce(previous_hash, '') || '|' || coalesce(facts::text, '') || '|' || owner_name,
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Entries made before facts were recorded get the work's facts as they are now
-- (the best record there is), and every chain is sealed again in its order.
DO $$
DECLARE
  entry record;
  current_artwork uuid;
  last_hash text;
BEGIN
  FOR entry IN
    SELECT id, artwork_id, position, event, owner_name, acquired_at FROM provenance
    ORDER BY artwork_id, position
  LOOP
    IF entry.artwork_id IS DISTINCT FROM current_artwork THEN
      current_artwork := entry.artwork_id;
      last_hash := NULL;
    END IF;
    UPDATE provenance
      SET facts = artwork_recorded_facts(entry.artwork_id),
          previous_hash = last_hash,
          hash = provenance_entry_hash(
            entry.artwork_id, entry.position, entry.event, entry.owner_name, entry.acquired_at,
            last_hash, artwork_recorded_facts(entry.artwork_id))
      WHERE id = entry.id
      RETURNING hash INTO last_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- As in 0018: the updates queued the page cache's deferred trigger (0014).
SET CONSTRAINTS provenance_page_cache_update IMMEDIATE;--> statement-breakpoint
ALTER TABLE "provenance" ALTER COLUMN "facts" SET NOT NULL;--> statement-breakpoint
SET CONSTRAINTS provenance_page_cache_update DEFERRED;--> statement-breakpoint
-- Every new entry records the work's facts at that moment, whatever the insert
-- gave; from the first sale on, the facts of the entry before, so they stay
-- those of the first sale by construction (the artist's displayed name, which
-- follows a profile rename, included).
CREATE OR REPLACE FUNCTION provenance_chain_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position integer;
  last_hash text;
  last_facts jsonb;
  sold boolean;
BEGIN
  PERFORM 1 FROM artworks WHERE id = NEW.artwork_id FOR NO KEY UPDATE;
  SELECT p.position, p.hash, p.facts INTO last_position, last_hash, last_facts
    FROM provenance p
    WHERE p.artwork_id = NEW.artwork_id
    ORDER BY p.position DESC
    LIMIT 1;
  sold := EXISTS (SELECT 1 FROM provenance p WHERE p.artwork_id = NEW.artwork_id AND p.event = 'purchase');
  NEW.position := coalesce(last_position, 0) + 1;
  NEW.previous_hash := last_hash;
  NEW.facts := CASE WHEN sold THEN last_facts ELSE artwork_recorded_facts(NEW.artwork_id) END;
  NEW.hash := provenance_entry_hash(
    NEW.artwork_id, NEW.position, NEW.event, NEW.owner_name, NEW.acquired_at, NEW.previous_hash,
    NEW.facts);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- R-artwork-lifecycle: from a work's first sale its facts are fixed, whoever
-- writes: the database refuses the change, so what a certificate states stays
-- true. (original_artist_name is rewritten unchanged when a profile is renamed;
-- only a real change counts.)
CREATE FUNCTION refuse_sold_artwork_fact_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  work uuid;
  -- An image moved to another work leaves the one it came from: both count.
  moved_from uuid;
BEGIN
  IF TG_TABLE_NAME = 'artworks' THEN
    work := NEW.id;
  ELSIF TG_OP = 'DELETE' THEN
    work := OLD.artwork_id;
    -- The images of a work being deleted go with it.
    IF NOT EXISTS (SELECT 1 FROM artworks a WHERE a.id = work) THEN
      RETURN OLD;
    END IF;
  ELSE
    work := NEW.artwork_id;
    IF TG_OP = 'UPDATE' THEN
      moved_from := OLD.artwork_id;
    END IF;
  END IF;
  IF EXISTS (
    SELECT 1 FROM provenance p
    WHERE p.event = 'purchase' AND (p.artwork_id = work OR p.artwork_id = moved_from)
  ) THEN
    RAISE EXCEPTION 'the facts of a sold artwork cannot change (artwork %)', work
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER artworks_facts_fixed_after_sale
  BEFORE UPDATE ON artworks
  FOR EACH ROW
  WHEN ((OLD.title, OLD.description, OLD.original_artist_name, OLD.medium, OLD.style,
         OLD.width, OLD.height, OLD.depth, OLD.dimension_unit, OLD.creation_year, OLD.inception_location)
        IS DISTINCT FROM
        (NEW.title, NEW.description, NEW.original_artist_name, NEW.medium, NEW.style,
         NEW.width, NEW.height, NEW.depth, NEW.dimension_unit, NEW.creation_year, NEW.inception_location))
  EXECUTE FUNCTION refuse_sold_artwork_fact_change();
--> statement-breakpoint
-- Images too. Deleting a sold work is for the app to refuse (R-artwork-lifecycle).
CREATE TRIGGER artwork_images_added_or_removed_after_sale
  BEFORE INSERT OR DELETE ON artwork_images
  FOR EACH ROW
  EXECUTE FUNCTION refuse_sold_artwork_fact_change();
--> statement-breakpoint
CREATE TRIGGER artwork_images_changed_after_sale
  BEFORE UPDATE ON artwork_images
  FOR EACH ROW
  WHEN ((OLD.artwork_id, OLD.position, OLD.image_key) IS DISTINCT FROM (NEW.artwork_id, NEW.position, NEW.image_key))
  EXECUTE FUNCTION refuse_sold_artwork_fact_change();
