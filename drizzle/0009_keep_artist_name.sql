-- When the original artist's account is deleted, artist_id becomes NULL on the
-- works they sold. Keep the name they were credited under instead of falling
-- back to the current owner: a collector is never "the artist".
CREATE OR REPLACE FUNCTION artworks_set_artist_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.artist_name := coalesce(
    nullif(btrim(NEW.original_artist_name), ''),
    (SELECT full_name FROM profiles WHERE id = NEW.artist_id),
    CASE WHEN TG_OP = 'UPDATE' AND OLD.artist_id IS NOT NULL THEN OLD.artist_name END,
    (SELECT full_name FROM profiles WHERE id = NEW.user_id)
  );
  RETURN NEW;
END;
$$;
