CREATE INDEX "campgrounds_created_idx" ON "campgrounds" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "campgrounds_updated_after_added_idx" ON "campgrounds" USING btree ("updated_at","id") WHERE "campgrounds"."updated_at" > "campgrounds"."created_at";--> statement-breakpoint
CREATE INDEX "field_reports_visible_created_idx" ON "field_reports" USING btree ("created_at","id") WHERE "field_reports"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_visible_created_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."hidden_at" is null;