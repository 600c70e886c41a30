// Schema: what campers contribute: reviews, field reports, photos, saved lists, content reports.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { users } from './accounts.ts';
import { campgrounds } from './campgrounds-and-places.ts';
import { createdAt } from './columns.ts';

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
    // What's new: the newest visible reviews first.
    index('reviews_visible_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
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
    // What's new: the newest visible field reports first.
    index('field_reports_visible_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null`),
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
    // GET /api/photos/{key} finds a file's photo with `variants @> {"<variant>": {"key": …}}`.
    index('photos_variants_idx').using('gin', t.variants.op('jsonb_path_ops')),
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
