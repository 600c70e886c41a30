// Schema: bookable inventory and reservations (issue 13; contract docs/api-bookings.md,
// decision 0016). The one rule the database itself keeps: a site's occupied nights never
// overlap — site_occupancies carries an exclusion constraint over a daterange (btree_gist),
// written by hand in migration 0009 because Drizzle has no syntax for it.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { campgrounds } from './campgrounds-and-places.ts';
import { createdAt } from './columns.ts';

/** A PostgreSQL daterange, read and written as its text form: "[2027-06-01,2027-06-04)". */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => 'daterange',
});

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Who runs a campground's bookings: its managers (claims, issue 14, add them; admins may too). */
export const campgroundManagers = pgTable(
  'campground_managers',
  {
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner (the verified claimant) or manager (invited by the owner). */
    role: text('role').$type<'owner' | 'manager'>().notNull().default('manager'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.campgroundId, t.userId] }),
    index('campground_managers_user_idx').on(t.userId),
    check('campground_managers_role_check', sql`${t.role} in ('owner', 'manager')`),
  ],
);

/** How a campground takes bookings: one row per campground that has set bookings up. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    campgroundId: integer('campground_id')
      .primaryKey()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    /** false: set up but not taking bookings (the page shows contact details). */
    enabled: boolean('enabled').notNull().default(true),
    /** instant: confirmed on payment; request: the amount is held until the manager approves. */
    bookingPolicy: text('booking_policy').$type<'instant' | 'request'>().notNull().default('instant'),
    minNights: integer('min_nights').notNull().default(1),
    maxNights: integer('max_nights').notNull().default(14),
    /** How many days ahead an arrival may be booked. */
    bookingWindowDays: integer('booking_window_days').notNull().default(180),
    checkInTime: text('check_in_time').notNull().default('14:00'),
    checkOutTime: text('check_out_time').notNull().default('11:00'),
    /** The campground's IANA time zone: "today" and the cancellation deadline are its days. */
    timeZone: text('time_zone').notNull().default('America/Denver'),
    /** Per-stay and per-night fees: [{ name, amountCents, per: "stay" | "night" }]. */
    fees: jsonb('fees').$type<{ name: string; amountCents: number; per: 'stay' | 'night' }[]>().notNull().default([]),
    /** Tax on lodging and fees, in basis points (1% = 100). */
    taxRateBps: integer('tax_rate_bps').notNull().default(0),
    /** Full refund when cancelled at least this many days before arrival. */
    fullRefundDays: integer('full_refund_days').notNull().default(7),
    /** Then this percentage back until partialRefundDays before arrival; then nothing. */
    partialRefundPercent: integer('partial_refund_percent').notNull().default(50),
    partialRefundDays: integer('partial_refund_days').notNull().default(2),
    /** PRO members' discount on lodging, in percent (0: the campground does not offer one). */
    proDiscountPercent: integer('pro_discount_percent').notNull().default(0),
    /** Seeded by the demo inventory (npm start); a real manager's edit turns it off. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('booking_settings_policy_check', sql`${t.bookingPolicy} in ('instant', 'request')`),
    check(
      'booking_settings_stay_check',
      sql`${t.minNights} >= 1 and ${t.maxNights} >= ${t.minNights} and ${t.maxNights} <= 60 and ${t.bookingWindowDays} between 1 and 730`,
    ),
    check(
      'booking_settings_refund_check',
      sql`${t.fullRefundDays} >= ${t.partialRefundDays} and ${t.partialRefundDays} >= 0 and ${t.partialRefundPercent} between 0 and 100`,
    ),
    check(
      'booking_settings_money_check',
      sql`${t.taxRateBps} between 0 and 5000 and ${t.proDiscountPercent} between 0 and 50`,
    ),
  ],
);

/** A group of alike sites with one price list: "Standard tent sites", "Full-hookup RV sites". */
export const siteTypes = pgTable(
  'site_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** tent, rv, cabin or group. */
    kind: text('kind').$type<'tent' | 'rv' | 'cabin' | 'group'>().notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('site_types_campground_idx').on(t.campgroundId),
    check('site_types_kind_check', sql`${t.kind} in ('tent', 'rv', 'cabin', 'group')`),
  ],
);

/** One bookable unit: "Site 12". */
export const sites = pgTable(
  'sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteTypeId: integer('site_type_id')
      .notNull()
      .references(() => siteTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** People. */
    capacity: integer('capacity').notNull().default(6),
    accessible: boolean('accessible').notNull().default(false),
    /** electric-30, electric-50, water, sewer. */
    hookups: text('hookups')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Longest RV or trailer in feet; null: no vehicle limit (or no RVs at all for tent sites). */
    maxRvLengthFt: integer('max_rv_length_ft'),
    description: text('description').notNull().default(''),
    /** false: taken out of service; kept for the reservations that name it. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sites_campground_idx').on(t.campgroundId),
    index('sites_site_type_idx').on(t.siteTypeId),
    uniqueIndex('sites_campground_name_idx').on(t.campgroundId, sql`lower(${t.name})`),
    check('sites_capacity_check', sql`${t.capacity} between 1 and 500`),
  ],
);

/**
 * A nightly price for a site type. With no dates it is the base rate; with start and end dates
 * (inclusive nights) it is a season that wins over the base for its nights. Weekend nights are
 * Friday and Saturday.
 */
export const rates = pgTable(
  'rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteTypeId: integer('site_type_id')
      .notNull()
      .references(() => siteTypes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    nightlyCents: integer('nightly_cents').notNull(),
    weekendNightlyCents: integer('weekend_nightly_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rates_site_type_idx').on(t.siteTypeId),
    check(
      'rates_money_check',
      sql`${t.nightlyCents} between 0 and 10000000 and (${t.weekendNightlyCents} is null or ${t.weekendNightlyCents} between 0 and 10000000)`,
    ),
    check(
      'rates_season_check',
      sql`(${t.startDate} is null and ${t.endDate} is null) or (${t.startDate} is not null and ${t.endDate} is not null and ${t.endDate} >= ${t.startDate})`,
    ),
  ],
);

export type ReservationStatus = 'draft' | 'pending' | 'confirmed' | 'declined' | 'cancelled' | 'expired';
export type ReservationSource = 'online' | 'internal' | 'external';
export type PaymentStatus = 'none' | 'authorized' | 'captured' | 'voided' | 'refunded' | 'partially_refunded';

/**
 * A camper's booking, from the draft checkout starts (holding its site for a few minutes) to
 * confirmed, declined, cancelled or expired. Money is integer cents, priced by the server.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'restrict' }),
    /** Arrival and departure (the departure morning is not a night). */
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    status: text('status').$type<ReservationStatus>().notNull().default('draft'),
    name: text('name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    /** rv, trailer, van, car or none; with its length in feet for RV sites. */
    equipment: text('equipment'),
    vehicleLengthFt: integer('vehicle_length_ft'),
    notes: text('notes').notNull().default(''),
    policiesAcceptedAt: timestamp('policies_accepted_at', { withTimezone: true }),
    /** The booking policy when it was placed (instant or request). */
    bookingPolicy: text('booking_policy').$type<'instant' | 'request'>().notNull().default('instant'),
    /** Price totals as last quoted (reservation_items has the lines); frozen once paid. */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('none'),
    /** The provider's payment (charge or authorization) id. */
    paymentId: text('payment_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** A draft's hold on its site ends at this time (the countdown in checkout). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** A request to book is released (authorization voided) unless approved by this time. */
    requestExpiresAt: timestamp('request_expires_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why a request was declined or a reservation cancelled by the campground. */
    statusReason: text('status_reason'),
    /**
     * online: a camper booked through checkout. internal: the campground booked it (walk-in,
     * phone); external: another channel's booking entered by hand (`channel` names it). Both
     * hold inventory like any other and take no payment here.
     */
    source: text('source').$type<ReservationSource>().notNull().default('online'),
    channel: text('channel'),
    /** The manager who entered an internal or external booking. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.startDate),
    index('reservations_campground_idx').on(t.campgroundId, t.startDate),
    // One open draft per camper and campground: starting checkout again resumes it (spec section 4).
    uniqueIndex('reservations_one_draft_idx')
      .on(t.userId, t.campgroundId)
      .where(sql`${t.status} = 'draft'`),
    index('reservations_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'draft'`),
    index('reservations_request_idx')
      .on(t.requestExpiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'reservations_status_check',
      sql`${t.status} in ('draft', 'pending', 'confirmed', 'declined', 'cancelled', 'expired')`,
    ),
    check(
      'reservations_payment_status_check',
      sql`${t.paymentStatus} in ('none', 'authorized', 'captured', 'voided', 'refunded', 'partially_refunded')`,
    ),
    check(
      'reservations_dates_check',
      sql`${t.endDate} is null or ${t.startDate} is null or ${t.endDate} > ${t.startDate}`,
    ),
    check(
      'reservations_money_check',
      sql`${t.totalCents} >= 0 and ${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.totalCents}`,
    ),
    check('reservations_party_check', sql`${t.adults} between 1 and 500 and ${t.children} between 0 and 500`),
    check('reservations_source_check', sql`${t.source} in ('online', 'internal', 'external')`),
  ],
);

/** The price lines of a reservation (type reservation-items): nights, fees, taxes, discounts. */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** lodging, fee, tax, pro-discount or service-fee. */
    kind: text('kind').notNull(),
    label: text('label').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitCents: integer('unit_cents').notNull(),
    /** Negative for discounts. */
    amountCents: integer('amount_cents').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('reservation_items_reservation_idx').on(t.reservationId, t.position)],
);

/** Dates a manager closed a site (maintenance, a private event); hold nights like a stay. */
export const siteBlocks = pgTable(
  'site_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    /** manager: entered in the portal; calendar: held by an imported calendar's event. */
    source: text('source').$type<'manager' | 'calendar'>().notNull().default('manager'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('site_blocks_site_idx').on(t.siteId),
    check('site_blocks_source_check', sql`${t.source} in ('manager', 'calendar')`),
    check('site_blocks_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * Every night a site is taken — by a reservation (draft, pending or confirmed) or by a block —
 * as one row. The exclusion constraint site_occupancies_no_overlap (migration 0009) makes two
 * overlapping rows for one site impossible. A row lives exactly as long as what holds the
 * nights: cancelling, declining or expiring deletes it in the same transaction. A draft's row
 * carries its hold's expiry; readers treat an expired row as free, and writers delete expired
 * rows in their way before inserting (a constraint cannot read the clock).
 */
export const siteOccupancies = pgTable(
  'site_occupancies',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    /** [arrival, departure): the nights held. */
    stay: daterange('stay').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => siteBlocks.id, { onDelete: 'cascade' }),
    /** A draft's hold expiry; null for pending, confirmed and blocks. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('site_occupancies_reservation_idx').on(t.reservationId),
    uniqueIndex('site_occupancies_block_idx').on(t.blockId),
    index('site_occupancies_campground_idx').on(t.campgroundId),
    check('site_occupancies_owner_check', sql`(${t.reservationId} is null) <> (${t.blockId} is null)`),
  ],
);

/**
 * Every money movement of a reservation, keyed for idempotency: a retried step finds its row and
 * never asks the provider twice for the same thing.
 */
export const reservationPayments = pgTable(
  'reservation_payments',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    /** charge, authorize, capture, void or refund. */
    kind: text('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** pending (asked, answer not recorded), succeeded or failed. */
    status: text('status').notNull().default('pending'),
    providerId: text('provider_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservation_payments_key_idx').on(t.idempotencyKey),
    index('reservation_payments_reservation_idx').on(t.reservationId),
    check('reservation_payments_kind_check', sql`${t.kind} in ('charge', 'authorize', 'capture', 'void', 'refund')`),
    check('reservation_payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
