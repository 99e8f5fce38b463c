-- The displayed artist name lives on the artwork so that search can index it:
-- the original artist's name when given, else the current owner's full name.
CREATE FUNCTION artworks_set_artist_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.artist_name := coalesce(
    nullif(btrim(NEW.original_artist_name), ''),
    (SELECT full_name FROM profiles WHERE id = NEW.user_id)
  );
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER artworks_artist_name
BEFORE INSERT OR UPDATE OF original_artist_name, user_id ON artworks
FOR EACH ROW EXECUTE FUNCTION artworks_set_artist_name();
--> statement-breakpoint
CREATE FUNCTION profiles_propagate_full_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE artworks SET artist_name = coalesce(nullif(btrim(original_artist_name), ''), NEW.full_name)
  WHERE user_id = NEW.id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_full_name_to_artworks
AFTER UPDATE OF full_name ON profiles
FOR EACH ROW WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name)
EXECUTE FUNCTION profiles_propagate_full_name();
--> statement-breakpoint
UPDATE artworks SET original_artist_name = original_artist_name;
