-- Map cells per filter value (ADR 0034): campground_map_cells gains a facet ('' = every visible
-- campground, 'site:rv', 'amenity:water_hookups', 'agency:blm', 'region:CO', 'free',
-- 'reservable:true', 'rating:7' = average at least 3.5 …), so a map filtered by one common
-- filter reads precomputed clusters instead of grouping the matching rows. The cells follow every
-- write to campgrounds through statement triggers, not through each feature's code.
ALTER TABLE "campground_map_cells" DROP CONSTRAINT "campground_map_cells_zoom_col_row_pk";--> statement-breakpoint
ALTER TABLE "campground_map_cells" ADD COLUMN "facet" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campground_map_cells" ADD CONSTRAINT "campground_map_cells_zoom_facet_col_row_pk" PRIMARY KEY("zoom","facet","col","row");--> statement-breakpoint
-- Exact viewport totals count the campgrounds of the finest cells cut by the viewport's edges: by
-- (latitude band of a finest cell, longitude) each is one short range, where (latitude, longitude)
-- read the whole band across the country.
CREATE INDEX "campgrounds_visible_lat_band_idx" ON "campgrounds" USING btree ((floor("latitude" / 0.3515625::float8)::int),"longitude","latitude") WHERE "campgrounds"."hidden_at" is null;--> statement-breakpoint
-- Written by hand (Drizzle has no syntax for functions or triggers) from here on.
-- The facets of one campground, without duplicates. Must stay in step with mapFacetOf
-- (features/campgrounds/map-facets.ts), which names the facet a search reads.
CREATE FUNCTION "campwise_map_facets"(
  "site_types" text[], "amenities" text[], "agency" text, "region_code" text,
  "is_free" boolean, "reservable" boolean, "rating_average" double precision
) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT f FROM (
    SELECT ''::text
    UNION ALL SELECT 'site:' || s FROM unnest(site_types) s
    UNION ALL SELECT 'amenity:' || a FROM unnest(amenities) a
    UNION ALL SELECT 'agency:' || agency
    UNION ALL SELECT 'region:' || region_code
    UNION ALL SELECT 'free' WHERE is_free
    UNION ALL SELECT 'reservable:' || reservable::text WHERE reservable IS NOT NULL
    -- filter[min-rating] takes 1 to 5 in halves: 'rating:h' means an average of at least h / 2.
    UNION ALL SELECT 'rating:' || h FROM generate_series(2, 10) h WHERE rating_average >= h / 2.0::float8
  ) x(f) WHERE f IS NOT NULL
$$;
--> statement-breakpoint
-- A grid cell's edge at each clustered zoom: a quarter of a web-map tile (cellSizeDegrees).
CREATE FUNCTION "campwise_map_zooms"() RETURNS TABLE ("zoom" integer, "cell" double precision)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT z, 360::float8 / 2 ^ z / 4 FROM generate_series(0, 8) z
$$;
--> statement-breakpoint
CREATE TYPE "campwise_map_member" AS ("id" integer, "longitude" double precision, "latitude" double precision, "facet" text);
--> statement-breakpoint
-- Boxes of the cells in `keys` at the finest zoom measured from their members, then each coarser
-- zoom from its four children (floor(x / (c / 2)) is exactly floor(2 * x / c) in binary floating
-- point, so a coarse cell's members are its children's members).
CREATE FUNCTION "campwise_map_cells_remeasure"("keys" "campwise_map_member"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  z integer;
  size double precision;
BEGIN
  FOR z IN REVERSE 8..0 LOOP
    size := 360::float8 / 2 ^ z / 4;
    UPDATE "campground_map_cells" m SET "west" = b.w, "south" = b.s, "east" = b.e, "north" = b.n
    FROM (SELECT DISTINCT floor(k.longitude / size)::int AS col, floor(k.latitude / size)::int AS row_, k.facet
          FROM unnest(keys) k) k,
    LATERAL (
      SELECT min(x.w) AS w, min(x.s) AS s, max(x.e) AS e, max(x.n) AS n FROM (
        -- Zoom 8: its members; a zoom-8 row is a band of campgrounds_visible_lat_band_idx.
        SELECT c."longitude", c."latitude", c."longitude", c."latitude"
        FROM "campgrounds" c
        WHERE z = 8 AND c."hidden_at" IS NULL
          AND (floor(c."latitude" / 0.3515625::float8)::int) = k.row_
          AND c."longitude" BETWEEN (k.col - 1) * size AND (k.col + 2) * size
          AND floor(c."longitude" / size)::int = k.col
          AND EXISTS (SELECT 1 FROM campwise_map_members(c) e WHERE e.facet = k.facet)
        UNION ALL
        -- Coarser zooms: the four children, measured already.
        SELECT f."west", f."south", f."east", f."north"
        FROM "campground_map_cells" f
        WHERE z < 8 AND f."zoom" = z + 1 AND f."facet" = k.facet
          AND f."col" BETWEEN 2 * k.col AND 2 * k.col + 1 AND f."row" BETWEEN 2 * k.row_ AND 2 * k.row_ + 1
      ) x(w, s, e, n)
    ) b
    WHERE m."zoom" = z AND m."facet" = k.facet AND m."col" = k.col AND m."row" = k.row_ AND b.w IS NOT NULL;
  END LOOP;
END
$$;
--> statement-breakpoint
-- Takes members out of their cells and puts others in: counts and coordinate sums by difference;
-- a cell left empty goes; a cell that lost a member lying on its box's edge is measured again; an
-- entering member widens its cell's box.
CREATE FUNCTION "campwise_map_cells_shift"("removed" "campwise_map_member"[], "added" "campwise_map_member"[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(removed) = 0 AND cardinality(added) = 0 THEN
    RETURN;
  END IF;
  -- Every writer of cells (and of the counts next to them, listing-repository.ts) takes this lock
  -- first: concurrent writes would otherwise update the same cells in different orders.
  PERFORM pg_advisory_xact_lock(hashtext('campground-count-moves'));
  IF cardinality(removed) > 0 THEN
    UPDATE "campground_map_cells" m
    SET "count" = m."count" - d.n, "lon_sum" = m."lon_sum" - d.lon, "lat_sum" = m."lat_sum" - d.lat
    FROM (SELECT z.zoom, r.facet, floor(r.longitude / z.cell)::int AS col, floor(r.latitude / z.cell)::int AS row_,
                 count(*)::int AS n, sum(r.longitude) AS lon, sum(r.latitude) AS lat
          FROM unnest(removed) r CROSS JOIN campwise_map_zooms() z
          GROUP BY 1, 2, 3, 4) d
    WHERE m."zoom" = d.zoom AND m."facet" = d.facet AND m."col" = d.col AND m."row" = d.row_;
    DELETE FROM "campground_map_cells" m USING (
      SELECT DISTINCT z.zoom, r.facet, floor(r.longitude / z.cell)::int AS col, floor(r.latitude / z.cell)::int AS row_
      FROM unnest(removed) r CROSS JOIN campwise_map_zooms() z) d
    WHERE m."zoom" = d.zoom AND m."facet" = d.facet AND m."col" = d.col AND m."row" = d.row_ AND m."count" <= 0;
    -- A member inside its finest cell's box (not on its edge) is inside every coarser box too, so
    -- only members on the edge of their finest box, or whose finest cell went, need measuring.
    PERFORM campwise_map_cells_remeasure(ARRAY(
      SELECT r FROM unnest(removed) r
      LEFT JOIN "campground_map_cells" m
        ON m."zoom" = 8 AND m."facet" = r.facet
       AND m."col" = floor(r.longitude / (360::float8 / 2 ^ 8 / 4))::int
       AND m."row" = floor(r.latitude / (360::float8 / 2 ^ 8 / 4))::int
      WHERE m."zoom" IS NULL
         OR r.longitude <= m."west" OR r.longitude >= m."east" OR r.latitude <= m."south" OR r.latitude >= m."north"));
  END IF;
  IF cardinality(added) > 0 THEN
    INSERT INTO "campground_map_cells" AS m ("zoom", "facet", "col", "row", "count", "lon_sum", "lat_sum", "west", "south", "east", "north")
    SELECT z.zoom, a.facet, floor(a.longitude / z.cell)::int, floor(a.latitude / z.cell)::int,
           count(*)::int, sum(a.longitude), sum(a.latitude),
           min(a.longitude), min(a.latitude), max(a.longitude), max(a.latitude)
    FROM unnest(added) a CROSS JOIN campwise_map_zooms() z
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("zoom", "facet", "col", "row") DO UPDATE SET
      "count" = m."count" + excluded."count",
      "lon_sum" = m."lon_sum" + excluded."lon_sum",
      "lat_sum" = m."lat_sum" + excluded."lat_sum",
      "west" = least(m."west", excluded."west"),
      "south" = least(m."south", excluded."south"),
      "east" = greatest(m."east", excluded."east"),
      "north" = greatest(m."north", excluded."north");
  END IF;
END
$$;
--> statement-breakpoint
-- Bulk loads (the import, the benchmark's synthetic rows) set campwise.map_cells to 'deferred'
-- for their transaction and rebuild every cell once at the end (campwise_map_cells_rebuild).
CREATE FUNCTION "campwise_map_cells_deferred"() RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('campwise.map_cells', true), '') = 'deferred'
$$;
--> statement-breakpoint
-- A campground as map members: one per facet, none while it is hidden.
CREATE FUNCTION "campwise_map_members"("c" "campgrounds") RETURNS SETOF "campwise_map_member" LANGUAGE sql STABLE AS $$
  SELECT c."id", c."longitude", c."latitude", f
  FROM campwise_map_facets(c."site_types", c."amenities", c."agency", c."region_code",
                           c."is_free", c."reservable", c."rating_average") f
  WHERE c."hidden_at" IS NULL
$$;
--> statement-breakpoint
-- The rows a statement wrote, as (campground, point, facet) members before and after: those
-- present on both sides cancel out, so an update moves only what changed (a save, or a review that
-- leaves the rating's facets alone, touches no cell). Hiding and merging are updates of hidden_at.
-- (Only the branch of the trigger's own event runs: the other transition table does not exist.)
CREATE FUNCTION "campwise_campgrounds_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_rows "campwise_map_member"[] := '{}';
  after_rows "campwise_map_member"[] := '{}';
BEGIN
  IF campwise_map_cells_deferred() THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    before_rows := ARRAY(SELECT m FROM old_rows o, campwise_map_members(o) m);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    after_rows := ARRAY(SELECT m FROM new_rows n, campwise_map_members(n) m);
  END IF;
  PERFORM campwise_map_cells_shift(
    ARRAY(SELECT unnest(before_rows) EXCEPT SELECT unnest(after_rows)),
    ARRAY(SELECT unnest(after_rows) EXCEPT SELECT unnest(before_rows)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campgrounds_map_cells_inserted" AFTER INSERT ON "campgrounds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campwise_campgrounds_follow"();
--> statement-breakpoint
CREATE TRIGGER "campgrounds_map_cells_deleted" AFTER DELETE ON "campgrounds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "campwise_campgrounds_follow"();
--> statement-breakpoint
CREATE TRIGGER "campgrounds_map_cells_updated" AFTER UPDATE ON "campgrounds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "campwise_campgrounds_follow"();
--> statement-breakpoint
-- Every cell from the campgrounds: the finest zoom from the members, each coarser zoom from its
-- children (a million campgrounds are grouped once, not once per zoom).
CREATE FUNCTION "campwise_map_cells_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  z integer;
  size double precision := 360::float8 / 2 ^ 8 / 4;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('campground-count-moves'));
  DELETE FROM "campground_map_cells";
  INSERT INTO "campground_map_cells" ("zoom", "facet", "col", "row", "count", "lon_sum", "lat_sum", "west", "south", "east", "north")
  SELECT 8, f, floor(c."longitude" / size)::int, floor(c."latitude" / size)::int,
         count(*)::int, sum(c."longitude"), sum(c."latitude"),
         min(c."longitude"), min(c."latitude"), max(c."longitude"), max(c."latitude")
  FROM "campgrounds" c, campwise_map_facets(c."site_types", c."amenities", c."agency", c."region_code",
                                            c."is_free", c."reservable", c."rating_average") f
  WHERE c."hidden_at" IS NULL
  GROUP BY 2, 3, 4;
  FOR z IN REVERSE 7..0 LOOP
    INSERT INTO "campground_map_cells" ("zoom", "facet", "col", "row", "count", "lon_sum", "lat_sum", "west", "south", "east", "north")
    SELECT z, m."facet", floor(m."col" / 2.0)::int, floor(m."row" / 2.0)::int,
           sum(m."count")::int, sum(m."lon_sum"), sum(m."lat_sum"),
           min(m."west"), min(m."south"), max(m."east"), max(m."north")
    FROM "campground_map_cells" m
    WHERE m."zoom" = z + 1
    GROUP BY 2, 3, 4;
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT campwise_map_cells_rebuild();
