-- Autocomplete (features/autocomplete, docs/decisions/0005-autocomplete.md): index-backed
-- name search. Trigram GIN indexes serve word prefixes and typo-tolerant matches (q of 3+
-- characters); the text_pattern_ops btrees serve plain prefixes of 1 or 2 characters.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "places_name_trgm_idx" ON "places" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campgrounds_name_trgm_idx" ON "campgrounds" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "places_name_prefix_idx" ON "places" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "campgrounds_name_prefix_idx" ON "campgrounds" USING btree (lower("name") text_pattern_ops);
