-- sort=recommended (the default): most complete first, then the more popular (ADR 0029), never by name.
DROP INDEX "campgrounds_quality_name_idx";--> statement-breakpoint
CREATE INDEX "campgrounds_visible_recommended_idx" ON "campgrounds" USING btree ("quality" DESC NULLS LAST,"popularity" DESC NULLS LAST,"id") WHERE "campgrounds"."hidden_at" is null;