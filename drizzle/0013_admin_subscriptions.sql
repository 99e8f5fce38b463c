DROP INDEX "user_subscriptions_period_end_idx";--> statement-breakpoint
CREATE INDEX "profiles_name_handle_search_idx" ON "profiles" USING gin (to_tsvector('simple', coalesce("full_name", '') || ' ' || "handle"));--> statement-breakpoint
CREATE INDEX "profiles_handle_prefix_idx" ON "profiles" USING btree (lower("handle") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "profiles_full_name_id_idx" ON "profiles" USING btree ("full_name","id");--> statement-breakpoint
CREATE INDEX "user_email_prefix_idx" ON "user" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
-- A member keeps one active subscription: before the unique index, every active
-- subscription but the member's newest (by creation, then period end) is canceled.
UPDATE "user_subscriptions" SET "status" = 'canceled', "updated_at" = now()
WHERE "status" = 'active' AND "id" NOT IN (
	SELECT DISTINCT ON ("user_id") "id" FROM "user_subscriptions"
	WHERE "status" = 'active'
	ORDER BY "user_id", "created_at" DESC, "current_period_end" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_one_active_key" ON "user_subscriptions" USING btree ("user_id") WHERE "user_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "user_subscriptions_period_end_id_idx" ON "user_subscriptions" USING btree ("current_period_end","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_status_period_end_idx" ON "user_subscriptions" USING btree ("status","current_period_end","id");--> statement-breakpoint
CREATE INDEX "user_subscriptions_plan_period_end_idx" ON "user_subscriptions" USING btree ("plan_id","current_period_end","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_created_idx" ON "audit_log" USING btree ("actor_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_subject_created_idx" ON "audit_log" USING btree ("subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action","created_at" DESC NULLS LAST);