-- Whole cents in bigint: a 32-bit integer ends at $21,474,836.47, below the
-- prices the forms take. One ALTER per table, so each table is rewritten once.
ALTER TABLE "artworks"
  ALTER COLUMN "sale_price_cents" SET DATA TYPE bigint,
  ALTER COLUMN "lease_daily_rate_cents" SET DATA TYPE bigint,
  ALTER COLUMN "lease_weekly_rate_cents" SET DATA TYPE bigint,
  ALTER COLUMN "lease_monthly_rate_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "curator_space_selections" ALTER COLUMN "price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscription_plans" ALTER COLUMN "price_cents" SET DATA TYPE bigint;
