ALTER TABLE "trip_plans" ADD COLUMN "night_count" integer;--> statement-breakpoint
CREATE INDEX "alert_openings_created_idx" ON "alert_openings" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "trip_plans" ADD CONSTRAINT "trip_plans_night_count_check" CHECK ("trip_plans"."night_count" is null or "trip_plans"."night_count" between 1 and 60);