-- pg_trgm answers the admin member search's ILIKE '%word%' (PGlite loads it in connect()).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "profiles_name_handle_trgm_idx" ON "profiles" USING gin ((coalesce("full_name", '') || ' ' || "handle") gin_trgm_ops);
