-- Searches with more than one filter (a style or medium with a support badge,
-- a price or a lease; a badge in price or date order) read table rows to test
-- the filters the sort's index did not hold: at a million artworks 60-230 ms
-- for a page or a count. Every search index now carries every filter column,
-- as the popularity and ZIP indexes of 0005_search_indexes already do, so the
-- pages and counts are index-only scans. Newest first and price order are
-- dropped from the Drizzle schema, which cannot declare INCLUDE, and made
-- again here under the same names.
DROP INDEX "artworks_available_newest_idx";--> statement-breakpoint
DROP INDEX "artworks_available_price_idx";--> statement-breakpoint
CREATE INDEX "artworks_available_newest_idx" ON "artworks" USING btree ("created_at" DESC NULLS LAST, "id") INCLUDE ("view_count", "sale_price_cents", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "style", "user_id", "zip5") WHERE "artworks"."is_available";--> statement-breakpoint
CREATE INDEX "artworks_available_price_idx" ON "artworks" USING btree ("sale_price_cents", "id") INCLUDE ("view_count", "created_at", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "style", "user_id", "zip5") WHERE "artworks"."is_available";--> statement-breakpoint
DROP INDEX "artworks_available_price_desc_idx";--> statement-breakpoint
CREATE INDEX "artworks_available_price_desc_idx" ON "artworks" USING btree ("sale_price_cents" DESC NULLS LAST, "id") INCLUDE ("view_count", "created_at", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "style", "user_id", "zip5") WHERE "artworks"."is_available";--> statement-breakpoint
-- Style and medium: still first, for the equality filter and the loose index
-- scan that lists the values in use.
DROP INDEX "artworks_available_style_views_idx";--> statement-breakpoint
CREATE INDEX "artworks_available_style_views_idx" ON "artworks" USING btree ("style", "view_count" DESC NULLS LAST, "id") INCLUDE ("created_at", "sale_price_cents", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "user_id", "zip5") WHERE "artworks"."is_available";--> statement-breakpoint
DROP INDEX "artworks_available_medium_views_idx";--> statement-breakpoint
CREATE INDEX "artworks_available_medium_views_idx" ON "artworks" USING btree ("medium", "view_count" DESC NULLS LAST, "id") INCLUDE ("created_at", "sale_price_cents", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "style", "user_id", "zip5") WHERE "artworks"."is_available";
