CREATE TABLE "page_cache_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "page_cache_version_single_row" CHECK ("page_cache_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "page_cache_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- Public pages are cached as rendered HTML under this version. Any change to
-- what they show raises it, once per transaction and at its commit: the rise
-- becomes visible together with the change, so a reader that saw the old
-- version also rendered the old data, and its copy is dropped. Running at
-- commit, after everything else the transaction locked, the single row's lock
-- cannot take part in a deadlock.
-- The new version is also announced on a channel: the embedded database's one
-- process keeps it in memory instead of asking for it on every request.
CREATE FUNCTION bump_page_cache_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  IF current_setting('gallery.page_cache_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('gallery.page_cache_bumped', 'on', true);
    UPDATE page_cache_version SET version = version + 1 WHERE id = 1 RETURNING version INTO raised;
    PERFORM pg_notify('page_cache_version', raised::text);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- TRUNCATE has no row triggers: it raises the version at once.
CREATE FUNCTION bump_page_cache_version_now() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  raised bigint;
BEGIN
  UPDATE page_cache_version SET version = version + 1 WHERE id = 1 RETURNING version INTO raised;
  PERFORM pg_notify('page_cache_version', raised::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  watched text[][] := ARRAY[
    -- table, columns whose change alone no page shows ('' for none)
    ARRAY['artworks', 'view_count,updated_at'],
    ARRAY['artwork_images', ''],
    ARRAY['profiles', 'current_promotion_stars,current_reveals,updated_at'],
    ARRAY['comments', ''],
    ARRAY['transactions', ''],
    ARRAY['leases', ''],
    ARRAY['provenance', ''],
    ARRAY['subscription_plans', '']
  ];
  entry text[];
  ignored text;
BEGIN
  FOREACH entry SLICE 1 IN ARRAY watched LOOP
    ignored := quote_literal('{' || entry[2] || '}');
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR DELETE ON %I
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_page_cache_version()',
      entry[1] || '_page_cache_write', entry[1]);
    EXECUTE format(
      'CREATE CONSTRAINT TRIGGER %I AFTER UPDATE ON %I
       DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
       WHEN ((to_jsonb(OLD) - %s::text[]) IS DISTINCT FROM (to_jsonb(NEW) - %s::text[]))
       EXECUTE FUNCTION bump_page_cache_version()',
      entry[1] || '_page_cache_update', entry[1], ignored, ignored);
    EXECUTE format(
      'CREATE TRIGGER %I AFTER TRUNCATE ON %I
       FOR EACH STATEMENT EXECUTE FUNCTION bump_page_cache_version_now()',
      entry[1] || '_page_cache_truncate', entry[1]);
  END LOOP;
END;
$$;
