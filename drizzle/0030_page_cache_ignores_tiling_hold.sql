-- The tiling job's hold on an image (tiling_held_until) is shown by no page:
-- changing it alone must not make every cached public page stale. The tiles
-- themselves (the Zoom button, the manifest) still do.
DROP TRIGGER artwork_images_page_cache_update ON artwork_images;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER artwork_images_page_cache_update AFTER UPDATE ON artwork_images
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN ((to_jsonb(OLD) - '{tiling_held_until}'::text[]) IS DISTINCT FROM (to_jsonb(NEW) - '{tiling_held_until}'::text[]))
EXECUTE FUNCTION bump_page_cache_version();
