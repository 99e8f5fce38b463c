-- The displayed artist is the original artist's name, else the member who first
-- listed the work (artist_id), who stays credited after a sale; only when that
-- account is gone does it fall back to the current owner.
CREATE OR REPLACE FUNCTION artworks_set_artist_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.artist_name := coalesce(
    nullif(btrim(NEW.original_artist_name), ''),
    (SELECT full_name FROM profiles WHERE id = NEW.artist_id),
    (SELECT full_name FROM profiles WHERE id = NEW.user_id)
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER artworks_artist_name ON artworks;
--> statement-breakpoint
CREATE TRIGGER artworks_artist_name
BEFORE INSERT OR UPDATE OF original_artist_name, user_id, artist_id ON artworks
FOR EACH ROW EXECUTE FUNCTION artworks_set_artist_name();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_propagate_full_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artworks SET original_artist_name = original_artist_name
  WHERE artist_id = NEW.id OR (artist_id IS NULL AND user_id = NEW.id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
UPDATE artworks SET original_artist_name = original_artist_name;
