CREATE TABLE "local_provider_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_provider_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "local_provider_refunds" ADD CONSTRAINT "local_provider_refunds_charge_id_local_provider_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."local_provider_charges"("id") ON DELETE cascade ON UPDATE no action;