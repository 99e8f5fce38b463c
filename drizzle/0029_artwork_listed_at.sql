-- When a work went on offer: set whenever is_available turns true (an insert
-- that is available, a relisting), kept as it is otherwise.
CREATE FUNCTION artworks_set_listed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_available AND (TG_OP = 'INSERT' OR NOT OLD.is_available) THEN
    NEW.listed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER artworks_listed_at
BEFORE INSERT OR UPDATE OF is_available ON artworks
FOR EACH ROW EXECUTE FUNCTION artworks_set_listed_at();
--> statement-breakpoint
-- Works on offer before the column existed count as listed when they were made.
UPDATE artworks SET listed_at = created_at WHERE is_available AND listed_at IS NULL;
--> statement-breakpoint
-- Existing favourites watch the work as it is now.
UPDATE favorites f SET
  watched_price_cents = a.sale_price_cents,
  watched_available = a.is_available AND NOT EXISTS (
    SELECT 1 FROM leases l
    WHERE l.artwork_id = a.id AND l.start_date <= current_date AND l.end_date > current_date
  )
FROM artworks a WHERE a.id = f.artwork_id;
