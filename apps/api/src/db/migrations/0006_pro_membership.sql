CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off" integer,
	"starts_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_terms_check" CHECK (("discount_codes"."percent_off" is null) <> ("discount_codes"."amount_off" is null) and coalesce("discount_codes"."percent_off", 1) between 1 and 100 and coalesce("discount_codes"."amount_off", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "local_payment_methods" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behavior" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"address_line" text DEFAULT '' NOT NULL,
	"customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_provider_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_method_id" text NOT NULL,
	"subscription_id" text,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"failure_message" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_provider_charges_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "local_provider_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"first_year_cents" integer NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_provider_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"provider" text NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_provider_user_id_pk" PRIMARY KEY("provider","user_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "platform_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform" text DEFAULT 'stripe' NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"amount" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"period" text DEFAULT 'year' NOT NULL,
	"trial_period_days" integer DEFAULT 0 NOT NULL,
	"intro_price" integer,
	"discount_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_subscriptions_amount_check" CHECK ("platform_subscriptions"."amount" >= 0 and coalesce("platform_subscriptions"."intro_price", 0) >= 0),
	CONSTRAINT "platform_subscriptions_trial_check" CHECK ("platform_subscriptions"."trial_period_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "pro_gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pro_gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text,
	"purchaser_id" integer,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"sku" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" text NOT NULL,
	"failure_code" text,
	"failure_message" text,
	"idempotency_key" text,
	"request_fingerprint" text,
	"redeemed_by" integer,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pro_gifts_status_check" CHECK ("pro_gifts"."status" in ('pending', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_id" integer,
	"provider" text NOT NULL,
	"provider_customer_id" text,
	"provider_subscription_id" text,
	"status" text NOT NULL,
	"sku" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"first_year_cents" integer NOT NULL,
	"due_now_cents" integer NOT NULL,
	"coupon_code" text,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"attribution" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" in ('pending', 'trialing', 'active', 'past_due', 'canceled', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_gifts" ADD CONSTRAINT "pro_gifts_purchaser_id_users_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pro_gifts" ADD CONSTRAINT "pro_gifts_redeemed_by_users_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_platform_subscriptions_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."platform_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_subscriptions_sku_idx" ON "platform_subscriptions" USING btree ("platform","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "platform_subscriptions_one_default_idx" ON "platform_subscriptions" USING btree ("platform") WHERE "platform_subscriptions"."is_default" and "platform_subscriptions"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "pro_gifts_code_idx" ON "pro_gifts" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_gifts_idempotency_idx" ON "pro_gifts" USING btree ("purchaser_id","idempotency_key") WHERE "pro_gifts"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_one_live_per_user_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."status" in ('pending', 'trialing', 'active', 'past_due');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_idempotency_idx" ON "subscriptions" USING btree ("user_id","idempotency_key") WHERE "subscriptions"."idempotency_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_subscription_idx" ON "subscriptions" USING btree ("provider","provider_subscription_id") WHERE "subscriptions"."provider_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "subscriptions_user_created_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
-- The PRO plan on sale from the first start (spec sections 1 and 9: yearly, $59.99, 7-day trial).
-- Plans are data: admins change price, trial or default through PATCH /api/v6/platform-subscriptions.
INSERT INTO "platform_subscriptions" ("platform", "sku", "name", "amount", "is_default", "period", "trial_period_days")
VALUES ('stripe', 'campwise_pro_yearly', 'Campwise PRO', 5999, true, 'year', 7);
