-- Search (features/catalogue/search-results.server.ts). Every search is on
-- available artworks only, so these are partial indexes, ordered NULLS LAST
-- like the queries, each ending with the id (the stable tiebreak).
--
-- Style and medium: an equality filter read in popularity order, and the
-- loose index scan that lists the styles and mediums in use (one probe per value).
CREATE INDEX "artworks_available_style_views_idx" ON "artworks" USING btree ("style", "view_count" DESC NULLS LAST, "id") WHERE "artworks"."is_available";
--> statement-breakpoint
CREATE INDEX "artworks_available_medium_views_idx" ON "artworks" USING btree ("medium", "view_count" DESC NULLS LAST, "id") WHERE "artworks"."is_available";
--> statement-breakpoint
-- Price: High to Low, with unpriced works last.
CREATE INDEX "artworks_available_price_desc_idx" ON "artworks" USING btree ("sale_price_cents" DESC NULLS LAST, "id") WHERE "artworks"."is_available";
--> statement-breakpoint
-- Covering index: popularity order with every filter column alongside, so a
-- page's ids and the result count come from index-only scans, without
-- reading the (wide) table rows.
CREATE INDEX "artworks_available_filters_idx" ON "artworks" USING btree ("view_count" DESC NULLS LAST, "id") INCLUDE ("created_at", "sale_price_cents", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "style", "user_id", "zip5") WHERE "artworks"."is_available";
--> statement-breakpoint
-- Near me: the ZIPs in use (loose index scan) and, ZIP by ZIP, the matching
-- artworks in popularity order, filters checked in the index.
CREATE INDEX "artworks_available_zip_views_idx" ON "artworks" USING btree ("zip5", "view_count" DESC NULLS LAST, "id") INCLUDE ("sale_price_cents", "lease_daily_rate_cents", "lease_weekly_rate_cents", "lease_monthly_rate_cents", "in_gentrification_zone", "received_loan_grant", "is_special_needs_artist", "is_seeking_location", "medium", "style", "user_id") WHERE "artworks"."is_available";
