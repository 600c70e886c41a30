CREATE TABLE "alert_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"opening_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"digest_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_deliveries_channel_check" CHECK ("alert_deliveries"."channel" in ('email', 'in-app', 'push')),
	CONSTRAINT "alert_deliveries_status_check" CHECK ("alert_deliveries"."status" in ('sent', 'skipped', 'digest'))
);
--> statement-breakpoint
CREATE TABLE "alert_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"alert_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"release_id" bigint,
	"site_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "availability_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"campground_id" integer NOT NULL,
	"site_type_id" integer,
	"site_id" integer,
	"mode" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"nights" integer NOT NULL,
	"weekends_only" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_opening_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_alerts_mode_check" CHECK ("availability_alerts"."mode" in ('exact', 'flexible')),
	CONSTRAINT "availability_alerts_status_check" CHECK ("availability_alerts"."status" in ('active', 'paused', 'expired')),
	CONSTRAINT "availability_alerts_dates_check" CHECK ("availability_alerts"."end_date" > "availability_alerts"."start_date"),
	CONSTRAINT "availability_alerts_nights_check" CHECK ("availability_alerts"."nights" between 1 and 30 and "availability_alerts"."nights" <= "availability_alerts"."end_date" - "availability_alerts"."start_date")
);
--> statement-breakpoint
CREATE TABLE "inventory_releases" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"stay" daterange NOT NULL,
	"reservation_id" uuid,
	"block_id" integer,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "inventory_releases_cause_check" CHECK ("inventory_releases"."cause" in ('released', 'site-opened'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"url" text NOT NULL,
	"alert_id" uuid,
	"opening_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"last_success_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_opening_id_alert_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."alert_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_availability_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."availability_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_openings" ADD CONSTRAINT "alert_openings_alert_id_availability_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."availability_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_openings" ADD CONSTRAINT "alert_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_openings" ADD CONSTRAINT "alert_openings_release_id_inventory_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."inventory_releases"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_openings" ADD CONSTRAINT "alert_openings_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_site_type_id_site_types_id_fk" FOREIGN KEY ("site_type_id") REFERENCES "public"."site_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_alerts" ADD CONSTRAINT "availability_alerts_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_alert_id_availability_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."availability_alerts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_opening_id_alert_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."alert_openings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_deliveries_opening_channel_idx" ON "alert_deliveries" USING btree ("opening_id","channel");--> statement-breakpoint
CREATE INDEX "alert_deliveries_user_idx" ON "alert_deliveries" USING btree ("user_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "alert_openings_alert_release_idx" ON "alert_openings" USING btree ("alert_id","release_id");--> statement-breakpoint
CREATE INDEX "alert_openings_alert_idx" ON "alert_openings" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "alert_openings_user_idx" ON "alert_openings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "availability_alerts_user_idx" ON "availability_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "availability_alerts_active_campground_idx" ON "availability_alerts" USING btree ("campground_id","start_date") WHERE "availability_alerts"."status" = 'active';--> statement-breakpoint
CREATE INDEX "inventory_releases_unprocessed_idx" ON "inventory_releases" USING btree ("id") WHERE "inventory_releases"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_idx" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
-- Hand-written (decision 0019): every path that frees a site's nights deletes or shrinks its
-- site_occupancies row, and every path that adds inventory inserts or reactivates a site. These
-- triggers record that as an inventory_releases row and queue the alerts matcher's job for it in
-- the same transaction, so a release exists exactly when the freeing commits and no code path
-- can forget to tell the alerts. run_at is -infinity: due at once whatever clock the API runs on
-- (tests step an injected clock). NOTIFY is delivered at commit and wakes the job runners.
CREATE FUNCTION "campwise_release_nights"("p_campground_id" integer, "p_site_id" integer, "p_stay" daterange, "p_reservation_id" uuid, "p_block_id" integer, "p_cause" text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  release_id bigint;
BEGIN
  INSERT INTO "inventory_releases" ("campground_id", "site_id", "stay", "reservation_id", "block_id", "cause")
    VALUES (p_campground_id, p_site_id, p_stay, p_reservation_id, p_block_id, p_cause)
    RETURNING "id" INTO release_id;
  INSERT INTO "jobs" ("kind", "payload", "run_at", "max_attempts")
    VALUES ('alerts.match-release', jsonb_build_object('releaseId', release_id), '-infinity', 5);
  PERFORM pg_notify('campwise_jobs', 'alerts.match-release');
END
$$;
--> statement-breakpoint
CREATE FUNCTION "campwise_occupancy_released"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM campwise_release_nights(OLD.campground_id, OLD.site_id, OLD.stay, OLD.reservation_id, OLD.block_id, 'released');
  ELSIF OLD.site_id IS DISTINCT FROM NEW.site_id OR NOT (NEW.stay @> OLD.stay) THEN
    -- Moved or shrunk: the old nights may be free now; the matcher rechecks which really are.
    PERFORM campwise_release_nights(OLD.campground_id, OLD.site_id, OLD.stay, OLD.reservation_id, OLD.block_id, 'released');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "site_occupancies_release_nights" AFTER DELETE OR UPDATE ON "site_occupancies"
  FOR EACH ROW EXECUTE FUNCTION "campwise_occupancy_released"();
--> statement-breakpoint
CREATE FUNCTION "campwise_site_opened"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.active AND (TG_OP = 'INSERT' OR NOT OLD.active) THEN
    PERFORM campwise_release_nights(NEW.campground_id, NEW.id, daterange(NULL, NULL), NULL, NULL, 'site-opened');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "sites_opened" AFTER INSERT OR UPDATE OF "active" ON "sites"
  FOR EACH ROW EXECUTE FUNCTION "campwise_site_opened"();
