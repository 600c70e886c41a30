// Schema: availability alerts (issue 15; contract docs/api-alerts.md, decision 0019). A PRO
// member watches a campground, site type or site for dates; when our own inventory frees nights
// (site_occupancies rows deleted or shrunk, a site added or put back in service), a trigger
// writes an inventory_releases row in the same transaction, the alerts matcher turns it into
// alert_openings (rechecked: never a phantom) and each opening is delivered once per channel.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { daterange, sites, siteTypes, updatedAt } from './bookings.ts';
import { campgrounds } from './campgrounds-and-places.ts';
import { createdAt } from './columns.ts';

export type AlertMode = 'exact' | 'flexible';
export type AlertStatus = 'active' | 'paused' | 'expired';

/**
 * What a member watches. exact: arrive start_date, leave end_date (nights = the difference).
 * flexible: any `nights` consecutive nights between start_date and end_date (the last departure),
 * on weekends only when weekends_only (the stay includes Friday and Saturday nights).
 * Narrowed to a site type or a site, or any site of the campground when both are null.
 */
export const availabilityAlerts = pgTable(
  'availability_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteTypeId: integer('site_type_id').references(() => siteTypes.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<AlertMode>().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    nights: integer('nights').notNull(),
    weekendsOnly: boolean('weekends_only').notNull().default(false),
    /** The member's rig in feet: only sites whose max_rv_length_ft takes it match (null: any site). */
    rvLengthFt: integer('rv_length_ft'),
    /** active: watching; paused by the member; expired once its last possible arrival has passed. */
    status: text('status').$type<AlertStatus>().notNull().default('active'),
    lastOpeningAt: timestamp('last_opening_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('availability_alerts_user_idx').on(t.userId, t.createdAt),
    // The matcher's lookup: active alerts of one campground.
    index('availability_alerts_active_campground_idx')
      .on(t.campgroundId, t.startDate)
      .where(sql`${t.status} = 'active'`),
    check('availability_alerts_mode_check', sql`${t.mode} in ('exact', 'flexible')`),
    check('availability_alerts_rv_length_check', sql`${t.rvLengthFt} is null or ${t.rvLengthFt} between 1 and 100`),
    check('availability_alerts_status_check', sql`${t.status} in ('active', 'paused', 'expired')`),
    check('availability_alerts_dates_check', sql`${t.endDate} > ${t.startDate}`),
    check(
      'availability_alerts_nights_check',
      sql`${t.nights} between 1 and 30 and ${t.nights} <= ${t.endDate} - ${t.startDate}`,
    ),
  ],
);

/**
 * Nights our inventory gave back, written by the trigger in migration 0014 inside the
 * transaction that freed them, so no path that frees nights (cancel, decline, expiry, unblock,
 * modification, calendar import, a new site) can forget to tell the alerts. `stay` is unbounded
 * for a site added or put back in service. processed_at is set by the matcher.
 */
export const inventoryReleases = pgTable(
  'inventory_releases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id').notNull(),
    siteId: integer('site_id').notNull(),
    stay: daterange('stay').notNull(),
    /** What held the nights (no foreign keys: the holder is usually being deleted). */
    reservationId: uuid('reservation_id'),
    blockId: integer('block_id'),
    /** released (an occupancy deleted or shrunk) or site-opened (a site added or reactivated). */
    cause: text('cause').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('inventory_releases_unprocessed_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    check('inventory_releases_cause_check', sql`${t.cause} in ('released', 'site-opened')`),
  ],
);

/** One alert's chance: a site free for one stay that fits it, found when a release was matched. */
export const alertOpenings = pgTable(
  'alert_openings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => availabilityAlerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    releaseId: bigint('release_id', { mode: 'number' }).references(() => inventoryReleases.id, {
      onDelete: 'set null',
    }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** cancellation, declined, expired, unblocked, changed or site-opened. */
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // Exactly one opening per alert per release, however often the matcher runs.
    uniqueIndex('alert_openings_alert_release_idx').on(t.alertId, t.releaseId),
    index('alert_openings_alert_idx').on(t.alertId, t.createdAt),
    index('alert_openings_user_idx').on(t.userId, t.createdAt),
    // The backstop's scan of recent openings (decision 0019): bounded by age, never the whole history.
    index('alert_openings_created_idx').on(t.createdAt),
  ],
);

export type AlertChannel = 'email' | 'in-app' | 'push';

/** An opening told to its member on one channel: at most once (the unique index). */
export const alertDeliveries = pgTable(
  'alert_deliveries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    openingId: uuid('opening_id')
      .notNull()
      .references(() => alertOpenings.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => availabilityAlerts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<AlertChannel>().notNull(),
    /** sent; skipped (gone again before sending, or no push subscription); digest (in a digest). */
    status: text('status').notNull(),
    /** Deliveries sent together as one digest share its key. */
    digestKey: text('digest_key'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_deliveries_opening_channel_idx').on(t.openingId, t.channel),
    index('alert_deliveries_user_idx').on(t.userId, t.channel, t.createdAt),
    check('alert_deliveries_channel_check', sql`${t.channel} in ('email', 'in-app', 'push')`),
    check('alert_deliveries_status_check', sql`${t.status} in ('sent', 'skipped', 'digest')`),
  ],
);

/** The bell: in-app notifications, newest first, unread until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** alert-opening or alert-digest. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where clicking it goes (a path on the web app). */
    url: text('url').notNull(),
    alertId: uuid('alert_id').references(() => availabilityAlerts.id, { onDelete: 'set null' }),
    openingId: uuid('opening_id').references(() => alertOpenings.id, { onDelete: 'set null' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A browser's web push subscription (VAPID); removed when the push service says it is gone. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
