CREATE TABLE "artwork_view_days" (
	"artwork_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "artwork_view_days_artwork_id_day_pk" PRIMARY KEY("artwork_id","day")
);
--> statement-breakpoint
ALTER TABLE "artwork_view_days" ADD CONSTRAINT "artwork_view_days_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE cascade ON UPDATE no action;