-- Hand-written (decision 0019): a campground that starts taking bookings, loosens its booking
-- rules, gets a rate, or is shown again by an admin can open stays nobody freed. Record that as a
-- site-opened release for each of its active sites, like a new site, so alerts that watched it
-- while it was not bookable (watching = not-bookable) fire too. The matcher rechecks every stay.
CREATE FUNCTION "campwise_open_campground"("p_campground_id" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  site record;
BEGIN
  FOR site IN SELECT "id" FROM "sites" WHERE "campground_id" = p_campground_id AND "active" LOOP
    PERFORM campwise_release_nights(p_campground_id, site.id, daterange(NULL, NULL), NULL, NULL, 'site-opened');
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "campwise_booking_settings_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.enabled AND (
    TG_OP = 'INSERT'
    OR NOT OLD.enabled
    OR NEW.min_nights < OLD.min_nights
    OR NEW.max_nights > OLD.max_nights
    OR NEW.booking_window_days > OLD.booking_window_days
  ) THEN
    PERFORM campwise_open_campground(NEW.campground_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "booking_settings_opened" AFTER INSERT OR UPDATE ON "booking_settings"
  FOR EACH ROW EXECUTE FUNCTION "campwise_booking_settings_opened"();
--> statement-breakpoint
CREATE FUNCTION "campwise_campground_shown"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.hidden_at IS NOT NULL AND NEW.hidden_at IS NULL THEN
    PERFORM campwise_open_campground(NEW.id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campgrounds_shown" AFTER UPDATE OF "hidden_at" ON "campgrounds"
  FOR EACH ROW EXECUTE FUNCTION "campwise_campground_shown"();
--> statement-breakpoint
CREATE FUNCTION "campwise_rate_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campwise_open_campground(NEW.campground_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "rates_added" AFTER INSERT ON "rates"
  FOR EACH ROW EXECUTE FUNCTION "campwise_rate_added"();
