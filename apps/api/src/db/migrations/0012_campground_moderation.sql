ALTER TABLE "campgrounds" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD CONSTRAINT "campgrounds_merged_into_id_campgrounds_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."campgrounds"("id") ON DELETE set null ON UPDATE no action;