CREATE TABLE "zip_centroids" (
	"zip" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"city" text,
	"state" text
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "artist_name" text;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "zip5" text GENERATED ALWAYS AS (left(zip_code, 5)) STORED;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(artist_name, '')), 'B') || setweight(to_tsvector('simple', coalesce(medium, '') || ' ' || coalesce(style, '')), 'C') || setweight(to_tsvector('simple', coalesce(description, '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "zip_centroids_lat_lon_idx" ON "zip_centroids" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "artworks_available_newest_idx" ON "artworks" USING btree ("created_at" DESC NULLS LAST,"id") WHERE "artworks"."is_available";--> statement-breakpoint
CREATE INDEX "artworks_available_price_idx" ON "artworks" USING btree ("sale_price_cents","id") WHERE "artworks"."is_available";--> statement-breakpoint
CREATE INDEX "artworks_search_idx" ON "artworks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "artworks_zip5_idx" ON "artworks" USING btree ("zip5");