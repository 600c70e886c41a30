// The database schema (Drizzle). Same schema and migrations for PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
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
    sources: jsonb('sources').$type<CampgroundSourceRef[]>().notNull(),
    /** Hash of every imported field, so a re-import only touches rows whose data changed. */
    contentHash: text('content_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campgrounds_region_slug_idx').on(t.regionCode, t.slug),
    index('campgrounds_lat_lon_idx').on(t.latitude, t.longitude),
    index('campgrounds_region_name_idx').on(t.regionCode, t.name),
    index('campgrounds_region_quality_idx').on(t.regionCode, t.quality),
    index('campgrounds_quality_name_idx').on(t.quality.desc(), t.name, t.id),
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As entered, trimmed; unique regardless of case (users_email_lower_idx). */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    city: text('city'),
    camperType: text('camper_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailNotification: boolean('email_notification').notNull().default(false),
    phoneNotification: boolean('phone_notification').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    manager: boolean('manager').notNull().default(false),
    pro: boolean('pro').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    confirmedEmail: boolean('confirmed_email').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/**
 * Map clusters precomputed for the unfiltered map (features/campgrounds/map-cells.ts): one row
 * per grid cell per zoom below the points zoom, rebuilt whenever campgrounds are imported.
 */
export const campgroundMapCells = pgTable(
  'campground_map_cells',
  {
    zoom: integer('zoom').notNull(),
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
  (t) => [primaryKey({ columns: [t.zoom, t.column, t.row] })],
);

/** One row per finished open-data import; `npm start` re-imports when the format moved on. */
export const dataImports = pgTable('data_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** IMPORT_FORMAT_VERSION of the code that ran it (features/import/import-service.ts). */
  formatVersion: integer('format_version').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  report: jsonb('report').notNull(),
});

/** A sign-in provider's account linked to a user (Google, Apple, Facebook). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_account_idx').on(t.provider, t.providerAccountId),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Access and refresh tokens, stored as SHA-256 hashes. A family is one sign-in: every pair
 * issued from it by refreshing shares the family id, so revoking one token ends the session.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'access' | 'refresh'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_tokens_hash_idx').on(t.tokenHash),
    index('oauth_tokens_user_idx').on(t.userId),
    index('oauth_tokens_family_idx').on(t.familyId),
    check('oauth_tokens_kind_check', sql`${t.kind} in ('access', 'refresh')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** The local mailbox: every email the API sends when no SMTP server is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.id)],
);

/**
 * Rate-limit events (failed sign-ins, reset requests) by key: the SHA-256 of e.g.
 * "sign-in:ip:203.0.113.5". In the database so that every API process counts the same attempts.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_events_key_idx').on(t.key, t.createdAt),
    index('rate_limit_events_created_idx').on(t.createdAt),
  ],
);

/** A camper's review of a campground: one per camper, campground and stay date (issue 5). */
export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    stayedOn: date('stayed_on', { mode: 'string' }).notNull(),
    siteType: text('site_type'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    /** Set by an admin (moderation): hidden content is gone for everyone but admins and its author. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_stay_idx').on(t.campgroundId, t.userId, t.stayedOn),
    index('reviews_campground_created_idx').on(t.campgroundId, t.createdAt),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index('review_helpful_votes_user_idx').on(t.userId)],
);

/** What a camper found on arrival: road, access and site notes, and signal per carrier. */
export const fieldReports = pgTable(
  'field_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The review written with it, if any. */
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    visitedOn: date('visited_on', { mode: 'string' }).notNull(),
    roadNotes: text('road_notes'),
    accessNotes: text('access_notes'),
    siteNotes: text('site_notes'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('field_reports_campground_visited_idx').on(t.campgroundId, t.visitedOn),
    index('field_reports_user_idx').on(t.userId),
  ],
);

/** One carrier's signal in a field report, with an optional speed test. */
export const fieldReportSignals = pgTable(
  'field_report_signals',
  {
    fieldReportId: integer('field_report_id')
      .notNull()
      .references(() => fieldReports.id, { onDelete: 'cascade' }),
    /** att, tmobile, verizon or other. */
    carrier: text('carrier').notNull(),
    /** none, weak, fair or strong (bars the camper saw). */
    signal: text('signal').notNull(),
    downloadMbps: real('download_mbps'),
    uploadMbps: real('upload_mbps'),
  },
  (t) => [primaryKey({ columns: [t.fieldReportId, t.carrier] })],
);

/**
 * Derived per campground and carrier from recent field reports (Good, Fair, Poor, Available,
 * Unknown); rewritten in the same transaction as the report that changes it.
 */
export const campgroundConnectivity = pgTable(
  'campground_connectivity',
  {
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    carrier: text('carrier').notNull(),
    rating: text('rating').notNull(),
    reportCount: integer('report_count').notNull(),
    medianDownloadMbps: real('median_download_mbps'),
    medianUploadMbps: real('median_upload_mbps'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campgroundId, t.carrier] })],
);

/** An uploaded photo: stored as resized variants (storage keys in `variants`), EXIF stripped. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer('review_id').references(() => reviews.id, { onDelete: 'set null' }),
    caption: text('caption'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** { thumb: { key, width, height }, medium: …, large: … }: where each size is stored. */
    variants: jsonb('variants').$type<Record<string, { key: string; width: number; height: number }>>().notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_campground_created_idx').on(t.campgroundId, t.createdAt),
    index('photos_review_idx').on(t.reviewId),
    index('photos_user_idx').on(t.userId),
  ],
);

/** A camper's named list of saved campgrounds; every camper gets a default one on first save. */
export const savedLists = pgTable(
  'saved_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('saved_lists_user_name_idx').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('saved_lists_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const savedListItems = pgTable(
  'saved_list_items',
  {
    listId: integer('list_id')
      .notNull()
      .references(() => savedLists.id, { onDelete: 'cascade' }),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.campgroundId] }),
    index('saved_list_items_campground_idx').on(t.campgroundId),
  ],
);

/** A camper's report of a review, photo, field report or campground's information, for moderators. */
export const contentReports = pgTable(
  'content_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** review, photo, field-report or campground. */
    targetType: text('target_type').notNull(),
    targetId: integer('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** open, dismissed or actioned (the content was hidden). */
    status: text('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('content_reports_status_created_idx').on(t.status, t.createdAt),
    index('content_reports_target_idx').on(t.targetType, t.targetId),
    check('content_reports_status_check', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// PRO membership (issue 6; contract docs/api-pro.md, decisions 0009 and 0010).

/** A PRO plan on sale (spec: platform subscription). Data, seeded by migration 0006, editable by admins. */
export const platformSubscriptions = pgTable(
  'platform_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The card payment provider the plan is sold through: stripe (also the local test provider). */
    platform: text('platform').notNull().default('stripe'),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** Yearly price in cents. */
    amount: integer('amount').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** year (the only period sold on the web). */
    period: text('period').notNull().default('year'),
    trialPeriodDays: integer('trial_period_days').notNull().default(0),
    /** Charged today instead of the price when there is no trial; null: none. */
    introPrice: integer('intro_price'),
    /** A discount applied when the buyer brings none (shown as the plan's discount info). */
    discountCode: text('discount_code'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_subscriptions_sku_idx').on(t.platform, t.sku),
    uniqueIndex('platform_subscriptions_one_default_idx')
      .on(t.platform)
      .where(sql`${t.isDefault} and ${t.active}`),
    check('platform_subscriptions_amount_check', sql`${t.amount} >= 0 and coalesce(${t.introPrice}, 0) >= 0`),
    check('platform_subscriptions_trial_check', sql`${t.trialPeriodDays} between 0 and 365`),
  ],
);

/** A discount code: exactly one of percent_off (1–100) or amount_off (cents). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Stored upper-case; looked up ignoring case. */
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'discount_codes_terms_check',
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.amountOff}, 1) > 0`,
    ),
  ],
);

/** The customer id a payment provider knows a user by, reused across purchases. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.userId] })],
);

/**
 * A user's PRO membership (JSON:API type subscriptions): bought through a provider, or given by a
 * redeemed gift (provider gift). At most one live row per user, enforced by the database, so two
 * purchases racing each other cannot both charge.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => platformSubscriptions.id, { onDelete: 'set null' }),
    /** local, stripe or gift. */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** pending (provider call under way), trialing, active, past_due, canceled, failed. */
    status: text('status').notNull(),
    sku: text('sku').notNull(),
    /** The plan's yearly list price in cents at purchase. */
    amountCents: integer('amount_cents').notNull(),
    /** The first year's price after the discount. */
    firstYearCents: integer('first_year_cents').notNull(),
    dueNowCents: integer('due_now_cents').notNull(),
    couponCode: text('coupon_code'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Stored UTM keys, purchase_type and experiments as sent with the purchase. */
    attribution: jsonb('attribution').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's Idempotency-Key; a retry with it replays this row instead of charging again. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the purchase payload, so a key reused for a different purchase is refused. */
    requestFingerprint: text('request_fingerprint'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'trialing', 'active', 'past_due')`),
    uniqueIndex('subscriptions_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('subscriptions_provider_subscription_idx')
      .on(t.provider, t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} is not null`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending', 'trialing', 'active', 'past_due', 'canceled', 'failed')`,
    ),
  ],
);

/** A year of PRO bought for someone else; the recipient redeems the code while signed in. */
export const proGifts = pgTable(
  'pro_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random, shown to the recipient; unique. Null until paid. */
    code: text('code'),
    purchaserId: integer('purchaser_id').references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    sku: text('sku').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** pending, paid, failed. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pro_gifts_code_idx').on(t.code),
    uniqueIndex('pro_gifts_idempotency_idx')
      .on(t.purchaserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('pro_gifts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

/** Provider events already applied (webhook deliveries repeat); the key is the provider's event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// The local test card processor's own books (features/payments/local-provider): what a real
// processor keeps on its side. Used only when no Stripe keys are configured.
export const localPaymentMethods = pgTable('local_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What the test card does: succeed, decline_on_charge (attaches, every charge fails), … */
  behavior: text('behavior').notNull(),
  name: text('name').notNull().default(''),
  addressLine: text('address_line').notNull().default(''),
  customerId: text('customer_id'),
  createdAt: createdAt(),
});

export const localProviderSubscriptions = pgTable('local_provider_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  firstYearCents: integer('first_year_cents').notNull(),
  /** trialing, active, past_due, canceled. */
  status: text('status').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export const localProviderCharges = pgTable('local_provider_charges', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  subscriptionId: text('subscription_id'),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  /** succeeded or failed. */
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export type RegionRow = typeof regions.$inferSelect;
export type CampgroundRow = typeof campgrounds.$inferSelect;
export type NewCampgroundRow = typeof campgrounds.$inferInsert;
export type PlaceRow = typeof places.$inferSelect;
export type NewPlaceRow = typeof places.$inferInsert;
export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type PlatformSubscriptionRow = typeof platformSubscriptions.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProGiftRow = typeof proGifts.$inferSelect;
