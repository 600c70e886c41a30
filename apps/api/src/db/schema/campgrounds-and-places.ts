// Schema: regions, campgrounds, places and what the open-data import derives from them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CampgroundSourceId } from '@campwise/domain';

export interface CampgroundSourceRef {
  source: CampgroundSourceId;
  id: string;
}

/** GeoJSON geometry of a state outline (Polygon or MultiPolygon), lon/lat. */
export interface OutlineGeometry {
  type: 'Polygon' | 'MultiPolygon';
  coordinates: number[][][] | number[][][][];
}

export const regions = pgTable('regions', {
  code: text('code').primaryKey(), // USPS code, upper case: "CO"
  slug: text('slug').notNull().unique(), // "colorado"
  name: text('name').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  labelLon: doublePrecision('label_lon').notNull(),
  labelLat: doublePrecision('label_lat').notNull(),
  outline: jsonb('outline').$type<OutlineGeometry>().notNull(),
  campgroundCount: integer('campground_count').notNull().default(0),
});

/**
 * A campground's popularity (ADR 0029), in points. Every term grows slowly (logarithms), so no
 * one signal buries the others:
 * - reviews: 4 x ln(1 + count) x (Bayesian average - 2), the average pulled towards 3 stars by
 *   five imaginary reviews, so a lone 5-star review says little and poor reviews count against;
 * - saves: 8 x ln(1 + campers who saved it);
 * - completeness: 0.3 x quality (0-100, quality-score.ts), at most 30;
 * - federal reservable sites: 4 x ln(1 + sites) for a Recreation.gov-reservable NPS, Forest
 *   Service, BLM or Army Corps campground, the demand signal the open data carries.
 * Raw SQL over the row's own columns: a stored generated column may read nothing else.
 */
const POPULARITY_SQL = sql`(
  0.3::float8 * quality
  + case when reservable and agency in ('nps', 'usfs', 'blm', 'army_corps')
      then 4::float8 * ln(1 + greatest(coalesce(num_sites, 0), 0)::float8) else 0::float8 end
  + case when rating_count > 0 and rating_average is not null
      then 4::float8 * ln(1 + rating_count::float8)
        * ((rating_average * rating_count + 15::float8) / (rating_count + 5)::float8 - 2::float8)
      else 0::float8 end
  + 8::float8 * ln(1 + greatest(saves_count, 0)::float8)
)`;

export const campgrounds = pgTable(
  'campgrounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stable identity across re-imports: the preferred source's key, e.g. "ridb:232713". */
    externalKey: text('external_key').notNull().unique(),
    slug: text('slug').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    agency: text('agency').notNull(),
    siteTypes: text('site_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    numSites: integer('num_sites'),
    /** true = free, false = fee charged, null = unknown. */
    isFree: boolean('is_free'),
    feeNote: text('fee_note'),
    maxRvLength: integer('max_rv_length'),
    phone: text('phone'),
    website: text('website'),
    email: text('email'),
    reservable: boolean('reservable'),
    season: text('season'),
    elevationFt: integer('elevation_ft'),
    description: text('description'),
    nearestTown: text('nearest_town'),
    /** Nightly fee in US cents when a source states an amount (0 when free); null = unknown. */
    priceCents: integer('price_cents'),
    /** Mean review stars (1-5) and how many reviews; kept in step with reviews (issue 5). */
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    /** 0-100: how complete the record is; orders "recommended" lists until reviews exist. */
    quality: integer('quality').notNull().default(0),
    /** How many campers have it in one of their saved lists; kept by a trigger (migration 0023). */
    savesCount: integer('saves_count').notNull().default(0),
    /**
     * sort=popular (ADR 0029): reviews, saves, completeness and federal reservable sites in one
     * number the database keeps with the row, so the home page's top few come off an index.
     */
    popularity: doublePrecision('popularity').notNull().generatedAlwaysAs(POPULARITY_SQL),
    sources: jsonb('sources').$type<CampgroundSourceRef[]>().notNull(),
    /** Hash of every imported field, so a re-import only touches rows whose data changed. */
    contentHash: text('content_hash').notNull(),
    /** Set by an admin (issue 14): a hidden campground leaves every public read and cannot be booked. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The campground this duplicate was merged into; its old URL redirects there. */
    mergedIntoId: integer('merged_into_id').references((): AnyPgColumn => campgrounds.id, { onDelete: 'set null' }),
    /**
     * The listing fields a manager has edited (API names in listings' MANAGED_LISTING_COLUMNS): a
     * re-import keeps these as the managers wrote them and follows the sources for the rest.
     */
    managerEditedFields: text('manager_edited_fields')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campgrounds_region_slug_idx').on(t.regionCode, t.slug),
    index('campgrounds_lat_lon_idx').on(t.latitude, t.longitude),
    // The map's viewport counts read only visible rows' positions: from this index alone, without
    // visiting the table (a Colorado view at a million campgrounds: 57 ms → 13 ms; bench search).
    index('campgrounds_visible_lat_lon_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.hiddenAt} is null`),
    // The map's exact totals count the finest map cells cut by the viewport's edges (map-cells.ts):
    // one latitude band of 0.3515625 degrees (a zoom-8 cell) and a longitude range each.
    index('campgrounds_visible_lat_band_idx')
      .on(sql`(floor(${t.latitude} / 0.3515625::float8)::int)`, t.longitude, t.latitude)
      .where(sql`${t.hiddenAt} is null`),
    index('campgrounds_region_name_idx').on(t.regionCode, t.name),
    index('campgrounds_region_quality_idx').on(t.regionCode, t.quality),
    // sort=recommended (the default) over the visible campgrounds: most complete first, then the
    // more popular (ADR 0029), never by name; the first page read off the index's head.
    index('campgrounds_visible_recommended_idx')
      .on(t.quality.desc().nullsLast(), t.popularity.desc().nullsLast(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    // sort=popular over the visible campgrounds: the first page read off the index's head.
    index('campgrounds_visible_popularity_idx')
      .on(t.popularity.desc(), t.id)
      .where(sql`${t.hiddenAt} is null`),
    // What's new: newest added first, and the ones changed after they were added, latest first
    // (read backwards: ORDER BY … DESC, id DESC).
    index('campgrounds_created_idx').on(t.createdAt, t.id),
    index('campgrounds_updated_after_added_idx')
      .on(t.updatedAt, t.id)
      .where(sql`${t.updatedAt} > ${t.createdAt}`),
    // merged_into_id references campgrounds.id: deleting a campground makes Postgres look for rows
    // merged into it, a full scan without this (218 ms at a million rows). Only merged duplicates
    // carry a value, so the index holds just those; the check's `= $1` lookup can use it.
    index('campgrounds_merged_into_idx')
      .on(t.mergedIntoId)
      .where(sql`${t.mergedIntoId} is not null`),
  ],
);

/**
 * Which campgrounds lie inside an admin area (a national park or forest place), computed at
 * import from the area's polygons (or a radius around the park's point when it has none).
 */
export const adminAreaCampgrounds = pgTable(
  'admin_area_campgrounds',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.placeId, t.campgroundId] }),
    index('admin_area_campgrounds_campground_idx').on(t.campgroundId),
  ],
);

export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** "state", "city" or "park" (NPS unit). */
    kind: text('kind').notNull(),
    /** Id within its source (simplemaps id, NPS park code, USPS code), unique per kind. */
    sourceId: text('source_id').notNull(),
    name: text('name').notNull(),
    regionCode: text('region_code'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population'),
    designation: text('designation'),
    minLon: doublePrecision('min_lon'),
    minLat: doublePrecision('min_lat'),
    maxLon: doublePrecision('max_lon'),
    maxLat: doublePrecision('max_lat'),
    /** URL segment, unique within the region across kinds: /camping/utah/near/moab. Set at import. */
    slug: text('slug'),
    /** Campgrounds within NEAR_RADIUS_KM of the place's point (set at import). */
    nearCount: integer('near_count').notNull().default(0),
    /** Parks and forests: campgrounds inside the area (admin_area_campgrounds); null otherwise. */
    areaCount: integer('area_count'),
  },
  (t) => [
    uniqueIndex('places_kind_source_idx').on(t.kind, t.sourceId),
    uniqueIndex('places_region_slug_idx').on(t.regionCode, t.slug),
    index('places_kind_name_idx').on(t.kind, t.name),
  ],
);

/**
 * Map clusters precomputed (features/campgrounds/map-cells.ts, ADR 0034): one row per grid cell
 * per zoom below the points zoom per facet ('' = every visible campground; 'site:rv', 'free' …:
 * those matching one common filter value, map-facets.ts). Kept current by statement triggers on
 * campgrounds (migration 0022); bulk loads defer them and rebuild once.
 */
export const campgroundMapCells = pgTable(
  'campground_map_cells',
  {
    zoom: integer('zoom').notNull(),
    facet: text('facet').notNull().default(''),
    column: integer('col').notNull(),
    row: integer('row').notNull(),
    count: integer('count').notNull(),
    lonSum: doublePrecision('lon_sum').notNull(),
    latSum: doublePrecision('lat_sum').notNull(),
    west: doublePrecision('west').notNull(),
    south: doublePrecision('south').notNull(),
    east: doublePrecision('east').notNull(),
    north: doublePrecision('north').notNull(),
  },
  (t) => [primaryKey({ columns: [t.zoom, t.facet, t.column, t.row] })],
);

/** One row per finished open-data import; `npm start` re-imports when the format moved on. */
export const dataImports = pgTable('data_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** IMPORT_FORMAT_VERSION of the code that ran it (features/import/import-service.ts). */
  formatVersion: integer('format_version').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  report: jsonb('report').notNull(),
});

export type RegionRow = typeof regions.$inferSelect;
export type CampgroundRow = typeof campgrounds.$inferSelect;
export type NewCampgroundRow = typeof campgrounds.$inferInsert;
export type PlaceRow = typeof places.$inferSelect;
export type NewPlaceRow = typeof places.$inferInsert;
