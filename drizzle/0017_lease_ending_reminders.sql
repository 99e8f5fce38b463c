ALTER TABLE "leases" ADD COLUMN "ending_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leases_end_date_idx" ON "leases" USING btree ("end_date");