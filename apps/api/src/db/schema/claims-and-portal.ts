// Schema: claims, suggested listings, co-manager invitations, calendar sync and the payout
// ledger (issue 14; contracts docs/api-claims.md, docs/api-manager.md, docs/api-calendar-sync.md;
// decision 0017). A claim turns a user into a manager of a campground (campground_managers) once
// verified and approved; the database keeps one approved claim per campground.
import type { BookingIntention, BookingMethod } from '@campwise/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { reservations, siteBlocks, sites, updatedAt } from './bookings.ts';
import { campgrounds } from './campgrounds-and-places.ts';
import { createdAt } from './columns.ts';

export type ClaimStatus = 'unverified' | 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'revoked';
export type ClaimVerificationMethod = 'listed-email' | 'listed-phone' | 'business-email' | 'document';

/**
 * A user's claim to run a campground: who they are, how they proved it, and where it stands.
 * unverified (started) → pending (proved by code or business email, or a document waiting for an
 * admin) → approved (the user is now a manager) or rejected; withdrawn by the claimant.
 */
export const campgroundClaims = pgTable(
  'campground_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ClaimStatus>().notNull().default('unverified'),
    claimantName: text('claimant_name').notNull(),
    /** owner, manager, staff or other: the claimant's role at the campground. */
    claimantRole: text('claimant_role').notNull(),
    businessName: text('business_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    website: text('website').notNull().default(''),
    verificationMethod: text('verification_method').$type<ClaimVerificationMethod>(),
    /** Where the code went (the listed email or phone, or the business email). */
    verificationTarget: text('verification_target'),
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Uploaded proof (a utility bill, a business licence): [{ key, filename, contentType, bytes }]. */
    documents: jsonb('documents')
      .$type<{ key: string; filename: string; contentType: string; bytes: number }[]>()
      .notNull()
      .default([]),
    bookingIntention: text('booking_intention').$type<BookingIntention>().notNull().default('claim_only'),
    bookingMethod: text('booking_method').$type<BookingMethod>(),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /**
     * A contest: the approved claim this one disputes (the campground was already claimed). An
     * admin who approves a contest revokes the claim it disputes and that claim's team.
     */
    contestsClaimId: integer('contests_claim_id').references((): AnyPgColumn => campgroundClaims.id, {
      onDelete: 'set null',
    }),
    /** The contester's account of why the campground is theirs. */
    contestReason: text('contest_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campground_claims_user_idx').on(t.userId),
    index('campground_claims_status_idx').on(t.status, t.createdAt),
    // One verified manager team per campground: at most one approved claim.
    uniqueIndex('campground_claims_one_approved_idx')
      .on(t.campgroundId)
      .where(sql`${t.status} = 'approved'`),
    // One open claim per user and campground: claiming again resumes it.
    uniqueIndex('campground_claims_one_open_idx')
      .on(t.campgroundId, t.userId)
      .where(sql`${t.status} in ('unverified', 'pending')`),
    check(
      'campground_claims_status_check',
      sql`${t.status} in ('unverified', 'pending', 'approved', 'rejected', 'withdrawn', 'revoked')`,
    ),
    check(
      'campground_claims_method_check',
      sql`${t.verificationMethod} is null or ${t.verificationMethod} in ('listed-email', 'listed-phone', 'business-email', 'document')`,
    ),
    check('campground_claims_intention_check', sql`${t.bookingIntention} in ('claim_only', 'claim_and_bookings')`),
    check(
      'campground_claims_booking_method_check',
      sql`${t.bookingMethod} is null or ${t.bookingMethod} in ('campwise_bookings', 'new_book_bookings', 'rentals_united_bookings', 'res_nexus_bookings')`,
    ),
  ],
);

/**
 * A campground someone says is missing (/claim/add): an owner adding their own, or a camper
 * suggesting one. Nothing is public until an admin approves it; approval creates the campground
 * (and, for an owner, their approved claim).
 */
export const campgroundSubmissions = pgTable(
  'campground_submissions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    submittedBy: integer('submitted_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner (adds their own campground) or camper (suggests one). */
    submitterRole: text('submitter_role').$type<'owner' | 'camper'>().notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Details as submitted: description, website, phone, email, site types, amenities, price. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    campgroundId: integer('campground_id').references(() => campgrounds.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('campground_submissions_status_idx').on(t.status, t.createdAt),
    index('campground_submissions_user_idx').on(t.submittedBy),
    check('campground_submissions_role_check', sql`${t.submitterRole} in ('owner', 'camper')`),
    check('campground_submissions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** An owner's invitation to a co-manager, by email; accepting adds a campground_managers row. */
export const managerInvitations = pgTable(
  'manager_invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the token in the emailed link. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('manager_invitations_token_idx').on(t.tokenHash),
    index('manager_invitations_campground_idx').on(t.campgroundId),
  ],
);

/** A site's exported calendar: the unguessable token in its .ics feed URL. */
export const calendarExports = pgTable('calendar_exports', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  campgroundId: integer('campground_id')
    .notNull()
    .references(() => campgrounds.id, { onDelete: 'cascade' }),
  /** 32 random bytes, base64url; regenerating it retires the old URL. */
  token: text('token').notNull().unique(),
  createdAt: createdAt(),
});

/** An external .ics calendar whose events hold one site's nights (Airbnb, Hipcamp, a PMS …). */
export const calendarImports = pgTable(
  'calendar_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** ok, not-modified or failed, from the last fetch. */
    lastStatus: text('last_status'),
    lastError: text('last_error'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('calendar_imports_campground_idx').on(t.campgroundId),
    uniqueIndex('calendar_imports_site_url_idx').on(t.siteId, t.url),
  ],
);

/**
 * One event of an imported calendar (by UID and recurrence id), as last seen: held (its nights
 * are a site block) or in conflict with one of our stays (shown to the manager, never forced in).
 */
export const calendarImportEvents = pgTable(
  'calendar_import_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: integer('import_id')
      .notNull()
      .references(() => calendarImports.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    /** The occurrence's start for a recurring event; '' for a single one. */
    recurrenceKey: text('recurrence_key').notNull().default(''),
    summary: text('summary').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status').$type<'held' | 'conflict'>().notNull(),
    blockId: integer('block_id').references(() => siteBlocks.id, { onDelete: 'set null' }),
    conflictReservationId: uuid('conflict_reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    conflictNotifiedAt: timestamp('conflict_notified_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('calendar_import_events_key_idx').on(t.importId, t.uid, t.recurrenceKey),
    check('calendar_import_events_status_check', sql`${t.status} in ('held', 'conflict')`),
    check('calendar_import_events_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);

/**
 * What a campground is owed (decision 0018): one row per money movement of its
 * reservations, keyed for idempotency. credit: its share of a captured payment (everything but
 * the booking service fee); debit: its share of a refund; payout: money sent to it.
 */
export const payoutLedgerEntries = pgTable(
  'payout_ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    campgroundId: integer('campground_id')
      .notNull()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    kind: text('kind').$type<'credit' | 'debit' | 'payout'>().notNull(),
    /** Positive for a credit, negative for a debit or payout. */
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The Stripe transfer that paid a payout entry to the campground's connected account. */
    transferId: text('transfer_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payout_ledger_entries_key_idx').on(t.idempotencyKey),
    index('payout_ledger_entries_campground_idx').on(t.campgroundId, t.createdAt),
    check('payout_ledger_entries_kind_check', sql`${t.kind} in ('credit', 'debit', 'payout')`),
  ],
);

export type PayoutAccountStatus = 'pending' | 'active' | 'restricted';

/**
 * A campground's Stripe Connect account (decision 0018): where its payouts go when Stripe is
 * configured. pending until Stripe says the account can receive transfers (active); restricted
 * when Stripe later needs more from the owner.
 */
export const campgroundPayoutAccounts = pgTable(
  'campground_payout_accounts',
  {
    campgroundId: integer('campground_id')
      .primaryKey()
      .references(() => campgrounds.id, { onDelete: 'cascade' }),
    accountId: text('account_id').notNull(),
    status: text('status').$type<PayoutAccountStatus>().notNull().default('pending'),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
    /** Stripe's requirements.disabled_reason, shown to the manager while restricted. */
    disabledReason: text('disabled_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('campground_payout_accounts_account_idx').on(t.accountId),
    check('campground_payout_accounts_status_check', sql`${t.status} in ('pending', 'active', 'restricted')`),
  ],
);

/** What happened to a reservation after it was placed: modified, cancelled by the campground … */
export const reservationEvents = pgTable(
  'reservation_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** created, approved, declined, modified, cancelled, refunded. */
    kind: text('kind').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_events_reservation_idx').on(t.reservationId, t.id)],
);

/** The local text-message outbox: every SMS the API sends when no SMS provider is configured. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.toNumber, t.id)],
);
