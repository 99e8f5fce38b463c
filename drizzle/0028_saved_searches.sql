CREATE TYPE "public"."alert_frequency" AS ENUM('instant', 'daily', 'off');--> statement-breakpoint
CREATE TABLE "alerted_works" (
	"user_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"saved_search_id" uuid,
	"alerted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerted_works_user_id_artwork_id_pk" PRIMARY KEY("user_id","artwork_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" text NOT NULL,
	"alert" "alert_frequency" DEFAULT 'off' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"alerted_until" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_user_query_key" UNIQUE("user_id","query")
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "listed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "watched_price_cents" bigint;--> statement-breakpoint
ALTER TABLE "favorites" ADD COLUMN "watched_available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "alerted_works" ADD CONSTRAINT "alerted_works_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerted_works" ADD CONSTRAINT "alerted_works_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerted_works" ADD CONSTRAINT "alerted_works_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerted_works_artwork_idx" ON "alerted_works" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_idx" ON "saved_searches" USING btree ("alert","alerted_until");--> statement-breakpoint
CREATE INDEX "artworks_available_listed_idx" ON "artworks" USING btree ("listed_at") WHERE "artworks"."is_available";