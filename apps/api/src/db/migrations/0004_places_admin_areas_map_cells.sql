CREATE TABLE "admin_area_campgrounds" (
	"place_id" integer NOT NULL,
	"campground_id" integer NOT NULL,
	CONSTRAINT "admin_area_campgrounds_place_id_campground_id_pk" PRIMARY KEY("place_id","campground_id")
);
--> statement-breakpoint
CREATE TABLE "campground_map_cells" (
	"zoom" integer NOT NULL,
	"col" integer NOT NULL,
	"row" integer NOT NULL,
	"count" integer NOT NULL,
	"lon_sum" double precision NOT NULL,
	"lat_sum" double precision NOT NULL,
	"west" double precision NOT NULL,
	"south" double precision NOT NULL,
	"east" double precision NOT NULL,
	"north" double precision NOT NULL,
	CONSTRAINT "campground_map_cells_zoom_col_row_pk" PRIMARY KEY("zoom","col","row")
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"format_version" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "rating_average" double precision;--> statement-breakpoint
ALTER TABLE "campgrounds" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "near_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "area_count" integer;--> statement-breakpoint
ALTER TABLE "admin_area_campgrounds" ADD CONSTRAINT "admin_area_campgrounds_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_area_campgrounds" ADD CONSTRAINT "admin_area_campgrounds_campground_id_campgrounds_id_fk" FOREIGN KEY ("campground_id") REFERENCES "public"."campgrounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_area_campgrounds_campground_idx" ON "admin_area_campgrounds" USING btree ("campground_id");--> statement-breakpoint
CREATE UNIQUE INDEX "places_region_slug_idx" ON "places" USING btree ("region_code","slug");