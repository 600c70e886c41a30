-- Custom SQL migration (decision 0019, amended): nights are recorded as released, and an
-- alerts.match-release job queued, only when the campground has an active alert at that moment.
-- Before, every site, rate or booking-settings insert (a demo-inventory seed, a manager setting
-- up a campground) queued a job that could match nothing: thousands at once after a seed.
CREATE OR REPLACE FUNCTION "campwise_release_nights"("p_campground_id" integer, "p_site_id" integer, "p_stay" daterange, "p_reservation_id" uuid, "p_block_id" integer, "p_cause" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  release_id bigint;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM "availability_alerts"
     WHERE "campground_id" = p_campground_id AND "status" = 'active'
  ) THEN
    RETURN;
  END IF;
  INSERT INTO "inventory_releases" ("campground_id", "site_id", "stay", "reservation_id", "block_id", "cause")
    VALUES (p_campground_id, p_site_id, p_stay, p_reservation_id, p_block_id, p_cause)
    RETURNING "id" INTO release_id;
  INSERT INTO "jobs" ("kind", "payload", "run_at", "max_attempts")
    VALUES ('alerts.match-release', jsonb_build_object('releaseId', release_id), '-infinity', 5);
  PERFORM pg_notify('campwise_jobs', 'alerts.match-release');
END
$$;
