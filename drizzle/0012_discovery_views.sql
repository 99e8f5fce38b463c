CREATE TABLE "discovery_views" (
	"member_id" uuid NOT NULL,
	"artwork_id" uuid NOT NULL,
	"day" date NOT NULL,
	"owner_id" uuid NOT NULL,
	"shown_at" timestamp with time zone DEFAULT now() NOT NULL,
	"star_spent_at" timestamp with time zone,
	CONSTRAINT "discovery_views_member_id_artwork_id_day_pk" PRIMARY KEY("member_id","artwork_id","day")
);
--> statement-breakpoint
ALTER TABLE "discovery_views" ADD CONSTRAINT "discovery_views_member_id_user_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_views" ADD CONSTRAINT "discovery_views_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_views" ADD CONSTRAINT "discovery_views_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discovery_views_artwork_idx" ON "discovery_views" USING btree ("artwork_id");--> statement-breakpoint
CREATE INDEX "discovery_views_star_spent_idx" ON "discovery_views" USING btree ("star_spent_at","owner_id") WHERE "discovery_views"."star_spent_at" is not null;--> statement-breakpoint
CREATE INDEX "artworks_available_owner_idx" ON "artworks" USING btree ("user_id") WHERE "artworks"."is_available";