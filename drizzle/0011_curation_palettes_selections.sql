CREATE TABLE "curator_space_selections" (
	"space_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"artwork_id" uuid,
	"title" text NOT NULL,
	"artist_name" text,
	"price_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curator_space_selections_space_id_position_pk" PRIMARY KEY("space_id","position")
);
--> statement-breakpoint
ALTER TABLE "artwork_images" ADD COLUMN "palette" jsonb;--> statement-breakpoint
ALTER TABLE "curator_space_images" ADD COLUMN "palette" jsonb;--> statement-breakpoint
ALTER TABLE "curator_space_selections" ADD CONSTRAINT "curator_space_selections_space_id_curator_spaces_id_fk" FOREIGN KEY ("space_id") REFERENCES "public"."curator_spaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curator_space_selections" ADD CONSTRAINT "curator_space_selections_artwork_id_artworks_id_fk" FOREIGN KEY ("artwork_id") REFERENCES "public"."artworks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "curator_space_selections_artwork_idx" ON "curator_space_selections" USING btree ("artwork_id");