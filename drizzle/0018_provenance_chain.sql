-- The columns start without NOT NULL: existing entries are chained below first.
ALTER TABLE "provenance" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "provenance" ADD COLUMN "previous_hash" text;--> statement-breakpoint
ALTER TABLE "provenance" ADD COLUMN "hash" text;--> statement-breakpoint
-- R-provenance-chain: the hash of one entry. The canonical text is the fields
-- joined by '|': artwork id, position, event, acquired_at in whole microseconds
-- since 1970 (UTC), the previous hash ('' for the first), and last the owner's
-- name as recorded (last, so a '|' in a name cannot shift another field). Only
-- what never changes legitimately is hashed: owner_id and transaction_id are set
-- to null when an account or a transaction goes. The trigger and the
-- verification query both call this one function.
CREATE FUNCTION provenance_entry_hash(
  artwork_id uuid,
  entry_position integer,
  event provenance_event,
  owner_name text,
  acquired_at timestamptz,
  previous_hash text
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    artwork_id::text || '|' || entry_position::text || '|' || event::text || '|'
      || (extract(epoch FROM acquired_at) * 1000000)::bigint::text || '|'
      || coalesce(previous_hash, '') || '|' || owner_name,
    'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- Existing entries, per artwork in the order the artwork page lists them.
DO $$
DECLARE
  entry record;
  current_artwork uuid;
  last_position integer;
  last_hash text;
BEGIN
  FOR entry IN
    SELECT id, artwork_id, event, owner_name, acquired_at FROM provenance
    ORDER BY artwork_id, acquired_at, event, id
  LOOP
    IF entry.artwork_id IS DISTINCT FROM current_artwork THEN
      current_artwork := entry.artwork_id;
      last_position := 0;
      last_hash := NULL;
    END IF;
    last_position := last_position + 1;
    UPDATE provenance
      SET position = last_position,
          previous_hash = last_hash,
          hash = provenance_entry_hash(
            entry.artwork_id, last_position, entry.event, entry.owner_name, entry.acquired_at, last_hash)
      WHERE id = entry.id
      RETURNING hash INTO last_hash;
  END LOOP;
END;
$$;
--> statement-breakpoint
-- The updates queued the page cache's deferred trigger (0014), and a table with
-- pending trigger events cannot be altered: it runs now, then waits for the commit again.
SET CONSTRAINTS provenance_page_cache_update IMMEDIATE;--> statement-breakpoint
ALTER TABLE "provenance" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "provenance" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
SET CONSTRAINTS provenance_page_cache_update DEFERRED;--> statement-breakpoint
-- One entry per position: two writers can never both append the same next entry.
CREATE UNIQUE INDEX "provenance_artwork_position_idx" ON "provenance" USING btree ("artwork_id","position");--> statement-breakpoint
-- Every new entry is appended to its artwork's chain, whatever the insert gave
-- for these columns. The artwork row is locked first (checkout holds that lock
-- already), so concurrent appends to one artwork take turns and each sees the
-- last entry; several rows in one statement are chained in the order inserted.
CREATE FUNCTION provenance_chain_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_position integer;
  last_hash text;
BEGIN
  PERFORM 1 FROM artworks WHERE id = NEW.artwork_id FOR NO KEY UPDATE;
  SELECT p.position, p.hash INTO last_position, last_hash
    FROM provenance p
    WHERE p.artwork_id = NEW.artwork_id
    ORDER BY p.position DESC
    LIMIT 1;
  NEW.position := coalesce(last_position, 0) + 1;
  NEW.previous_hash := last_hash;
  NEW.hash := provenance_entry_hash(
    NEW.artwork_id, NEW.position, NEW.event, NEW.owner_name, NEW.acquired_at, NEW.previous_hash);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER provenance_chain
  BEFORE INSERT ON provenance
  FOR EACH ROW EXECUTE FUNCTION provenance_chain_append();
