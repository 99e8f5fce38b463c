ALTER TABLE "artwork_images" ADD COLUMN "tiles" jsonb;--> statement-breakpoint
ALTER TABLE "artwork_images" ADD COLUMN "tiling_held_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "artwork_images_untiled_idx" ON "artwork_images" USING btree ("created_at") WHERE "artwork_images"."tiles" is null;