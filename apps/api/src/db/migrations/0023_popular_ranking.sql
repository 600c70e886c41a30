-- sort=popular (ADR 0029): saves counted per campground and a stored popularity read off an index.
ALTER TABLE "campgrounds" ADD COLUMN "saves_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "popularity" double precision GENERATED ALWAYS AS ((
  0.3::float8 * quality
  + case when reservable and agency in ('nps', 'usfs', 'blm', 'army_corps')
      then 4::float8 * ln(1 + greatest(coalesce(num_sites, 0), 0)::float8) else 0::float8 end
  + case when rating_count > 0 and rating_average is not null
      then 4::float8 * ln(1 + rating_count::float8)
        * ((rating_average * rating_count + 15::float8) / (rating_count + 5)::float8 - 2::float8)
      else 0::float8 end
  + 8::float8 * ln(1 + greatest(saves_count, 0)::float8)
)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "campgrounds_visible_popularity_idx" ON "campgrounds" USING btree ("popularity" DESC NULLS LAST,"id") WHERE "campgrounds"."hidden_at" is null;--> statement-breakpoint
-- Saves are campers, not list entries: one camper keeping a campground in three lists is one save.
CREATE FUNCTION "campwise_count_saves"("p_campground_id" integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "campgrounds" SET "saves_count" = (
    SELECT count(DISTINCT l."user_id")::int FROM "saved_list_items" i
      JOIN "saved_lists" l ON l."id" = i."list_id"
    WHERE i."campground_id" = p_campground_id
  ) WHERE "id" = p_campground_id;
$$;
--> statement-breakpoint
-- A trigger rather than the saved-lists code: deleting a list or an account removes items by
-- cascade, and an admin's merge moves them to another campground (UPDATE), which the saved-lists
-- code never sees.
CREATE FUNCTION "campwise_saved_list_items_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM campwise_count_saves(NEW.campground_id);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM campwise_count_saves(OLD.campground_id);
  ELSIF NEW.campground_id <> OLD.campground_id THEN
    PERFORM campwise_count_saves(OLD.campground_id);
    PERFORM campwise_count_saves(NEW.campground_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "saved_list_items_counted" AFTER INSERT OR UPDATE OR DELETE ON "saved_list_items"
  FOR EACH ROW EXECUTE FUNCTION "campwise_saved_list_items_counted"();
--> statement-breakpoint
UPDATE "campgrounds" c SET "saves_count" = s."campers" FROM (
  SELECT i."campground_id", count(DISTINCT l."user_id")::int AS "campers" FROM "saved_list_items" i
    JOIN "saved_lists" l ON l."id" = i."list_id"
  GROUP BY i."campground_id"
) s WHERE s."campground_id" = c."id";
