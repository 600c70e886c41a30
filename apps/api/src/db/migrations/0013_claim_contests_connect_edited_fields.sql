CREATE TABLE "campground_payout_accounts" (
	"campground_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"disabled_reason" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campground_payout_accounts_status_check" CHECK ("campground_payout_accounts"."status" in ('pending', 'active', 'restricted'))
);
--> statement-breakpoint
ALTER TABLE "campground_claims" DROP CONSTRAINT "campground_claims_status_check";--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "manager_edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD COLUMN "contests_claim_id" integer;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD COLUMN "contest_reason" text;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "campground_payout_accounts" ADD CONSTRAINT "campground_payout_accounts_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_payout_accounts" ADD CONSTRAINT "campground_payout_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campground_payout_accounts_account_idx" ON "campground_payout_accounts" USING btree ("account_id");--> statement-breakpoint
ALTER TABLE "campground_claims" ADD CONSTRAINT "campground_claims_contests_claim_id_campground_claims_id_fk" FOREIGN KEY ("contests_claim_id") REFERENCES "public"."campground_claims"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campground_claims" ADD CONSTRAINT "campground_claims_status_check" CHECK ("campground_claims"."status" in ('unverified', 'pending', 'approved', 'rejected', 'withdrawn', 'revoked'));