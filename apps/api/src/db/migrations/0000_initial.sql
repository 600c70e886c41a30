CREATE TABLE "campgrounds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campgrounds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"external_key" text NOT NULL,
	"slug" text NOT NULL,
	"region_code" text NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"agency" text NOT NULL,
	"site_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"num_sites" integer,
	"is_free" boolean,
	"fee_note" text,
	"max_rv_length" integer,
	"phone" text,
	"website" text,
	"email" text,
	"reservable" boolean,
	"season" text,
	"elevation_ft" integer,
	"description" text,
	"nearest_town" text,
	"quality" integer DEFAULT 0 NOT NULL,
	"sources" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campgrounds_external_key_unique" UNIQUE("external_key")
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"region_code" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer,
	"designation" text,
	"min_lon" double precision,
	"min_lat" double precision,
	"max_lon" double precision,
	"max_lat" double precision
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"min_lon" double precision NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lon" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"label_lon" double precision NOT NULL,
	"label_lat" double precision NOT NULL,
	"outline" jsonb NOT NULL,
	"campground_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "campgrounds" ADD CONSTRAINT "campgrounds_region_code_regions_code_fk" FOREIGN KEY ("region_code") REFERENCES "public"."regions"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campgrounds_region_slug_idx" ON "campgrounds" USING btree ("region_code","slug");--> statement-breakpoint
CREATE INDEX "campgrounds_lat_lon_idx" ON "campgrounds" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "campgrounds_region_name_idx" ON "campgrounds" USING btree ("region_code","name");--> statement-breakpoint
CREATE INDEX "campgrounds_region_quality_idx" ON "campgrounds" USING btree ("region_code","quality");--> statement-breakpoint
CREATE UNIQUE INDEX "places_kind_source_idx" ON "places" USING btree ("kind","source_id");--> statement-breakpoint
CREATE INDEX "places_kind_name_idx" ON "places" USING btree ("kind","name");