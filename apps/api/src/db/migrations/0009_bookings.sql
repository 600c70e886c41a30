-- btree_gist lets one GiST index compare a site id with = and a daterange with && (decision 0016).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"campground_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"booking_policy" text DEFAULT 'instant' NOT NULL,
	"min_nights" integer DEFAULT 1 NOT NULL,
	"max_nights" integer DEFAULT 14 NOT NULL,
	"booking_window_days" integer DEFAULT 180 NOT NULL,
	"check_in_time" text DEFAULT '14:00' NOT NULL,
	"check_out_time" text DEFAULT '11:00' NOT NULL,
	"time_zone" text DEFAULT 'America/Denver' NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tax_rate_bps" integer DEFAULT 0 NOT NULL,
	"full_refund_days" integer DEFAULT 7 NOT NULL,
	"partial_refund_percent" integer DEFAULT 50 NOT NULL,
	"partial_refund_days" integer DEFAULT 2 NOT NULL,
	"pro_discount_percent" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_policy_check" CHECK ("booking_settings"."booking_policy" in ('instant', 'request')),
	CONSTRAINT "booking_settings_stay_check" CHECK ("booking_settings"."min_nights" >= 1 and "booking_settings"."max_nights" >= "booking_settings"."min_nights" and "booking_settings"."max_nights" <= 60 and "booking_settings"."booking_window_days" between 1 and 730),
	CONSTRAINT "booking_settings_refund_check" CHECK ("booking_settings"."full_refund_days" >= "booking_settings"."partial_refund_days" and "booking_settings"."partial_refund_days" >= 0 and "booking_settings"."partial_refund_percent" between 0 and 100),
	CONSTRAINT "booking_settings_money_check" CHECK ("booking_settings"."tax_rate_bps" between 0 and 5000 and "booking_settings"."pro_discount_percent" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "campground_managers" (
	"campground_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'manager' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campground_managers_campground_id_user_id_pk" PRIMARY KEY("campground_id","user_id"),
	CONSTRAINT "campground_managers_role_check" CHECK ("campground_managers"."role" in ('owner', 'manager'))
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"site_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"nightly_cents" integer NOT NULL,
	"weekend_nightly_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_money_check" CHECK ("rates"."nightly_cents" between 0 and 10000000 and ("rates"."weekend_nightly_cents" is null or "rates"."weekend_nightly_cents" between 0 and 10000000)),
	CONSTRAINT "rates_season_check" CHECK (("rates"."start_date" is null and "rates"."end_date" is null) or ("rates"."start_date" is not null and "rates"."end_date" is not null and "rates"."end_date" >= "rates"."start_date"))
);
--> statement-breakpoint
CREATE TABLE "reservation_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_cents" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservation_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_id" text,
	"idempotency_key" text NOT NULL,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_payments_kind_check" CHECK ("reservation_payments"."kind" in ('charge', 'authorize', 'capture', 'void', 'refund')),
	CONSTRAINT "reservation_payments_status_check" CHECK ("reservation_payments"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"campground_id" integer NOT NULL,
	"site_id" integer,
	"start_date" date,
	"end_date" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"adults" integer DEFAULT 1 NOT NULL,
	"children" integer DEFAULT 0 NOT NULL,
	"equipment" text,
	"vehicle_length_ft" integer,
	"notes" text DEFAULT '' NOT NULL,
	"policies_accepted_at" timestamp with time zone,
	"booking_policy" text DEFAULT 'instant' NOT NULL,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"payment_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"request_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"status_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('draft', 'pending', 'confirmed', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "reservations_payment_status_check" CHECK ("reservations"."payment_status" in ('none', 'authorized', 'captured', 'voided', 'refunded', 'partially_refunded')),
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."end_date" is null or "reservations"."start_date" is null or "reservations"."end_date" > "reservations"."start_date"),
	CONSTRAINT "reservations_money_check" CHECK ("reservations"."total_cents" >= 0 and "reservations"."refunded_cents" >= 0 and "reservations"."refunded_cents" <= "reservations"."total_cents"),
	CONSTRAINT "reservations_party_check" CHECK ("reservations"."adults" between 1 and 500 and "reservations"."children" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "site_blocks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_blocks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_blocks_dates_check" CHECK ("site_blocks"."end_date" > "site_blocks"."start_date")
);
--> statement-breakpoint
CREATE TABLE "site_occupancies" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_occupancies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"site_id" integer NOT NULL,
	"campground_id" integer NOT NULL,
	"stay" daterange NOT NULL,
	"reservation_id" uuid,
	"block_id" integer,
	"expires_at" timestamp with time zone,
	CONSTRAINT "site_occupancies_owner_check" CHECK (("site_occupancies"."reservation_id" is null) <> ("site_occupancies"."block_id" is null))
);
--> statement-breakpoint
CREATE TABLE "site_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_types_kind_check" CHECK ("site_types"."kind" in ('tent', 'rv', 'cabin', 'group'))
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sites_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"site_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer DEFAULT 6 NOT NULL,
	"accessible" boolean DEFAULT false NOT NULL,
	"hookups" text[] DEFAULT '{}'::text[] NOT NULL,
	"max_rv_length_ft" integer,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sites_capacity_check" CHECK ("sites"."capacity" between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_managers" ADD CONSTRAINT "campground_managers_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_managers" ADD CONSTRAINT "campground_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_site_type_id_site_types_id_fk" FOREIGN KEY ("site_type_id") REFERENCES "public"."site_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_items" ADD CONSTRAINT "reservation_items_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_payments" ADD CONSTRAINT "reservation_payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_block_id_site_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."site_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_types" ADD CONSTRAINT "site_types_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_site_type_id_site_types_id_fk" FOREIGN KEY ("site_type_id") REFERENCES "public"."site_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campground_managers_user_idx" ON "campground_managers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rates_site_type_idx" ON "rates" USING btree ("site_type_id");--> statement-breakpoint
CREATE INDEX "reservation_items_reservation_idx" ON "reservation_items" USING btree ("reservation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_payments_key_idx" ON "reservation_payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "reservation_payments_reservation_idx" ON "reservation_payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_user_idx" ON "reservations" USING btree ("user_id","start_date");--> statement-breakpoint
CREATE INDEX "reservations_campground_idx" ON "reservations" USING btree ("campground_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_draft_idx" ON "reservations" USING btree ("user_id","campground_id") WHERE "reservations"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "reservations_hold_idx" ON "reservations" USING btree ("hold_expires_at") WHERE "reservations"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "reservations_request_idx" ON "reservations" USING btree ("request_expires_at") WHERE "reservations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "site_blocks_site_idx" ON "site_blocks" USING btree ("site_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_occupancies_reservation_idx" ON "site_occupancies" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_occupancies_block_idx" ON "site_occupancies" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "site_occupancies_campground_idx" ON "site_occupancies" USING btree ("campground_id");--> statement-breakpoint
CREATE INDEX "site_types_campground_idx" ON "site_types" USING btree ("campground_id");--> statement-breakpoint
CREATE INDEX "sites_campground_idx" ON "sites" USING btree ("campground_id");--> statement-breakpoint
CREATE INDEX "sites_site_type_idx" ON "sites" USING btree ("site_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_campground_name_idx" ON "sites" USING btree ("campground_id",lower("name"));--> statement-breakpoint
-- Written by hand (Drizzle has no syntax for it): no two rows of one site may share a night.
-- Back-to-back stays do not overlap: a daterange's upper bound (the departure) is exclusive.
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_no_overlap" EXCLUDE USING gist ("site_id" WITH =, "stay" WITH &&);--> statement-breakpoint
ALTER TABLE "site_occupancies" ADD CONSTRAINT "site_occupancies_stay_check" CHECK (NOT isempty("stay") AND lower_inc("stay") AND NOT upper_inc("stay") AND NOT lower_inf("stay") AND NOT upper_inf("stay"));
