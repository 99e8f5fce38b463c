-- Views per day for the artist's charts: whenever an artwork's view_count goes
-- up, the increase is added to today's row (UTC) of artwork_view_days. The
-- artwork page only bumps view_count; this keeps the history beside it.
CREATE FUNCTION artworks_record_view_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO artwork_view_days (artwork_id, day, views)
  VALUES (NEW.id, (now() AT TIME ZONE 'UTC')::date, NEW.view_count - OLD.view_count)
  ON CONFLICT (artwork_id, day)
  DO UPDATE SET views = artwork_view_days.views + EXCLUDED.views;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER artworks_view_days
AFTER UPDATE OF view_count ON artworks
FOR EACH ROW WHEN (NEW.view_count > OLD.view_count)
EXECUTE FUNCTION artworks_record_view_days();
