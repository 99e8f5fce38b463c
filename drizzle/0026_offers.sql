CREATE TYPE "public"."offer_status" AS ENUM('open', 'countered', 'accepted', 'declined', 'withdrawn', 'expired', 'lapsed', 'completed', 'void');--> statement-breakpoint
CREATE TABLE "artwork_offer_settings" (
	"artwork_id" uuid PRIMARY KEY NOT NULL,
	"accepts_offers" boolean DEFAULT true NOT NULL,
	"floor_cents" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artwork_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"amount_cents" bigint NOT NULL,
	"note" text,
	"counter_cents" bigint,
	"counter_note" text,
	"status" "offer_status" DEFAULT 'open' NOT NULL,
	"below_floor" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"price_cents" bigint,
	"reserved_until" timestamp with time zone,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_amount_positive" CHECK ("offers"."amount_cents" > 0),
	CONSTRAINT "offers_counter_positive" CHECK ("offers"."counter_cents" is null or "offers"."counter_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "artwork_offer_settings" ADD CONSTRAINT "artwork_offer_settings_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_open_per_buyer_idx" ON "offers" USING btree ("artwork_id","buyer_id") WHERE status in ('open', 'countered');--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_accepted_per_work_idx" ON "offers" USING btree ("artwork_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX "offers_owner_created_idx" ON "offers" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_buyer_created_idx" ON "offers" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_waiting_expiry_idx" ON "offers" USING btree ("expires_at") WHERE status in ('open', 'countered', 'accepted');