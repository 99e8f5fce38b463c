ALTER TYPE "public"."transaction_status" ADD VALUE 'charged' BEFORE 'completed';--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Refunds recorded before this column existed count from the transaction's creation.
UPDATE "transactions" SET "refunded_at" = "created_at" WHERE "status" = 'refunded';
