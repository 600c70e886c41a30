CREATE TABLE "calendar_exports" (
	"site_id" integer PRIMARY KEY NOT NULL,
	"campground_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "calendar_import_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_import_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"import_id" integer NOT NULL,
	"uid" text NOT NULL,
	"recurrence_key" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"block_id" integer,
	"conflict_reservation_id" uuid,
	"conflict_notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_import_events_status_check" CHECK ("calendar_import_events"."status" in ('held', 'conflict')),
	CONSTRAINT "calendar_import_events_dates_check" CHECK ("calendar_import_events"."end_date" > "calendar_import_events"."start_date")
);
--> statement-breakpoint
CREATE TABLE "calendar_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_fetched_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campground_claims" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campground_claims_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"claimant_name" text NOT NULL,
	"claimant_role" text NOT NULL,
	"business_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"verification_method" text,
	"verification_target" text,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"code_sent_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"booking_intention" text DEFAULT 'claim_only' NOT NULL,
	"booking_method" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campground_claims_status_check" CHECK ("campground_claims"."status" in ('unverified', 'pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "campground_claims_method_check" CHECK ("campground_claims"."verification_method" is null or "campground_claims"."verification_method" in ('listed-email', 'listed-phone', 'business-email', 'document')),
	CONSTRAINT "campground_claims_intention_check" CHECK ("campground_claims"."booking_intention" in ('claim_only', 'claim_and_bookings')),
	CONSTRAINT "campground_claims_booking_method_check" CHECK ("campground_claims"."booking_method" is null or "campground_claims"."booking_method" in ('campwise_bookings', 'new_book_bookings', 'rentals_united_bookings', 'res_nexus_bookings'))
);
--> statement-breakpoint
CREATE TABLE "campground_submissions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campground_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"submitted_by" integer NOT NULL,
	"submitter_role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"campground_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campground_submissions_role_check" CHECK ("campground_submissions"."submitter_role" in ('owner', 'camper')),
	CONSTRAINT "campground_submissions_status_check" CHECK ("campground_submissions"."status" in ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "manager_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manager_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"accepted_by" integer,
	"accepted_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_ledger_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campground_id" integer NOT NULL,
	"reservation_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_ledger_entries_kind_check" CHECK ("payout_ledger_entries"."kind" in ('credit', 'debit', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "reservation_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reservation_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"reservation_id" uuid NOT NULL,
	"actor_id" integer,
	"kind" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "source" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "site_blocks" ADD COLUMN "source" text DEFAULT 'manager' NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_exports" ADD CONSTRAINT "calendar_exports_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_events" ADD CONSTRAINT "calendar_import_events_import_id_calendar_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."calendar_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_events" ADD CONSTRAINT "calendar_import_events_block_id_site_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."site_blocks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_events" ADD CONSTRAINT "calendar_import_events_conflict_reservation_id_reservations_id_fk" FOREIGN KEY ("conflict_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_imports" ADD CONSTRAINT "calendar_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD CONSTRAINT "campground_claims_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD CONSTRAINT "campground_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD CONSTRAINT "campground_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_submissions" ADD CONSTRAINT "campground_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_submissions" ADD CONSTRAINT "campground_submissions_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_submissions" ADD CONSTRAINT "campground_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_events" ADD CONSTRAINT "reservation_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_import_events_key_idx" ON "calendar_import_events" USING btree ("import_id","uid","recurrence_key");--> statement-breakpoint
CREATE INDEX "calendar_imports_campground_idx" ON "calendar_imports" USING btree ("campground_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_imports_site_url_idx" ON "calendar_imports" USING btree ("site_id","url");--> statement-breakpoint
CREATE INDEX "campground_claims_user_idx" ON "campground_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "campground_claims_status_idx" ON "campground_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campground_claims_one_approved_idx" ON "campground_claims" USING btree ("campground_id") WHERE "campground_claims"."status" = 'approved';--> statement-breakpoint
CREATE UNIQUE INDEX "campground_claims_one_open_idx" ON "campground_claims" USING btree ("campground_id","user_id") WHERE "campground_claims"."status" in ('unverified', 'pending');--> statement-breakpoint
CREATE INDEX "campground_submissions_status_idx" ON "campground_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "campground_submissions_user_idx" ON "campground_submissions" USING btree ("submitted_by");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_invitations_token_idx" ON "manager_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "manager_invitations_campground_idx" ON "manager_invitations" USING btree ("campground_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_key_idx" ON "payout_ledger_entries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payout_ledger_entries_campground_idx" ON "payout_ledger_entries" USING btree ("campground_id","created_at");--> statement-breakpoint
CREATE INDEX "reservation_events_reservation_idx" ON "reservation_events" USING btree ("reservation_id","id");--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to_number","id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('online', 'internal', 'external'));--> statement-breakpoint
ALTER TABLE "site_blocks" ADD CONSTRAINT "site_blocks_source_check" CHECK ("site_blocks"."source" in ('manager', 'calendar'));