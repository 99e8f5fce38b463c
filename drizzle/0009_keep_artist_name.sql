-- A collector is never "the artist". When the original artist's account is
-- deleted, artist_id becomes NULL on the works they sold; the name then comes
-- from the work's first upload record, else the name it already had. The
-- current owner's name is used only for a work that was never sold.
CREATE OR REPLACE FUNCTION artworks_set_artist_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.artist_name := coalesce(
    nullif(btrim(NEW.original_artist_name), ''),
    (SELECT full_name FROM profiles WHERE id = NEW.artist_id),
    (SELECT nullif(btrim(owner_name), '') FROM provenance
      WHERE artwork_id = NEW.id AND event = 'upload' ORDER BY acquired_at, id LIMIT 1),
    CASE WHEN TG_OP = 'UPDATE' AND OLD.artist_id IS NOT NULL THEN OLD.artist_name END,
    CASE WHEN NOT EXISTS (SELECT 1 FROM provenance WHERE artwork_id = NEW.id AND event = 'purchase')
      THEN (SELECT full_name FROM profiles WHERE id = NEW.user_id) END,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.artist_name END
  );
  RETURN NEW;
END;
$$;
